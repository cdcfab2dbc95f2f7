import { type MetaDescriptor, useActionData, useLoaderData } from "react-router";
import { type NewsletterLinkPage, loadNewsletterLink, newsletterLinkAction } from "../features/newsletter/newsletter-action.ts";
import { MessageLinkScreen, messageLinkTitleId } from "../components/message-link-screen.tsx";
import { MESSAGE_LINK_HEADERS, messageLinkHead } from "../lib/message-link.ts";
import { metaIntl } from "../lib/meta.ts";
import { browserLoader, serverLoader } from "../lib/route-data.ts";

/**
 * `/newsletter/confirm?token=…` and `/newsletter/unsubscribe?token=…` (both stores): the pages the
 * newsletter's messages link to. A GET shows the button and changes nothing; the POST confirms the
 * sign-up or unsubscribes (the unsubscribe page also takes mail clients' one-click POST, RFC 8058).
 * Never stored, never indexed, no Referer carrying the token.
 */
export const headers = MESSAGE_LINK_HEADERS;

export const loader = serverLoader(loadNewsletterLink);
export const clientLoader = browserLoader(loadNewsletterLink);
export const action = newsletterLinkAction;

export function meta({ data, matches }: { data: NewsletterLinkPage | null | undefined; matches: Parameters<typeof messageLinkHead>[0] }): MetaDescriptor[] {
  return messageLinkHead(matches, metaIntl(matches).formatMessage({ id: messageLinkTitleId("newsletter", data, null) }));
}

export default function NewsletterLink() {
  const page = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>()?.outcome ?? null;
  if (!page) return null;
  return <MessageLinkScreen key={`${page.kind}|${page.token ?? ""}`} page={page} outcome={outcome} messages="newsletter" name="newsletter" />;
}
