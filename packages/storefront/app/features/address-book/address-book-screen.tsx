import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AddressForm } from "../../components/address-form.tsx";
import { Alert } from "../../components/alert.tsx";
import { Button, buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { type FieldProblem, addressFields, addressLines } from "../../lib/address-fields.ts";
import type { AddressBookQuery } from "../../lib/generated/graphql.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import formStyles from "../../components/form-parts.module.css";
import type { AddressBookRefusal } from "./address-book-action.ts";
import type { SavedAddress } from "./address-book-queries.ts";
import { type AddressBookIntent, ADDRESS_BOOK_PATH, addressBookDonePath, addressBookView, customerAddressInput, defaultsOfForm, withDefault } from "./address-book-state.ts";
import { type AddressBookOutcome, useAddressBook } from "./use-address-book.ts";
import styles from "./address-book.module.css";

/** The address on one line, for the names of the buttons that act on it ("Edit the address …"). */
const summaryOf = (address: SavedAddress) => [`${address.firstname} ${address.lastname}`, address.street[0], `${address.postcode} ${address.city}`].filter(Boolean).join(", ");

const FORM_PREFIX = "address";

/**
 * `/user/address-book`: the customer's addresses, the default delivery and billing ones marked,
 * each with "Edit", "Delete" (after a question) and "make it the default"; a form to add one. Every
 * state is an address (`?new`, `?edit=`, `?delete=`, `?done=`) and every change a form posted to
 * the route's action, so the book works without JavaScript; hydrated, the same forms send the
 * same mutations through Apollo and move to the same addresses. The API checks each address for
 * its country as the checkout does; its problems come back on the fields.
 */
export function AddressBookScreen({
  data,
  names,
  refusal: formRefusal = null,
}: {
  data: AddressBookQuery;
  /** The customer's names, to start a new address from. */
  names: { firstname?: string; lastname?: string };
  /** What the action answered a form posted without JavaScript. */
  refusal?: AddressBookRefusal | null;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const addresses = data.me?.addresses ?? [];
  const view = addressBookView(searchParams, addresses);
  const { pending, change } = useAddressBook(data.me?.id ?? "");
  const [refusal, setRefusal] = useState<{ intent: AddressBookIntent; id: string | null; problems: FieldProblem[]; message: string | null } | null>(formRefusal);
  const countries = data.shippingCountries.map(({ code, name }) => ({ code, name }));

  // A refusal belongs to the form it answered; another state of the book starts afresh.
  const stateKey = searchParams.toString();
  const [shownKey, setShownKey] = useState(stateKey);
  if (shownKey !== stateKey) {
    setShownKey(stateKey);
    setRefusal(formRefusal);
  }

  const after = async (intent: AddressBookIntent, id: string | null, outcome: Promise<AddressBookOutcome>) => {
    const result = await outcome;
    if (result.ok) {
      setRefusal(null);
      await navigate(addressBookDonePath(intent), { replace: true, preventScrollReset: false });
      return;
    }
    if (result.message || result.problems.length > 0) setRefusal({ intent, id, problems: result.problems, message: result.message });
  };
  const refusalFor = (intent: AddressBookIntent | AddressBookIntent[], id: string | null) =>
    refusal && [intent].flat().includes(refusal.intent) && refusal.id === id ? refusal : null;

  const form = view.form;
  const formRefusalShown = form ? refusalFor(form.kind, form.kind === "update" ? form.address.id : null) : null;
  const listRefusal = refusal && (refusal.intent === "delete" || refusal.intent === "defaultShipping" || refusal.intent === "defaultBilling") ? refusal : null;

  return (
    <div className={styles.book} data-address-book="">
      {view.done && !form && (
        <Alert type="success" position="static" dismissible={false} className={styles.notice}>
          <span data-address-book-done={view.done}>{intl.formatMessage({ id: `addressBook.done.${view.done}` })}</span>
        </Alert>
      )}
      {listRefusal?.message && (
        <p className={formStyles.errorSummary} role="alert" data-address-book-error="">
          {listRefusal.message}
        </p>
      )}
      {form && (
        <section className={styles.formSection} aria-labelledby="address-form-title">
          <h2 id="address-form-title" className={styles.sectionTitle}>
            {intl.formatMessage({ id: form.kind === "create" ? "addressBook.addTitle" : "addressBook.editTitle" })}
          </h2>
          <AddressForm
            key={form.kind === "update" ? form.address.id : "new"}
            prefix={FORM_PREFIX}
            intent={form.kind}
            section="book"
            initial={
              formRefusal?.fields && formRefusal.intent === form.kind && formRefusal.id === (form.kind === "update" ? form.address.id : null)
                ? formRefusal.fields
                : addressFields(form.kind === "update" ? form.address : null, { ...names, countryCode: countries[0]?.code })
            }
            countries={countries}
            problems={formRefusalShown?.problems ?? []}
            message={formRefusalShown?.message ?? null}
            pending={pending}
            submitLabel={intl.formatMessage({ id: "addressBook.save" })}
            onSubmit={(fields, posted) => {
              const input = customerAddressInput(fields, defaultsOfForm(posted));
              void after(
                form.kind,
                form.kind === "update" ? form.address.id : null,
                change(form.kind === "update" ? { intent: "update", id: form.address.id, input } : { intent: "create", input }),
              );
            }}
            after={<DefaultBoxes address={form.kind === "update" ? form.address : null} first={addresses.length === 0} />}
          >
            {form.kind === "update" && <input type="hidden" name="id" value={form.address.id} />}
          </AddressForm>
          {addresses.length > 0 && (
            <p className={styles.cancel}>
              <Link to={ADDRESS_BOOK_PATH} replace>
                {intl.formatMessage({ id: "addressBook.cancel" })}
              </Link>
            </p>
          )}
        </section>
      )}

      {addresses.length > 0 && (
        <section aria-labelledby="address-list-title" className={styles.listSection}>
          <div className={styles.listHeader}>
            <h2 id="address-list-title" className={styles.sectionTitle}>
              {intl.formatMessage({ id: "addressBook.list" }, { count: addresses.length })}
            </h2>
            {!form && (
              <Link to="?new" className={buttonClassName({ variant: "secondary" })} data-add-address="">
                <Icon name="plus" size={20} />
                {intl.formatMessage({ id: "addressBook.add" })}
              </Link>
            )}
          </div>
          <ul className={styles.list}>
            {addresses.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                deleting={view.deleting === address.id}
                editing={form?.kind === "update" && form.address.id === address.id}
                pending={pending}
                onDelete={() => void after("delete", address.id, change({ intent: "delete", id: address.id }))}
                onDefault={(which) => void after(which, address.id, change({ intent: "update", id: address.id, input: withDefault(address, which) }))}
              />
            ))}
          </ul>
        </section>
      )}
      {addresses.length === 0 && <p className={styles.empty}>{intl.formatMessage({ id: "addressBook.empty" })}</p>}
    </div>
  );
}

