import { type TextareaHTMLAttributes, useEffect } from "react";
import { useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "../../components/button.tsx";
import { ErrorSummary, TextField, fieldId, problemOf } from "../../components/form-parts.tsx";
import formStyles from "../../components/form-parts.module.css";
import { StatusBadge } from "../../components/status-badge.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import type { FieldProblem } from "../../lib/address-fields.ts";
import { HOME_PAGE_IDENTIFIER } from "../../lib/cms-fragments.ts";
import { LOCALE_PARAM, type PostedEditor } from "./page-editor-action.ts";
import { BLOCK_TYPES, type BlockFields, EDITOR_FORM, type EditorValues, HEADING_LEVELS, blockFieldName, blockName, fieldsOf, isBlockType, valuesOfContent } from "./page-editor-form.ts";
import { formatParisDateTime, isoToParisLocal } from "./paris-time.ts";
import { PAGE_STATUS_TONE } from "./staff-guard.ts";
import { RETURN_FIELD, STAFF_PAGES_PATH, staffPagePath } from "./staff-paths.ts";
import type { EditablePage, EditableLanguage, StaffMember } from "./staff-queries.ts";
import styles from "./page-editor.module.css";

/** Where each store's pages live (the router's base path of the store of that language). */
const STORE_BASE: Record<string, string> = { "fr-FR": "", "en-GB": "/en" };

export interface PageEditorProps {
  page: EditablePage;
  /** The language being edited (`?locale=`). */
  locale: string;
  staff: StaffMember;
  posted: PostedEditor | null;
  /** What was just done (`?done=`), said once above the form. */
  done: string | null;
}

/**
 * `/staff/pages/:identifier`: one language of a content page at a time (the languages are links),
 * its state, and the form of its draft: title, browser-tab title and description, and its blocks
 * in order, each with its type's fields, added, removed and moved by buttons. Every button posts
 * to the route's action, so the editor works without JavaScript too; with it, the block buttons
 * answer without a page load and the focus stays on the block moved. Publishing (now or at a date,
 * in Paris time), unpublishing and discarding the draft are buttons of the same form.
 */
export function PageEditorScreen({ page, locale, staff, posted, done }: PageEditorProps) {
  const intl = useIntl();
  const language = page.languages.find((entry) => entry.locale === locale) ?? page.languages[0];
  if (!language) return null;
  const values = posted?.values ?? valuesOfContent(language.draft ?? language.current, page.status === "SCHEDULED" ? isoToParisLocal(page.publishAt) : "");
  return (
    <div className={styles.editor}>
      {done && (
        <p className={styles.done} role="status" data-editor-done={done}>
          {intl.formatMessage({ id: `staff.editor.done.${done}` })}
        </p>
      )}
      <EditorState page={page} language={language} staff={staff} />
      <EditorForm
        // A new answer lays the form out afresh: its fields take the values it brings.
        key={`${page.updatedAt}|${language.locale}|${posted?.revision ?? 0}`}
        page={page}
        language={language}
        values={values}
        problems={posted?.problems ?? []}
        message={posted?.message ?? null}
        focus={posted?.focus}
      />
    </div>
  );
}

function EditorState({ page, language, staff }: { page: EditablePage; language: EditableLanguage; staff: StaffMember }) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const modes = staff.contribution;
  const base = STORE_BASE[language.locale] ?? "";
  return (
    <section className={styles.state} aria-labelledby="editor-state-title" data-editor-state="">
      <h2 id="editor-state-title">{say("staff.editor.state.title")}</h2>
      <p>
        <StatusBadge tone={PAGE_STATUS_TONE[page.status]} data-status={page.status}>
          {say(`staff.status.${page.status}`)}
        </StatusBadge>{" "}
        {page.status === "SCHEDULED" && page.publishAt && say("staff.editor.state.scheduled", { date: formatParisDateTime(page.publishAt, intl.locale), zone: say("staff.time.zone") })}
      </p>
      <p data-editor-draft={language.draft ? "yes" : "no"}>
        {language.draft
          ? say(language.draft.updatedBy ? "staff.editor.state.draftBy" : "staff.editor.state.draft", {
              date: formatParisDateTime(language.draft.updatedAt, intl.locale),
              name: language.draft.updatedBy ?? "",
            })
          : say("staff.editor.state.noDraft")}
      </p>
      <nav aria-label={say("staff.editor.languages")} className={styles.languages}>
        <ul>
          {page.languages.map((entry) => (
            <li key={entry.locale}>
              <Link to={`${staffPagePath(page.identifier)}?${LOCALE_PARAM}=${entry.locale}`} aria-current={entry.locale === language.locale ? "page" : undefined}>
                {say(`staff.language.${entry.locale}`)}
                {entry.draft && <span className={styles.draftMark}> {say("staff.editor.languages.draft")}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {modes?.isContributionModeEnabled &&
        (modes.previewMode ? (
          <p>
            <a href={`${base}${language.url}`} data-editor-preview="">
              {say("staff.editor.preview.open", { language: say(`staff.language.${language.locale}`) })}
            </a>
          </p>
        ) : (
          // Preview mode is switched on in the page's own store, which then shows the page (a plain form: it posts to that store's staff page).
          <form method="post" action={`${base}/staff`} className={styles.inline}>
            <input type="hidden" name="intent" value="preview" />
            <input type="hidden" name="enabled" value="true" />
            <input type="hidden" name={RETURN_FIELD} value={language.url} />
            <Button type="submit" variant="secondary" data-editor-preview="">
              {say("staff.editor.preview.on", { language: say(`staff.language.${language.locale}`) })}
            </Button>
          </form>
        ))}
      <p>
        <Link to={STAFF_PAGES_PATH}>{say("staff.editor.back")}</Link>
      </p>
    </section>
  );
}

function EditorForm({
  page,
  language,
  values,
  problems,
  message,
  focus,
}: {
  page: EditablePage;
  language: EditableLanguage;
  values: EditorValues;
  problems: FieldProblem[];
  message: string | null;
  focus: number | undefined;
}) {
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  useEffect(() => {
    // After a block button: the block it moved or added (the list after a removal of the last one).
    if (focus === undefined) return;
    document.getElementById(focus < 0 ? fieldId(EDITOR_FORM, "blocks") : fieldId(EDITOR_FORM, blockName(focus)))?.focus();
  }, [focus]);
  const publishAtId = fieldId(EDITOR_FORM, "publishAt");
  const publishAtProblem = problemOf(problems, "publishAt");
  return (
    <Form method="post" noValidate className={styles.form} data-page-editor={page.identifier}>
      <input type="hidden" name={LOCALE_PARAM} value={language.locale} />
      <ErrorSummary prefix={EDITOR_FORM} problems={problems} message={message} />
      {/* First in the form: the button Enter in a field presses. */}
      <div className={styles.actions}>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {say("staff.editor.save")}
        </Button>
        <Button type="submit" name="intent" value="publish" variant="secondary" disabled={busy}>
          {say("staff.editor.publish")}
        </Button>
      </div>

      <fieldset className={styles.group}>
        <legend>{say("staff.editor.page.legend", { language: say(`staff.language.${language.locale}`) })}</legend>
        <TextField prefix={EDITOR_FORM} name="title" label={say("staff.editor.field.title")} defaultValue={values.title} problem={problemOf(problems, "title")} />
        <TextField
          prefix={EDITOR_FORM}
          name="metaTitle"
          optional
          label={say("staff.editor.field.metaTitle")}
          hint={say("staff.editor.field.metaTitle.hint")}
          defaultValue={values.metaTitle}
          problem={problemOf(problems, "metaTitle")}
        />
        <TextArea name="metaDescription" optional rows={3} label={say("staff.editor.field.metaDescription")} defaultValue={values.metaDescription} problem={problemOf(problems, "metaDescription")} />
      </fieldset>

      <section className={styles.group} aria-labelledby={fieldId(EDITOR_FORM, "blocks")}>
        <h2 id={fieldId(EDITOR_FORM, "blocks")} tabIndex={-1}>
          {say("staff.editor.blocks.title", { count: values.blocks.length })}
        </h2>
        {values.blocks.length === 0 && <p>{say("staff.editor.blocks.empty")}</p>}
        <ol className={styles.blocks}>
          {values.blocks.map((block, index) => (
            <li key={index}>
              <BlockEditor block={block} index={index} count={values.blocks.length} problems={problems} busy={busy} />
            </li>
          ))}
        </ol>
        <div className={styles.add}>
          <div className={formStyles.field}>
            <label htmlFor={fieldId(EDITOR_FORM, "addType")} className={formStyles.label}>
              {say("staff.editor.add.type")}
            </label>
            <select id={fieldId(EDITOR_FORM, "addType")} name="addType" className={formStyles.input} defaultValue="paragraph">
              {BLOCK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {say(`staff.block.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" name="intent" value="add" variant="secondary" disabled={busy}>
            {say("staff.editor.add")}
          </Button>
        </div>
      </section>

      <fieldset className={styles.group}>
        <legend>{say("staff.editor.publication.legend")}</legend>
        <div className={formStyles.field}>
          <label htmlFor={publishAtId} className={formStyles.label}>
            {say("staff.editor.publishAt", { zone: say("staff.time.zone") })}
          </label>
          <p id={`${publishAtId}-hint`} className={formStyles.hint}>
            {say("staff.editor.publishAt.hint")}
          </p>
          <input
            id={publishAtId}
            name="publishAt"
            type="datetime-local"
            className={formStyles.input}
            defaultValue={values.publishAt}
            aria-invalid={publishAtProblem ? true : undefined}
            aria-describedby={[`${publishAtId}-hint`, publishAtProblem ? `${publishAtId}-error` : ""].filter(Boolean).join(" ")}
          />
          {publishAtProblem && (
            <p id={`${publishAtId}-error`} className={formStyles.fieldError}>
              {publishAtProblem.message}
            </p>
          )}
        </div>
        <div className={styles.actions}>
          <Button type="submit" name="intent" value="schedule" variant="secondary" disabled={busy}>
            {say("staff.editor.schedule")}
          </Button>
          {/* The home page is never taken off the shop; only its scheduled publication can be cancelled. */}
          {page.status !== "UNPUBLISHED" && (page.identifier !== HOME_PAGE_IDENTIFIER || page.status === "SCHEDULED") && (
            <Button type="submit" name="intent" value="unpublish" variant="ghost" disabled={busy}>
              {say(page.status === "SCHEDULED" ? "staff.editor.unschedule" : "staff.editor.unpublish")}
            </Button>
          )}
          {language.draft && (
            <Button type="submit" name="intent" value="discard" variant="ghost" disabled={busy}>
              {say("staff.editor.discard", { language: say(`staff.language.${language.locale}`) })}
            </Button>
          )}
        </div>
      </fieldset>
    </Form>
  );
}

function BlockEditor({ block, index, count, problems, busy }: { block: BlockFields; index: number; count: number; problems: FieldProblem[]; busy: boolean }) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const known = isBlockType(block.type);
  const typeLabel = known ? say(`staff.block.${block.type}`) : say("staff.block.unknown", { type: block.type });
  const number = index + 1;
  const name = (field: Parameters<typeof blockFieldName>[1]) => blockFieldName(index, field);
  const problemFor = (field: Parameters<typeof blockFieldName>[1]) => problemOf(problems, name(field));
  const blockProblem = problemOf(problems, blockName(index));
  const blockId = fieldId(EDITOR_FORM, blockName(index));
  const label = (field: string) => say(`staff.field.${field}`);
  return (
    <fieldset id={blockId} tabIndex={-1} className={styles.block} data-block={block.type} aria-describedby={blockProblem ? `${blockId}-error` : undefined}>
      <legend>{say("staff.editor.block.legend", { number, type: typeLabel })}</legend>
      <input type="hidden" name={name("type")} value={block.type} />
      {blockProblem && (
        <p id={`${blockId}-error`} className={formStyles.fieldError}>
          {blockProblem.message}
        </p>
      )}
      {!known && <p className={formStyles.hint}>{say("staff.block.unknown.hint")}</p>}
      {fieldsOf(block).map((field) => {
        if (!known) return field === "ordered" ? <input key={field} type="hidden" name={name(field)} value="true" /> : <input key={field} type="hidden" name={name(field)} value={block[field]} />;
        switch (field) {
          case "level":
            return (
              <div key={field} className={formStyles.field}>
                <label htmlFor={fieldId(EDITOR_FORM, name(field))} className={formStyles.label}>
                  {label(field)}
                </label>
                <select id={fieldId(EDITOR_FORM, name(field))} name={name(field)} className={formStyles.input} defaultValue={block.level || "2"}>
                  {HEADING_LEVELS.map((level) => (
                    <option key={level} value={String(level)}>
                      {say("staff.field.level.option", { level })}
                    </option>
                  ))}
                </select>
              </div>
            );
          case "ordered":
            return (
              <div key={field} className={styles.checkbox}>
                <input id={fieldId(EDITOR_FORM, name(field))} type="checkbox" name={name(field)} value="true" defaultChecked={block.ordered} />
                <label htmlFor={fieldId(EDITOR_FORM, name(field))}>{label(field)}</label>
              </div>
            );
          case "text":
            return block.type === "paragraph" ? (
              <TextArea key={field} name={name(field)} rows={5} label={label(field)} defaultValue={block.text} problem={problemFor(field)} />
            ) : (
              <TextField key={field} prefix={EDITOR_FORM} name={name(field)} label={label(field)} defaultValue={block.text} problem={problemFor(field)} />
            );
          case "items":
            return <TextArea key={field} name={name(field)} rows={5} label={label(field)} hint={say("staff.field.items.hint")} defaultValue={block.items} problem={problemFor(field)} />;
          case "answer":
            return <TextArea key={field} name={name(field)} rows={4} label={label(field)} defaultValue={block.answer} problem={problemFor(field)} />;
          case "alt":
            return <TextField key={field} prefix={EDITOR_FORM} name={name(field)} optional label={label(field)} hint={say("staff.field.alt.hint")} defaultValue={block.alt} problem={problemFor(field)} />;
          case "src":
          case "href":
            return (
              <TextField
                key={field}
                prefix={EDITOR_FORM}
                name={name(field)}
                label={label(field)}
                hint={say(`staff.field.${field}.hint`)}
                spellCheck={false}
                autoComplete="off"
                defaultValue={block[field]}
                problem={problemFor(field)}
              />
            );
          default:
            return <TextField key={field} prefix={EDITOR_FORM} name={name(field)} label={label(field)} defaultValue={block[field]} problem={problemFor(field)} />;
        }
      })}
      <div className={styles.blockActions}>
        <Button type="submit" name="intent" value={`up:${index}`} variant="ghost" disabled={busy || index === 0}>
          {say("staff.editor.block.up")}
          <VisuallyHidden> {say("staff.editor.block.which", { number })}</VisuallyHidden>
        </Button>
        <Button type="submit" name="intent" value={`down:${index}`} variant="ghost" disabled={busy || index === count - 1}>
          {say("staff.editor.block.down")}
          <VisuallyHidden> {say("staff.editor.block.which", { number })}</VisuallyHidden>
        </Button>
        <Button type="submit" name="intent" value={`remove:${index}`} variant="ghost" disabled={busy}>
          {say("staff.editor.block.remove")}
          <VisuallyHidden> {say("staff.editor.block.which", { number })}</VisuallyHidden>
        </Button>
      </div>
    </fieldset>
  );
}

/** A labelled text area with its hint and error tied to it, as form-parts' TextField is for an input. */
function TextArea({
  name,
  label,
  hint,
  problem,
  optional = false,
  ...area
}: { name: string; label: string; hint?: string; problem?: FieldProblem; optional?: boolean } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name">) {
  const intl = useIntl();
  const id = fieldId(EDITOR_FORM, name);
  const describedBy = [hint ? `${id}-hint` : "", problem ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        {optional && <span className={formStyles.optional}> {intl.formatMessage({ id: "form.field.optional" })}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        name={name}
        className={[formStyles.input, styles.textarea].join(" ")}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy}
        aria-required={optional ? undefined : true}
        {...area}
      />
      {problem && (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {problem.message}
        </p>
      )}
    </div>
  );
}
