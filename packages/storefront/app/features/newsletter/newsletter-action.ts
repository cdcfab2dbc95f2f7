import { type ActionFunctionArgs, data, redirect } from "react-router";
import type { NewsletterErrorCode, NewsletterOutcome, NewsletterSource } from "../../lib/generated/graphql.ts";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor } from "../../lib/i18n.ts";
import { MESSAGE_LINK_HEADERS, type MessageLinkOutcome, type MessageLinkPage, tokenParam } from "../../lib/message-link.ts";
import { type RouteLoad, storePathOf } from "../../lib/route-data.ts";
import { CONFIRM_NEWSLETTER_SUBSCRIPTION, SUBSCRIBE_TO_NEWSLETTER, UNSUBSCRIBE_FROM_NEWSLETTER } from "./newsletter-queries.ts";

/** The newsletter page (its form's action: the footer's form posts there too). */
export const NEWSLETTER_PATH = "/newsletter";
/** The links the newsletter's messages carry (the back end writes these exact paths). */
export const NEWSLETTER_CONFIRM_PATH = "/newsletter/confirm";
export const NEWSLETTER_UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

const text = (value: FormDataEntryValue | null): string => (typeof value === "string" ? value : "");

/** What a sign-up came to, as the newsletter page says it. */
export interface NewsletterNotice {
  tone: "done" | "refused";
  text: string;
  /** The outcome or the error code, for tests and styles. */
  code: NewsletterOutcome | NewsletterErrorCode | "FAULT";
}

/** What the page shows after its form (or the footer's) was posted. */
export interface NewsletterPosted {
  /** The address typed, given again with a refusal (else empty: the same form may serve another address). */
  email: string;
  notice: NewsletterNotice;
}

/** The page's status for a refusal: the shopper's input (400), throttled (429). */
const STATUS_OF: Partial<Record<NewsletterNotice["code"], number>> = { EMAIL_REQUIRED: 400, INVALID_EMAIL: 400, TOO_MANY_ATTEMPTS: 429 };

/**
 * `/newsletter`'s action: the page's form and the footer's (a plain form, no script of its own,
 * ADR 031) post here, with or without JavaScript. `subscribeToNewsletter` runs in-process with the
 * shopper's session (a signed-in customer's own address is subscribed at once) and the page says
 * what came of it: a link on its way to the address (the same words whatever the address's state),
 * subscribed, or why not. A form from another site changes nothing: the page again.
 */
export async function newsletterSignUpAction({ request, context }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  const form = await request.formData();
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline) return redirect(NEWSLETTER_PATH, { status: 303, headers });
  const email = text(form.get("email")).trim().slice(0, 254);
  const source: NewsletterSource = form.get("source") === "FOOTER" ? "FOOTER" : "NEWSLETTER_PAGE";
  const intl = intlFor(context.page.locale);
  const answer = (notice: NewsletterNotice) => {
    const posted: NewsletterPosted = { email: notice.tone === "refused" ? email : "", notice };
    return data({ posted }, { status: STATUS_OF[notice.code] ?? 200, headers });
  };
  try {
    const sent = await context.queries.mutate({ mutation: SUBSCRIBE_TO_NEWSLETTER, variables: { input: { email, source } } });
    for (const cookie of sent.setCookies) headers.append("set-cookie", cookie);
    const result = sent.data.subscribeToNewsletter;
    if (result.success) {
      const id = result.outcome === "SUBSCRIBED" ? "newsletter.outcome.subscribed" : "newsletter.outcome.sent";
      return answer({ tone: "done", text: intl.formatMessage({ id }), code: result.outcome ?? "CONFIRMATION_SENT" });
    }
    return answer({ tone: "refused", text: result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }), code: result.errorCode ?? "FAULT" });
  } catch (error) {
    context.log.warn({ err: error }, "newsletter sign-up not made");
    const posted: NewsletterPosted = { email, notice: { tone: "refused", text: intl.formatMessage({ id: "mutation.fault.unavailable" }), code: "FAULT" } };
    return data({ posted }, { status: 503, headers });
  }
}

/** Which link: the confirmation of a sign-up, or the unsubscribe link of any newsletter message. */
export type NewsletterLinkKind = "confirm" | "unsubscribe";

export const newsletterLinkKindOf = (storePath: string): NewsletterLinkKind => (storePath.replace(/\/+$/, "") === NEWSLETTER_UNSUBSCRIBE_PATH ? "unsubscribe" : "confirm");

/** What a link page knows before its button is pressed (a GET never changes anything: mail scanners follow links). */
export type NewsletterLinkPage = MessageLinkPage<NewsletterLinkKind>;

export const loadNewsletterLink: RouteLoad<NewsletterLinkPage> = async ({ request, storePath }) => ({
  kind: newsletterLinkKindOf(storePath),
  token: tokenParam(new URL(request.url).searchParams.get("token")),
});

/**
 * Whether a POST is a mail client's one-click unsubscribe (RFC 8058): `List-Unsubscribe=One-Click`
 * in its body, sent by the mailbox provider's servers, with no cookie and from no page of ours.
 * The token in the link is its only authority, and it can only withdraw a consent.
 */
const isOneClick = (form: FormData) => form.get("List-Unsubscribe") === "One-Click";

/**
 * A link page's action: its button (with or without JavaScript) confirms the sign-up or
 * unsubscribes, in-process, with the token of the page's address; the page shows the outcome. The
 * unsubscribe page also takes mail clients' one-click POST (RFC 8058), from anywhere. Any other
 * form from another site changes nothing: the page again.
 */
export async function newsletterLinkAction({ request, context }: ActionFunctionArgs) {
  const headers = new Headers(MESSAGE_LINK_HEADERS);
  const url = new URL(request.url);
  const form = await request.formData();
  const kind = newsletterLinkKindOf(storePathOf(url, context.page.basename));
  const oneClick = kind === "unsubscribe" && isOneClick(form);
  if ((!oneClick && (!fromThisSite(request) || form.get("intent") !== "go")) || context.page.maintenance || context.page.offline) {
    return redirect(`${url.pathname.replace(/\.data$/, "")}${url.search}`, { status: 303, headers });
  }
  const answer = (outcome: MessageLinkOutcome, status = 200) => data({ outcome }, { status, headers });
  const token = tokenParam(url.searchParams.get("token")) ?? tokenParam(text(form.get("token")));
  if (!token) return answer({ kind: "invalid" }, 404);
  const intl = intlFor(context.page.locale);
  try {
    const result =
      kind === "confirm"
        ? (await context.queries.mutate({ mutation: CONFIRM_NEWSLETTER_SUBSCRIPTION, variables: { token } })).data.confirmNewsletterSubscription
        : (await context.queries.mutate({ mutation: UNSUBSCRIBE_FROM_NEWSLETTER, variables: { token } })).data.unsubscribeFromNewsletter;
    if (result.success) return answer({ kind: "done" });
    if (result.errorCode === "INVALID_TOKEN") return answer({ kind: "invalid" }, 404);
    return answer({ kind: "refused", message: result.errorMessage ?? intl.formatMessage({ id: "mutation.fault.unknown" }) }, result.errorCode === "TOO_MANY_ATTEMPTS" ? 429 : 400);
  } catch (error) {
    context.log.warn({ err: error, kind }, "newsletter link not followed");
    return answer({ kind: "refused", message: intl.formatMessage({ id: "mutation.fault.unavailable" }) }, 503);
  }
}