/**
 * The defaults a form may give: "make it my default delivery (billing) address", offered only
 * where it is not already (a default moves by choosing another, never by unticking). The book's
 * first address becomes both, as the API does; the form says so instead of asking.
 */
function DefaultBoxes({ address, first }: { address: SavedAddress | null; first: boolean }) {
  const intl = useIntl();
  if (first) return <p className={formStyles.hint}>{intl.formatMessage({ id: "addressBook.firstIsDefault" })}</p>;
  const boxes: { name: "defaultShipping" | "defaultBilling"; already: boolean }[] = [
    { name: "defaultShipping", already: Boolean(address?.defaultShipping) },
    { name: "defaultBilling", already: Boolean(address?.defaultBilling) },
  ];
  return (
    <div className={styles.defaults}>
      {boxes.map(({ name, already }) =>
        already ? (
          <p key={name} className={formStyles.hint} data-default-already={name}>
            <Icon name="checkmark" size={16} /> {intl.formatMessage({ id: `addressBook.already.${name}` })}
          </p>
        ) : (
          <div key={name} className={styles.checkbox}>
            <input type="checkbox" id={`${FORM_PREFIX}-${name}`} name={name} value="true" />
            <label htmlFor={`${FORM_PREFIX}-${name}`}>{intl.formatMessage({ id: `addressBook.set.${name}` })}</label>
          </div>
        ),
      )}
    </div>
  );
}

