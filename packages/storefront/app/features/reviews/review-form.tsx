import { type ComponentType, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Form, useNavigation } from "react-router";
import { Button } from "../../components/button.tsx";
import { ErrorSummary, TextField, fieldId, problemOf } from "../../components/form-parts.tsx";
import { Icon } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import type { FieldProblem } from "../../lib/address-fields.ts";
import { type PostedReview, RATINGS, REVIEW_FORM, TITLE_MAX } from "./review-form-state.ts";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";
import formStyles from "../../components/form-parts.module.css";
import styles from "./review-write.module.css";

/**
 * The review form: a rating (0 to 5 stars, real radio buttons), a title and a comment. It posts
 * to the write page's action, with or without JavaScript (ADR 031). The comment is a plain
 * `<textarea>` in the server's page; once the page is interactive it becomes a small rich-text
 * editor (bold, italic, lists), whose code is downloaded then, and whose HTML is what is posted.
 */
export function ReviewForm({ posted }: { posted: PostedReview | null }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const values = posted?.values ?? { rating: "", title: "", comment: "" };
  const problems = posted?.problems ?? [];
  const title = problemOf(problems, "title");
  return (
    <Form method="post" noValidate className={formStyles.form} data-form={REVIEW_FORM}>
      <ErrorSummary prefix={REVIEW_FORM} problems={problems} message={posted?.message} />
      <RatingField value={values.rating} problem={problemOf(problems, "rating")} />
      <TextField
        prefix={REVIEW_FORM}
        name="title"
        label={intl.formatMessage({ id: "reviewWrite.title" })}
        defaultValue={values.title}
        maxLength={TITLE_MAX}
        problem={title}
        hint={intl.formatMessage({ id: "reviewWrite.title.hint" }, { max: TITLE_MAX })}
        autoComplete="off"
      />
      <CommentField value={values.comment} problem={problemOf(problems, "comment")} />
      <div className={styles.actions}>
        <Button type="submit" size="l" disabled={sending} data-send-review="">
          <Icon name="checkmark" size={20} tone="inverse" />
          {intl.formatMessage({ id: sending ? "reviewWrite.sending" : "reviewWrite.send" })}
        </Button>
      </div>
      <p className={styles.moderation}>{intl.formatMessage({ id: "reviewWrite.moderation" })}</p>
    </Form>
  );
}

/**
 * Six radio buttons drawn as stars: the arrow keys move between them as between any radios; the
 * stars up to the one chosen light up (CSS alone, so the page without JavaScript draws them too).
 */
function RatingField({ value, problem }: { value: string; problem?: FieldProblem }) {
  const intl = useIntl();
  const id = fieldId(REVIEW_FORM, "rating");
  return (
    <fieldset className={styles.rating} aria-describedby={problem ? `${id}-error` : undefined} data-rating-field="">
      <legend className={formStyles.label}>{intl.formatMessage({ id: "reviewWrite.rating" })}</legend>
      <div className={styles.ratingOptions}>
        {RATINGS.map((rating) => (
          <label key={rating} className={rating === 0 ? styles.ratingZero : styles.ratingStar}>
            <input
              type="radio"
              name="rating"
              value={rating}
              id={rating === 0 ? id : undefined}
              defaultChecked={value === String(rating)}
              required
              aria-invalid={problem ? true : undefined}
            />
            <span className={styles.ratingMark} aria-hidden="true">
              {rating === 0 ? "0" : <Icon name="star" size={28} />}
            </span>
            <VisuallyHidden>{intl.formatMessage({ id: "reviewWrite.stars" }, { rating })}</VisuallyHidden>
          </label>
        ))}
      </div>
      {problem && (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {problem.message}
        </p>
      )}
    </fieldset>
  );
}

/** The comment: a textarea until the editor's code is in, then the editor, given what was typed meanwhile. */
function CommentField({ value, problem }: { value: string; problem?: FieldProblem }) {
  const intl = useIntl();
  const id = fieldId(REVIEW_FORM, "comment");
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [editor, setEditor] = useState<{ Editor: ComponentType<RichTextEditorProps>; initial: string; focus: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    import("./rich-text-editor.tsx")
      .then(({ RichTextEditor }) => {
        const area = textarea.current;
        if (live) setEditor({ Editor: RichTextEditor, initial: area?.value ?? value, focus: Boolean(area && document.activeElement === area) });
      })
      // Without the editor's code the textarea stays, and posts plain text.
      .catch(() => {});
    return () => {
      live = false;
    };
    // Once, on hydration: the editor keeps its own content from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const describedBy = [`${id}-hint`, problem ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={formStyles.field} data-comment-field={editor ? "editor" : "text"}>
      <label id={`${id}-label`} htmlFor={editor ? undefined : id} className={formStyles.label} onClick={() => document.getElementById(id)?.focus()}>
        {intl.formatMessage({ id: "reviewWrite.comment" })}
      </label>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {intl.formatMessage({ id: editor ? "reviewWrite.comment.hintEditor" : "reviewWrite.comment.hint" })}
      </p>
      {editor ? (
        <editor.Editor id={id} name="comment" labelledBy={`${id}-label`} describedBy={describedBy} invalid={Boolean(problem)} initial={editor.initial} autoFocus={editor.focus} />
      ) : (
        <textarea
          ref={textarea}
          id={id}
          name="comment"
          rows={8}
          className={[formStyles.input, styles.textarea].join(" ")}
          defaultValue={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy}
          aria-required
        />
      )}
      {problem && (
        <p id={`${id}-error`} className={formStyles.fieldError}>
          {problem.message}
        </p>
      )}
    </div>
  );
}
