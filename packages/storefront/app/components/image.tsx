import { type ImgHTMLAttributes, type SyntheticEvent, useCallback, useState } from "react";
import styles from "./image.module.css";

/** Default image: a 150×150 placeholder, shown when a picture is missing or fails to load. */
export const PLACEHOLDER_SRC = "/images/placeholder.svg";
const PLACEHOLDER_SIZE = 150;

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height"> {
  src?: string | null;
  /** Required: describe the picture, or pass "" when it only decorates. */
  alt: string;
  width?: number;
  height?: number;
  /** Above the fold: load eagerly with high priority instead of lazily. */
  priority?: boolean;
}

/**
 * A lazily loaded picture with known dimensions (no layout shift). A server-rendered image can
 * fail before React hydrates and its onError is missed, so the ref checks for a broken image too.
 */
export function Image({ src, alt, width = PLACEHOLDER_SIZE, height = PLACEHOLDER_SIZE, priority = false, className, onError, ...rest }: ImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPlaceholder = !src || failedSrc === src;
  const fail = useCallback(() => setFailedSrc(src ?? null), [src]);
  const checkBroken = useCallback(
    (element: HTMLImageElement | null) => {
      if (element && element.complete && element.naturalWidth === 0 && src && element.getAttribute("src") === src) fail();
    },
    [src, fail],
  );
  return (
    <img
      {...rest}
      ref={showPlaceholder ? undefined : checkBroken}
      className={[styles.image, showPlaceholder ? styles.placeholder : "", className].filter(Boolean).join(" ")}
      src={showPlaceholder ? PLACEHOLDER_SRC : src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={(event: SyntheticEvent<HTMLImageElement>) => {
        if (!showPlaceholder) fail();
        onError?.(event);
      }}
    />
  );
}
