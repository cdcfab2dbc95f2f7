import { useIntl } from "react-intl";
import { Form } from "react-router";
import { type EditorMode, RETURN_FIELD, STAFF_PATH } from "./staff-paths.ts";
import { EditorStyles } from "./editor-styles.tsx";

/**
 * One editor mode's switch: a form posting to the staff page's action, its button a toggle
 * (`aria-pressed` says whether the mode is on; its name never changes). The whole document is
 * loaded again once it is switched (`reloadDocument`): every page the editor sees, its data and
 * its settings, change with a mode. Works without JavaScript alike.
 */
export function ModeSwitch({ mode, on, returnTo, className }: { mode: EditorMode; on: boolean; returnTo: string; className?: string }) {
  const intl = useIntl();
  return (
    <Form method="post" action={STAFF_PATH} reloadDocument className={["eb-editor-switch-form", className].filter(Boolean).join(" ")}>
      <EditorStyles />
      <input type="hidden" name="intent" value={mode} />
      <input type="hidden" name="enabled" value={on ? "false" : "true"} />
      <input type="hidden" name={RETURN_FIELD} value={returnTo} />
      <button type="submit" className="eb-editor-switch" aria-pressed={on} data-editor-mode={mode}>
        <span>{intl.formatMessage({ id: `staff.mode.${mode}` })}</span>
        {/* The state, for the eye: the button's pressed state says it to assistive technologies. */}
        <span className="eb-editor-switch-state" aria-hidden="true">
          {intl.formatMessage({ id: on ? "staff.mode.on" : "staff.mode.off" })}
        </span>
      </button>
    </Form>
  );
}
