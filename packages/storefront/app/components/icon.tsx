import styles from "./icon.module.css";

/** Icon whitelist; `chat-service` is the chat service's icon. */
export const ICON_NAMES = [
  "home",
  "user",
  "chevron-right",
  "chevron-left",
  "chevron-up",
  "chevron-down",
  "chevron-right-circle",
  "chevron-left-circle",
  "chevron-up-circle",
  "chevron-down-circle",
  "plus",
  "minus",
  "plus-circle",
  "circle-minus",
  "cross-circle",
  "exit",
  "cross",
  "phone-handset",
  "checkmark-circle",
  "checkmark",
  "store",
  "lock",
  "calendar-full",
  "credit-card",
  "sort-amount-asc",
  "shirt",
  "smile",
  "cog",
  "eye",
  "pencil",
  "trash",
  "envelope",
  "camera",
  "magnifier",
  "sync",
  "menu",
  "list",
  "redo",
  "cart",
  "heart",
  "cash",
  "cube",
  "star",
  "star-half",
  "options",
  "download",
  "undo",
  "share",
  "payment-sepa",
  "payment-visa",
  "payment-mastercard",
  "payment-paypal",
  "chat-service",
  "document",
  "chat",
  "cookies",
  "eye-off",
  "notification",
  "notification-off",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** Image-file icons: plain images, some shared with the whitelist, some Material-style names. */
export const IMAGE_ICON_NAMES = [
  "credit-card",
  "payment-sepa",
  "payment-visa",
  "payment-mastercard",
  "payment-paypal",
  "chat-service",
  "account_circle",
  "add",
  "close",
  "favorite",
  "globe",
  "info",
  "search",
  "tune",
] as const;

export type ImageIconName = (typeof IMAGE_ICON_NAMES)[number];

const whitelist: ReadonlySet<string> = new Set(ICON_NAMES);
const imageIcons: ReadonlySet<string> = new Set(IMAGE_ICON_NAMES);

/** Icons must come from the whitelist, otherwise '<name> is not a whitelisted icon' is raised. */
export function assertIconName(name: string): asserts name is IconName {
  if (!whitelist.has(name)) throw new Error(`${name} is not a whitelisted icon`);
}

/** Icon images are loaded from /images/icons/{name}.svg (the same path in both stores). */
export const iconSrc = (name: IconName | ImageIconName) => `/images/icons/${name}.svg`;

/** Payment marks are small cards (40×26); every other icon is drawn on a 24×24 grid. */
function iconDimensions(name: string, size: number) {
  return name.startsWith("payment-") ? { width: Math.round((size * 40) / 26), height: size } : { width: size, height: size };
}

export interface IconProps {
  name: IconName;
  /** Accessible name; without it the icon is decorative (alt=""), its meaning carried by nearby text. */
  title?: string;
  /** Height in CSS pixels (the width follows the icon's proportions). */
  size?: number;
  /** `inverse` turns the dark-blue drawing white, for dark backgrounds. */
  tone?: "default" | "inverse";
  className?: string;
}

/**
 * Icons are low priority: React would otherwise preload every image of the page in its <head>,
 * and the header's and footer's twenty icons took the places of the product visuals there (React
 * gives ten images a high-priority preload, in document order).
 */
function IconImage({ name, title, size = 24, tone = "default", className }: Omit<IconProps, "name"> & { name: IconName | ImageIconName }) {
  const { width, height } = iconDimensions(name, size);
  const classes = [styles.icon, tone === "inverse" && !name.startsWith("payment-") ? styles.inverse : "", className].filter(Boolean).join(" ");
  return (
    <img
      className={classes}
      src={iconSrc(name)}
      width={width}
      height={height}
      alt={title ?? ""}
      aria-hidden={title ? undefined : true}
      decoding="async"
      fetchPriority="low"
      draggable={false}
    />
  );
}

/** `<Icon name="cart" />`: one of the whitelisted icons, drawn as an image file. */
export function Icon(props: IconProps) {
  assertIconName(props.name);
  return <IconImage {...props} />;
}

/** `<ImageIcon name="globe" />`: one of the image-file icons (account_circle, globe, info…). */
export function ImageIcon(props: Omit<IconProps, "name"> & { name: ImageIconName }) {
  if (!imageIcons.has(props.name)) throw new Error(`${props.name} is not an image-file icon`);
  return <IconImage {...props} />;
}
