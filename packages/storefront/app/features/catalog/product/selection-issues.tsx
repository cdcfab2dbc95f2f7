import type { IntlShape } from "react-intl";
import { useIntl } from "react-intl";
import type { SelectionIssue } from "./selection/product-selection.ts";
import styles from "./selection-issues.module.css";

/** The message of a selection issue (`catalog.selection.error.<code>`, with the issue's values). */
export function issueMessage(intl: IntlShape, issue: SelectionIssue): string {
  const { code, ...values } = issue;
  return intl.formatMessage({ id: `catalog.selection.error.${code}` }, values as Record<string, string | number>);
}

export function IssueText({ id, issue }: { id?: string; issue: SelectionIssue }) {
  const intl = useIntl();
  return (
    <p id={id} className={styles.fieldError}>
      {issueMessage(intl, issue)}
    </p>
  );
}