/** One address of the book: what it says, its defaults, and what can be done with it. */
function AddressCard({
  address,
  deleting,
  editing,
  pending,
  onDelete,
  onDefault,
}: {
  address: SavedAddress;
  deleting: boolean;
  editing: boolean;
  pending: boolean;
  onDelete: () => void;
  onDefault: (which: "defaultShipping" | "defaultBilling") => void;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const summary = summaryOf(address);
  const which = (text: string) => (
    <>
      {text}
      <VisuallyHidden>{` ${intl.formatMessage({ id: "addressBook.addressOf" }, { summary })}`}</VisuallyHidden>
    </>
  );
  const confirmRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (deleting) confirmRef.current?.focus();
  }, [deleting]);
  const submitted = (run: () => void) => (hydrated ? (event: FormEvent<HTMLFormElement>) => (event.preventDefault(), run()) : undefined);
  const badges: ReactNode[] = [];
  if (address.defaultShipping) badges.push(<Badge key="shipping" id="addressBook.defaultShipping" />);
  if (address.defaultBilling) badges.push(<Badge key="billing" id="addressBook.defaultBilling" />);
  return (
    <li className={[styles.card, editing ? styles.editing : ""].join(" ")} data-address={address.id} data-default-shipping={address.defaultShipping || undefined} data-default-billing={address.defaultBilling || undefined}>
      {badges.length > 0 && <p className={styles.badges}>{badges}</p>}
      <address className={styles.address}>
        {addressLines(address).map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </address>
      <div className={styles.actions}>
        <Link to={`?${new URLSearchParams({ edit: address.id })}`} className={buttonClassName({ variant: "ghost" })} data-edit-address="">
          <Icon name="pencil" size={18} />
          {which(intl.formatMessage({ id: "addressBook.edit" }))}
        </Link>
        <Link to={`?${new URLSearchParams({ delete: address.id })}`} preventScrollReset className={buttonClassName({ variant: "ghost" })} data-delete-address="">
          <Icon name="trash" size={18} />
          {which(intl.formatMessage({ id: "addressBook.delete" }))}
        </Link>
      </div>
      {(!address.defaultShipping || !address.defaultBilling) && (
        <div className={styles.defaultActions}>
          {(["defaultShipping", "defaultBilling"] as const)
            .filter((name) => !address[name])
            .map((name) => (
              <form key={name} method="post" onSubmit={submitted(() => onDefault(name))}>
                <input type="hidden" name="intent" value={name} />
                <input type="hidden" name="id" value={address.id} />
                <Button type="submit" variant="secondary" disabled={pending} data-make-default={name}>
                  {which(intl.formatMessage({ id: `addressBook.make.${name}` }))}
                </Button>
              </form>
            ))}
        </div>
      )}
      {deleting && (
        <form method="post" className={styles.confirm} onSubmit={submitted(onDelete)} data-confirm-delete="">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={address.id} />
          <p ref={confirmRef} tabIndex={-1} className={styles.confirmQuestion}>
            {intl.formatMessage({ id: "addressBook.deleteQuestion" })}
          </p>
          <div className={styles.confirmActions}>
            <Button type="submit" disabled={pending}>
              {intl.formatMessage({ id: "addressBook.deleteConfirm" })}
            </Button>
            <Link to={ADDRESS_BOOK_PATH} replace preventScrollReset className={buttonClassName({ variant: "ghost" })}>
              {intl.formatMessage({ id: "addressBook.keep" })}
            </Link>
          </div>
        </form>
      )}
    </li>
  );
}

function Badge({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <span className={styles.badge}>
      <Icon name="checkmark" size={14} />
      {intl.formatMessage({ id })}
    </span>
  );
}
