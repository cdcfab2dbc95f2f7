import { useIntl } from "react-intl";
import { type ActionFunctionArgs, redirect, useLoaderData, useSearchParams } from "react-router";
import { NewsletterConsent } from "../../features/newsletter/newsletter-consent.tsx";
import { ACCOUNT_NEWSLETTER_QUERY, UPDATE_NEWSLETTER_SUBSCRIPTION } from "../../features/newsletter/newsletter-queries.ts";
import { Screen } from "../../layouts/screen.tsx";
import { fromThisSite } from "../../lib/form-origin.ts";
import { messageMeta } from "../../lib/meta.ts";
import { type RouteLoad, browserLoader, serverLoader } from "../../lib/route-data.ts";

/** `/user/newsletter`: the signed-in customer's consent to the newsletter (the account layout signs visitors in first). */
export const meta = messageMeta("account.newsletter");

const load: RouteLoad<{ subscription: NonNullable<Awaited<ReturnType<typeof readSubscription>>> } | null> = async ({ client }) => {
  const subscription = await readSubscription(client);
  return subscription ? { subscription } : null;
};
const readSubscription = async (client: Parameters<RouteLoad<null>>[0]["client"]) =>
  (await client.query({ query: ACCOUNT_NEWSLETTER_QUERY, fetchPolicy: "network-only" })).data?.me?.newsletter;
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

const SELF = "/user/newsletter";

/**
 * The form without JavaScript (ADR 031): the change in-process through the API, then back to the
 * page (Post/Redirect/Get) saying it was saved. The checkbox's hidden twin posts `false` when it is unticked.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline) return redirect(SELF, { status: 303, headers });
  const form = await request.formData();
  const subscribed = form.getAll("subscribed").includes("true");
  try {
    const answer = await context.queries.mutate({ mutation: UPDATE_NEWSLETTER_SUBSCRIPTION, variables: { subscribed } });
    for (const cookie of answer.setCookies) headers.append("set-cookie", cookie);
    if (answer.data.updateNewsletterSubscription.success) return redirect(`${SELF}?saved=1`, { status: 303, headers });
  } catch (error) {
    context.log.warn({ err: error }, "newsletter form not saved");
  }
  return redirect(SELF, { status: 303, headers });
}

export default function AccountNewsletter() {
  const intl = useIntl();
  const data = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const account = intl.formatMessage({ id: "account.title" });
  return (
    <Screen title={intl.formatMessage({ id: "account.newsletter" })} trail={[{ label: account, to: "/user" }, { label: intl.formatMessage({ id: "account.newsletter" }) }]}>
      {data && <NewsletterConsent subscription={data.subscription} saved={searchParams.get("saved") === "1"} />}
    </Screen>
  );
}
