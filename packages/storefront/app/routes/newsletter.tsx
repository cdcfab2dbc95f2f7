import { useIntl } from "react-intl";
import { useActionData, useSearchParams } from "react-router";
import { type NewsletterPosted, newsletterSignUpAction } from "../features/newsletter/newsletter-action.ts";
import { NewsletterSignUp } from "../features/newsletter/newsletter-signup.tsx";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/**
 * `/newsletter`: the newsletter's sign-up (both stores). Its form, and the footer's, post to this
 * route's action, which answers with this page and what came of it (a link is on its way to the
 * address, the same words whatever its state). `?email=` fills the field (a link to the page).
 * The answer to a post is never stored.
 */
export const action = newsletterSignUpAction;

export const meta = messageMeta("screen.newsletter.title", undefined, "screen.newsletter.lead");

export default function Newsletter() {
  const intl = useIntl();
  const posted: NewsletterPosted | null = useActionData<typeof action>()?.posted ?? null;
  const [searchParams] = useSearchParams();
  const email = (searchParams.get("email") ?? "").trim().slice(0, 254);
  return (
    <Screen title={intl.formatMessage({ id: "screen.newsletter.title" })} lead={intl.formatMessage({ id: "screen.newsletter.lead" })}>
      <NewsletterSignUp posted={posted} email={email} />
    </Screen>
  );
}
