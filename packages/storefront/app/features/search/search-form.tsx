import { type FormEvent, useId } from "react";
import { useIntl } from "react-intl";
import { Form, useNavigate } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { cleanQuery, searchPath } from "./combobox-state.ts";
import { SearchBox } from "./search-box.tsx";
import styles from "./search-form.module.css";

/**
 * The header's search box: navigates within the store to /search/{query}; an empty query does
 * nothing. Suggestions as you type come from the search feature's combobox. Without JavaScript
 * the form is a plain GET to `/search?q=…`, which the search route redirects to `/search/<q>`.
 */
export function SearchForm({ className, defaultValue }: { className?: string; defaultValue?: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = cleanQuery(String(new FormData(event.currentTarget).get("q") ?? ""));
    if (query) void navigate(searchPath(query));
  };
  return (
    <Form role="search" action="/search" className={[styles.form, className].filter(Boolean).join(" ")} onSubmit={submit}>
      <label htmlFor={inputId} className={styles.label}>
        {intl.formatMessage({ id: "navigation.search.label" })}
      </label>
      <SearchBox id={inputId} name="q" className={styles.input} defaultValue={defaultValue} placeholder={intl.formatMessage({ id: "navigation.search.placeholder" })} />
      <button type="submit" className={styles.submit} aria-label={intl.formatMessage({ id: "navigation.search.submit" })}>
        <Icon name="magnifier" size={22} />
      </button>
    </Form>
  );
}
