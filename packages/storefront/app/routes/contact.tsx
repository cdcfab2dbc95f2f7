import { useIntl } from "react-intl";
import { useActionData, useLoaderData, useSearchParams } from "react-router";
import { contactAction } from "../features/contact/contact-action.ts";
import { SENT_PARAM, TOKEN_REUSE_MS, tokenAgeMs } from "../features/contact/contact-form-state.ts";
import { CONTACT_PAGE_QUERY } from "../features/contact/contact-queries.ts";
import { ContactScreen } from "../features/contact/contact-screen.tsx";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../lib/route-data.ts";

/**
 * `/contact` (`/en/contact`): the shop's phone, e-mail and opening hours, and the contact form
 * (ADR 082), which posts to this route's action with or without JavaScript.
 */
export const meta = messageMeta("screen.contact.title", undefined, "screen.contact.lead");
/**
 * Personal in the page cache's sense (ADR 046): its form carries a token of its own render's time,
 * so it is rendered for each request and never stored or shared.
 */
export const handle = personalHandle;

/**
 * The form's token and the opening hours: asked afresh by every document request; a client
 * navigation reuses the browser's when it is recent (no wait for the server), else asks again
 * (after a refused post too, once the token it had is old).
 */
const load: RouteLoad<{ token: string; openingHours: string }> = async ({ client, server }) => {
  let { data } = await client.query({ query: CONTACT_PAGE_QUERY, fetchPolicy: server ? "network-only" : "cache-first" });
  if (!server && tokenAgeMs(data?.contactFormToken) > TOKEN_REUSE_MS) ({ data } = await client.query({ query: CONTACT_PAGE_QUERY, fetchPolicy: "network-only" }));
  return { token: data?.contactFormToken ?? "", openingHours: data?.shop.openingHours ?? "" };
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = contactAction;

export default function Contact() {
  const intl = useIntl();
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>()?.posted ?? null;
  const [searchParams] = useSearchParams();
  return (
    <Screen title={intl.formatMessage({ id: "screen.contact.title" })} lead={intl.formatMessage({ id: "screen.contact.lead" })}>
      <ContactScreen token={loaded?.token ?? ""} openingHours={loaded?.openingHours ?? ""} posted={posted} sent={searchParams.has(SENT_PARAM)} locale={intl.locale} />
    </Screen>
  );
}
