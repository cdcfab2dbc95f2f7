import type { ButtonHTMLAttributes, ReactNode } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse";

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: "m" | "l";
  /** Takes the whole width of its container (forms on phones). */
  block?: boolean;
  /** Square button holding only an icon (it then needs an aria-label). */
  iconOnly?: boolean;
}

/** The button look as a class name, for links that must look like buttons (`<Link className={buttonClassName()}>`). */
export function buttonClassName({ variant = "primary", size = "m", block = false, iconOnly = false }: ButtonStyleOptions = {}, extra?: string) {
  return [styles.button, styles[variant], size === "l" ? styles.large : "", block ? styles.block : "", iconOnly ? styles.iconOnly : "", extra]
    .filter(Boolean)
    .join(" ");
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {
  children: ReactNode;
}

/** A button with the shop's look; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant, size, block, iconOnly, className, type = "button", children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName({ variant, size, block, iconOnly }, className)} {...rest}>
      {children}
    </button>
  );
}
