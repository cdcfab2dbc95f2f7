import type { ElementType, ReactNode } from "react";
import styles from "./visually-hidden.module.css";

/** Text for screen readers only (labels of icon buttons, the type of an alert…). */
export function VisuallyHidden({ children, as: Tag = "span" }: { children: ReactNode; as?: ElementType }) {
  return <Tag className={styles.hidden}>{children}</Tag>;
}
