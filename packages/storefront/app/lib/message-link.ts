import type { MetaDescriptor } from "react-router";
import { screenMeta } from "./meta.ts";

/**
 * What the pages the shop's messages link to share (`/stock-alert/confirm?token=…`,
 * `/newsletter/unsubscribe?token=…`…): a token in the address, a GET that changes nothing (mail
 * scanners and link previews follow links) and a button that posts.
 *
 * Their answer headers, their posts and data requests included:
 * - `Cache-Control: private, no-store`: a page for one address's link, kept by no cache (nor the
 *   server's page cache, which never stores a `no-store` render);
 * - `Referrer-Policy: strict-origin`: the token is in the address, and a Referer never carries the
 *   address's path or query under it, to other sites or this one (whose logs keep Referers). Not
 *   `no-referrer`: under it browsers send `Origin: null` with the page's own form posts, which the
 *   shop must refuse as it refuses another site's (`fromThisSite`), so the button could never work;
 * - `X-Robots-Tag: noindex`: a link for one address is no search result.
 * The head says the last two again (`messageLinkHead`) for what reads only the document.
 */
export const MESSAGE_LINK_HEADERS = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "strict-origin",
  "X-Robots-Tag": "noindex",
} as const;

/** A link page's head: its title, and the rules of `MESSAGE_LINK_HEADERS` said again in the document. */
export function messageLinkHead(matches: Parameters<typeof screenMeta>[0], title: string): MetaDescriptor[] {
  return [...screenMeta(matches, title), { name: "robots", content: "noindex" }, { name: "referrer", content: "strict-origin" }];
}

/** A link's token as the address gives it, if it looks like one (anything else is not sent to the API). */
export const tokenParam = (value: string | null | undefined): string | null => {
  const token = value?.trim() ?? "";
  return /^[A-Za-z0-9_~.-]{8,256}$/.test(token) ? token : null;
};

/** A link page as its loader reads it: which link, and its token if it looks like one. */
export interface MessageLinkPage<Kind extends string = string> {
  kind: Kind;
  token: string | null;
}

/** What pressing a link page's button came to: done, a link that does not work, or refused and why. */
export type MessageLinkOutcome = { kind: "done" } | { kind: "invalid" } | { kind: "refused"; message: string };
