import { useIntl } from "react-intl";
import { type MetaArgs, type ShouldRevalidateFunctionArgs, useActionData, useLoaderData, useSearchParams } from "react-router";
import { DONE_PARAM, EDITOR_INTENTS, LOCALE_PARAM, pageEditorAction } from "../features/contribution/page-editor-action.ts";
import { PageEditorScreen } from "../features/contribution/page-editor-screen.tsx";
import { requireEditor } from "../features/contribution/staff-guard.ts";
import { STAFF_PAGES_PATH, STAFF_PATH, staffPagePath } from "../features/contribution/staff-paths.ts";
import { CMS_PAGE_FOR_EDITING_QUERY, type EditablePage, type StaffMember } from "../features/contribution/staff-queries.ts";
import { NotFoundScreen } from "../layouts/not-found-screen.tsx";
import { Screen } from "../layouts/screen.tsx";
import { metaIntl, screenMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import { type RouteLoad, browserLoader, serverLoader, withStatus } from "../lib/route-data.ts";

/**
 * `/staff/pages/:identifier` (`?locale=fr-FR|en-GB`, the store's language by default): a content
 * page's editor, for editors only (anyone else is sent to sign in on `/staff`).
 */
export const meta = ({ matches, data }: MetaArgs & { data?: EditorData | null }) => {
  const intl = metaIntl(matches);
  const title = data?.page ? intl.formatMessage({ id: "staff.editor.title" }, { name: data.page.identifier }) : intl.formatMessage({ id: "notFound.title" }).trim();
  return [...screenMeta(matches, title), { name: "robots", content: "noindex" }];
};
export const headers = () => ({ "X-Robots-Tag": "noindex" });
/** A staff member's screen: rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

interface EditorData {
  staff: StaffMember;
  page: EditablePage | null;
}

const load: RouteLoad<EditorData> = async ({ client, params, request }) => {
  const identifier = params.identifier ?? "";
  const staff = await requireEditor(client, `${staffPagePath(identifier)}${new URL(request.url).search}`);
  const { data } = await client.query({ query: CMS_PAGE_FOR_EDITING_QUERY, variables: { identifier }, fetchPolicy: "network-only" });
  const page = data?.cmsPageForEditing ?? null;
  return page ? { staff, page } : withStatus({ staff, page }, 404);
};
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = pageEditorAction;

/** A block button's answer changes the form only: nothing to load again. */
export const shouldRevalidate = ({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  (actionResult as { posted?: { focus?: number } } | undefined)?.posted?.focus !== undefined ? false : defaultShouldRevalidate;

export default function StaffPage() {
  const intl = useIntl();
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>()?.posted ?? null;
  const [searchParams] = useSearchParams();
  const page = loaded?.page;
  if (!loaded || !page) return <NotFoundScreen />;
  const requested = searchParams.get(LOCALE_PARAM);
  const locale = page.languages.some((language) => language.locale === requested) ? requested! : page.languages.some((language) => language.locale === intl.locale) ? intl.locale : (page.languages[0]?.locale ?? intl.locale);
  const done = searchParams.get(DONE_PARAM);
  const language = page.languages.find((entry) => entry.locale === locale);
  const title = intl.formatMessage({ id: "staff.editor.title" }, { name: (language?.draft ?? language?.current)?.title ?? page.identifier });
  return (
    <Screen title={title} trail={[{ label: intl.formatMessage({ id: "staff.title" }), to: STAFF_PATH }, { label: intl.formatMessage({ id: "staff.pages.title" }), to: STAFF_PAGES_PATH }, { label: title }]}>
      <PageEditorScreen page={page} locale={locale} staff={loaded.staff} posted={posted} done={done && (EDITOR_INTENTS as readonly string[]).includes(done) ? done : null} />
    </Screen>
  );
}
