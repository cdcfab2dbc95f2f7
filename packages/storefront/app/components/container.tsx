import type { ElementType, ReactNode } from "react";
import styles from "./container.module.css";

/** The page's content column: centred, at most --content-width wide, with the responsive gutter. */
export function Container({
  children,
  as: Tag = "div",
  width = "wide",
  className,
}: {
  children: ReactNode;
  as?: ElementType;
  /** `narrow` for reading text and forms (about 46rem). */
  width?: "wide" | "narrow";
  className?: string;
}) {
  return <Tag className={[styles.container, width === "narrow" ? styles.narrow : "", className].filter(Boolean).join(" ")}>{children}</Tag>;
}
