import { type FormEvent, type ReactNode, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "./button.tsx";
import { useHydrated } from "../lib/use-hydrated.ts";
import { type AddressFieldName, type AddressFields, type FieldProblem, addressFieldsFromForm, missingAddressFields } from "../lib/address-fields.ts";
import { ErrorSummary, Select, TextField, problemOf } from "./form-parts.tsx";
import styles from "./form-parts.module.css";

export interface Country {
  code: string;
  name: string;
}

/**
 * An address form (shipping, billing, the address book's): the browser's autofill names every
 * field, the phone opens the phone keypad, the country is one the shop delivers to. Empty required
 * fields are reported at once; what the API refuses (a postcode or phone not valid for the
 * country) comes back as field problems. Before hydration it posts to its route's action
 * (`intent`): the checkout's, the address book's.
 */
export function AddressForm({
  prefix,
  intent,
  section,
  initial,
  countries,
  problems: serverProblems,
  message,
  pending,
  submitLabel,
  onSubmit,
  children,
  after,
}: {
  prefix: string;
  intent: string;
  /**
   * The autofill section (`shipping`, `billing`), so the browser fills each with its own address;
   * `book` (the address book, for either use) names no use.
   */
  section: "shipping" | "billing" | "book";
  initial: AddressFields;
  countries: Country[];
  problems: FieldProblem[];
  message?: string | null;
  pending: boolean;
  submitLabel: string;
  /** Called with the fields, and the whole form (for inputs of its own, `children` and `after`). */
  onSubmit: (fields: AddressFields, form: FormData) => void;
  /** Extra inputs inside the form, before the fields (the billing's "same as shipping"). */
  children?: ReactNode;
  /** Extra inputs after the fields, before the submit button (the address book's defaults). */
  after?: ReactNode;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [missing, setMissing] = useState<FieldProblem[] | null>(null);
  const problems = missing && missing.length > 0 ? missing : serverProblems;
  const label = (name: AddressFieldName) => intl.formatMessage({ id: `form.address.${name}` });
  const auto = (token: string) => (section === "book" ? `section-book ${token}` : `section-${section} ${section} ${token}`);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = addressFieldsFromForm(form);
    const empty = missingAddressFields(fields, (field) => intl.formatMessage({ id: "form.field.required" }, { field: label(field) }));
    setMissing(empty);
    if (empty.length === 0) onSubmit(fields, form);
  };
  const field = (name: AddressFieldName, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField prefix={prefix} name={name} label={label(name)} defaultValue={initial[name]} problem={problemOf(problems, name)} {...extra} />
  );
  return (
    <form method="post" noValidate onSubmit={hydrated ? submit : undefined} className={styles.form} data-form={prefix}>
      <input type="hidden" name="intent" value={intent} />
      <ErrorSummary prefix={prefix} problems={problems} message={missing && missing.length > 0 ? null : message} />
      {children}
      <div className={styles.pair}>
        {field("firstname", { autoComplete: auto("given-name") })}
        {field("lastname", { autoComplete: auto("family-name") })}
      </div>
      {field("company", { autoComplete: auto("organization"), optional: true })}
      {field("street1", { autoComplete: auto("address-line1") })}
      {field("street2", { autoComplete: auto("address-line2"), optional: true })}
      {field("street3", { autoComplete: auto("address-line3"), optional: true })}
      <div className={styles.pair}>
        {field("postcode", { autoComplete: auto("postal-code"), className: styles.postcode, autoCapitalize: "characters" })}
        {field("city", { autoComplete: auto("address-level2") })}
      </div>
      <Select prefix={prefix} name="countryCode" label={label("countryCode")} defaultValue={initial.countryCode} autoComplete={auto("country")} problem={problemOf(problems, "countryCode")}>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </Select>
      {field("telephone", {
        type: "tel",
        inputMode: "tel",
        autoComplete: auto("tel"),
        hint: intl.formatMessage({ id: "form.address.telephoneHint" }),
      })}
      {after}
      <Button type="submit" size="l" disabled={pending} aria-disabled={pending || undefined}>
        {submitLabel}
      </Button>
    </form>
  );
}
