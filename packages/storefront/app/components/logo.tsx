import styles from "./logo.module.css";

export type LogoVariant = "default" | "white" | "full";

/** Logo variants default, white and full, all 146 by 30. */
export const LOGO_WIDTH = 146;
export const LOGO_HEIGHT = 30;

const logoSrc = (variant: LogoVariant) => `/images/logo/${variant}.svg`;

export interface LogoProps {
  /** `white` for dark backgrounds; `full` adds the house's place of origin under the name. */
  variant?: LogoVariant;
  /** The shop's name, read by screen readers and shown if the image cannot load. */
  alt: string;
  /** `large` scales the logo up on wide screens (the main header). */
  size?: "base" | "large";
  /** Above the fold (the header): load it first. */
  priority?: boolean;
  /** Below the fold (the footer): loaded when scrolled near, and not preloaded with the page. */
  lazy?: boolean;
  className?: string;
}

export function Logo({ variant = "default", alt, size = "base", priority = false, lazy = false, className }: LogoProps) {
  return (
    <img
      className={[styles.logo, size === "large" ? styles.large : "", className].filter(Boolean).join(" ")}
      src={logoSrc(variant)}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      alt={alt}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      loading={lazy ? "lazy" : undefined}
    />
  );
}
