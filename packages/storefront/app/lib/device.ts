/** What the layout may adapt to. Without client hints the server assumes a phone at 360 px. */
export interface Device {
  type: "phone" | "tablet" | "desktop";
  viewportWidth: number;
}

export const DEFAULT_DEVICE: Device = { type: "phone", viewportWidth: 360 };

/** Client hints the server asks for (`Accept-CH`) and reads on the next requests. */
export const DEVICE_CLIENT_HINTS = ["Sec-CH-Viewport-Width", "Sec-CH-UA-Mobile"] as const;

const TABLET_MIN_WIDTH = 768;
const DESKTOP_MIN_WIDTH = 1024;

function deviceFromWidth(viewportWidth: number, mobile?: boolean): Device {
  const type = viewportWidth >= DESKTOP_MIN_WIDTH && !mobile ? "desktop" : viewportWidth >= TABLET_MIN_WIDTH ? "tablet" : "phone";
  return { type, viewportWidth };
}

/** The device a request comes from, by `Sec-CH-Viewport-Width` and `Sec-CH-UA-Mobile` when present. */
export function deviceFromHeaders(headers: { get(name: string): string | null | undefined }): Device {
  const width = Number.parseInt(headers.get("sec-ch-viewport-width") ?? "", 10);
  const mobileHint = headers.get("sec-ch-ua-mobile");
  const mobile = mobileHint === "?1" ? true : mobileHint === "?0" ? false : undefined;
  if (Number.isFinite(width) && width > 0 && width < 10_000) return deviceFromWidth(width, mobile);
  if (mobile === false) return { type: "desktop", viewportWidth: DESKTOP_MIN_WIDTH };
  return DEFAULT_DEVICE;
}
