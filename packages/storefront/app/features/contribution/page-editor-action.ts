import { type ActionFunctionArgs, data, redirect } from "react-router";
import type { FieldProblem } from "../../lib/address-fields.ts";
import { fromThisSite } from "../../lib/form-origin.ts";
import { intlFor, isLocale } from "../../lib/i18n.ts";
import type { ServerQueries } from "../../lib/server-queries.ts";
import { type EditorValues, blockEditOf, draftInputOf, editBlocks, editorProblemsOf, sameContent, valuesOfContent, valuesOfForm } from "./page-editor-form.ts";
import { parisLocalToIso } from "./paris-time.ts";
import { refusedToNonStaff } from "./staff-action.ts";
import { RETURN_FIELD, STAFF_PATH, staffPagePath } from "./staff-paths.ts";
import { CMS_PAGE_FOR_EDITING_QUERY, DISCARD_CMS_PAGE_DRAFT, PUBLISH_CMS_PAGE, SAVE_CMS_PAGE_DRAFT, UNPUBLISH_CMS_PAGE } from "./staff-queries.ts";

/** What the editor's buttons ask besides the block edits of page-editor-form.ts. */
export const EDITOR_INTENTS = ["save", "publish", "schedule", "unpublish", "discard"] as const;
export type EditorIntent = (typeof EDITOR_INTENTS)[number];
const isEditorIntent = (value: unknown): value is EditorIntent => typeof value === "string" && (EDITOR_INTENTS as readonly string[]).includes(value);

/** `?done=`: what the editor did, said once the page is shown again (Post/Redirect/Get). */
export const DONE_PARAM = "done";
export const LOCALE_PARAM = "locale";

/** The form posted back: what was typed (blocks edited as asked), its problems, and which block to focus. */
export interface PostedEditor {
  values: EditorValues;
  problems: FieldProblem[];
  message: string | null;
  /** After a block edit: the block to focus (its index), -1 for the list. */
  focus?: number;
  /** Changes with every answer, so that the form is laid out afresh from it. */
  revision: number;
}

type Outcome = { success: boolean; errorMessage: string | null; field?: string | null } | null | undefined;

let revisions = 0;

/**
 * The content editor's action (with or without JavaScript: the block buttons post too). Block
 * edits only change the form, sent back as typed; nothing is saved until a save or publication
 * button says so. Saving, publishing (now or at a date, read in Paris time), unpublishing and
 * discarding run in-process through the API, which refuses anyone but an editor (sent to the
 * staff sign-in then) and checks every field; its refusals come back on their fields. Publishing
 * saves the form first when it differs from the version shown. Done: the editor again, saying
 * what was done (Post/Redirect/Get).
 */
export async function pageEditorAction({ request, params, context }: ActionFunctionArgs) {
  const headers = new Headers({ "cache-control": "no-store" });
  const identifier = params.identifier ?? "";
  const form = await request.formData();
  const posted = form.get(LOCALE_PARAM);
  const locale = isLocale(posted) ? posted : context.page.locale;
  const self = `${staffPagePath(identifier)}?${new URLSearchParams({ [LOCALE_PARAM]: locale })}`;
  const intent = String(form.get("intent") ?? "");
  if (!fromThisSite(request) || context.page.maintenance || context.page.offline) return redirect(self, { status: 303, headers });
  const intl = intlFor(context.page.locale);
  const values = valuesOfForm(form);
  const answer = (problems: FieldProblem[], message: string | null, shown: EditorValues = values, focus?: number) =>
    data({ posted: { values: shown, problems, message, focus, revision: ++revisions } satisfies PostedEditor }, { headers });

  const edit = blockEditOf(intent, String(form.get("addType") ?? ""));
  if (edit) {
    const edited = editBlocks(values, edit);
    return answer([], null, edited.values, edited.focus);
  }
  if (!isEditorIntent(intent)) return redirect(self, { status: 303, headers });

  const done = (what: EditorIntent) => redirect(`${self}&${DONE_PARAM}=${what}`, { status: 303, headers });
  const refusal = (result: Outcome) => {
    const { problems, message } = editorProblemsOf({ errorMessage: result?.errorMessage ?? null, field: result?.field }, values, intl.formatMessage({ id: "mutation.fault.unknown" }));
    return answer(problems, message);
  };
  const draft = draftInputOf(identifier, locale, values);
  const queries: ServerQueries = context.queries;
  try {
    if (intent === "save") {
      const result = (await queries.mutate({ mutation: SAVE_CMS_PAGE_DRAFT, variables: { input: draft } })).data.saveCmsPageDraft;
      return result?.success ? done(intent) : refusal(result);
    }
    if (intent === "unpublish") {
      const result = (await queries.mutate({ mutation: UNPUBLISH_CMS_PAGE, variables: { identifier } })).data.unpublishCmsPage;
      return result?.success ? done(intent) : refusal(result);
    }
    if (intent === "discard") {
      const result = (await queries.mutate({ mutation: DISCARD_CMS_PAGE_DRAFT, variables: { identifier, locale } })).data.discardCmsPageDraft;
      return result?.success ? done(intent) : refusal(result);
    }
    let publishAt: string | null = null;
    if (intent === "schedule") {
      publishAt = parisLocalToIso(values.publishAt);
      if (!publishAt) return answer([{ field: "publishAt", message: intl.formatMessage({ id: "staff.editor.publishAt.invalid" }) }], null);
    }
    // What the form says goes live: saved first as the language's draft when it is not what the page already holds.
    const { data: loaded } = await queries.query({ query: CMS_PAGE_FOR_EDITING_QUERY, variables: { identifier } });
    const language = loaded?.cmsPageForEditing?.languages.find((entry) => entry.locale === locale);
    const shown = language && draftInputOf(identifier, locale, valuesOfContent(language.draft ?? language.current));
    if (!shown || !sameContent(shown, draft)) {
      const saved = (await queries.mutate({ mutation: SAVE_CMS_PAGE_DRAFT, variables: { input: draft } })).data.saveCmsPageDraft;
      if (!saved?.success) return refusal(saved);
    }
    const result = (await queries.mutate({ mutation: PUBLISH_CMS_PAGE, variables: { identifier, publishAt } })).data.publishCmsPage;
    return result?.success ? done(intent) : refusal(result);
  } catch (error) {
    if (refusedToNonStaff(error)) return redirect(`${STAFF_PATH}?${new URLSearchParams({ [RETURN_FIELD]: self })}`, { status: 303, headers });
    context.log.warn({ err: error, intent }, "content page change not sent");
    return answer([], intl.formatMessage({ id: "mutation.fault.unavailable" }));
  }
}
