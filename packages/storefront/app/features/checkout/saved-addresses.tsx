import { type FormEvent, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/button.tsx";
import { ErrorSummary } from "../../components/form-parts.tsx";
import { type PostalAddress, addressLines, samePostalAddress } from "../../lib/address-fields.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import formStyles from "../../components/form-parts.module.css";
import type { CheckoutCart, SavedAddress } from "./checkout-queries.ts";
import styles from "./checkout.module.css";

/** The billing step's choice that is not a saved address: the delivery address. */
export const SAME_AS_SHIPPING = "same";

/**
 * The saved address the shipping step starts on: the one the cart already delivers to, else
 * (nothing chosen yet) the customer's default delivery address.
 */
export function shippingChoice(cart: Pick<CheckoutCart, "shippingAddress">, addresses: readonly SavedAddress[]): string | null {
  const current = cart.shippingAddress;
  if (current) return addresses.find((address) => samePostalAddress(address, current))?.id ?? null;
  return addresses.find((address) => address.defaultShipping)?.id ?? null;
}

/**
 * The billing step's starting choice for a cart of downloads (no delivery address to bill): the
 * saved address the cart bills, else (none of its own yet) the customer's default billing address.
 */
export function virtualBillingChoice(cart: Pick<CheckoutCart, "billingAddress" | "billingSameAsShipping">, addresses: readonly SavedAddress[]): string | null {
  const current = cart.billingSameAsShipping ? null : cart.billingAddress;
  if (current) return addresses.find((address) => samePostalAddress(address, current))?.id ?? null;
  return addresses.find((address) => address.defaultBilling)?.id ?? null;
}

/**
 * The billing address a cart takes with its first delivery address: the customer's default billing
 * address, when it is another than the address delivered to and the cart still bills the delivery
 * address as it does by default (no delivery address yet, so its billing step was never done). Each
 * step starts on its own default, as the delivery starts on the default delivery address; the
 * shopper may still bill the delivery address or another one (Modify). None for a cart of
 * downloads, whose billing step starts on the default billing address itself.
 */
export function defaultBillingFor(
  cart: Pick<CheckoutCart, "isVirtual" | "billingSameAsShipping"> & { shippingAddress: object | null },
  addresses: readonly SavedAddress[],
  delivered: Omit<PostalAddress, "countryName">,
): SavedAddress | null {
  if (cart.isVirtual || cart.shippingAddress || !cart.billingSameAsShipping) return null;
  const billing = addresses.find((address) => address.defaultBilling);
  return billing && !samePostalAddress(billing, delivered) ? billing : null;
}

/** The billing step's starting choice, as the cart has it: the delivery address, or the saved address it bills. */
export function billingChoice(cart: Pick<CheckoutCart, "billingAddress" | "billingSameAsShipping">, addresses: readonly SavedAddress[]): string | null {
  const current = cart.billingAddress;
  if (cart.billingSameAsShipping || !current) return SAME_AS_SHIPPING;
  return addresses.find((address) => samePostalAddress(address, current))?.id ?? null;
}

/**
 * A signed-in customer's address book at the shipping or the billing step: one radio a saved
 * address (the billing step's first: "the delivery address", unless the cart has nothing to
 * deliver), the starting one checked, and a
 * button that sends it as the step's address (the API checks it for the country as any address).
 * Without JavaScript the form posts the chosen id to the checkout's action (`savedAddressId`),
 * which sends that address from the book.
 */
export function SavedAddressChoice({
  kind,
  offerShippingAddress = kind === "billing",
  addresses,
  initial,
  pending,
  message,
  onChoose,
}: {
  kind: "shipping" | "billing";
  /** The billing step offers the delivery address first (not for a cart of downloads, which has none). */
  offerShippingAddress?: boolean;
  addresses: readonly SavedAddress[];
  initial: string | null;
  pending: boolean;
  /** The API's refusal of the address chosen (a country no longer delivered to…). */
  message: string | null;
  onChoose: (choice: SavedAddress | typeof SAME_AS_SHIPPING) => void;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [missing, setMissing] = useState(false);
  const prefix = `saved-${kind}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get("savedAddressId");
    const address = addresses.find((entry) => entry.id === chosen);
    setMissing(!address && chosen !== SAME_AS_SHIPPING);
    if (chosen === SAME_AS_SHIPPING) onChoose(SAME_AS_SHIPPING);
    else if (address) onChoose(address);
  };
  const problems = missing ? [{ field: "savedAddressId", message: intl.formatMessage({ id: "checkout.saved.choose" }) }] : [];
  return (
    <form method="post" noValidate onSubmit={hydrated ? submit : undefined} className={formStyles.form} data-form={prefix}>
      <input type="hidden" name="intent" value={kind} />
      <input type="hidden" name="savedChoice" value="true" />
      <ErrorSummary prefix={prefix} problems={problems} message={missing ? null : message} />
      <fieldset className={styles.choices} id={`${prefix}-savedAddressId`}>
        <legend className={styles.legend}>{intl.formatMessage({ id: kind === "shipping" ? "checkout.saved.shippingLegend" : "checkout.saved.billingLegend" })}</legend>
        {offerShippingAddress && (
          <label className={styles.choice} data-saved-address={SAME_AS_SHIPPING}>
            <input type="radio" name="savedAddressId" value={SAME_AS_SHIPPING} defaultChecked={initial === SAME_AS_SHIPPING} />
            <span className={styles.choiceBody}>
              <span className={styles.choiceTitle}>{intl.formatMessage({ id: "checkout.billing.sameAsShippingSummary" })}</span>
            </span>
          </label>
        )}
        {addresses.map((address) => {
          const [name, ...rest] = addressLines(address);
          const isDefault = kind === "shipping" ? address.defaultShipping : address.defaultBilling;
          return (
            <label key={address.id} className={styles.choice} data-saved-address={address.id}>
              <input type="radio" name="savedAddressId" value={address.id} defaultChecked={initial === address.id} />
              <span className={styles.choiceBody}>
                <span className={styles.choiceTitle}>
                  <span>{name}</span>
                  {isDefault && <span className={styles.savedDefault}>{intl.formatMessage({ id: kind === "shipping" ? "checkout.saved.defaultShipping" : "checkout.saved.defaultBilling" })}</span>}
                </span>
                <span className={styles.choiceDetail}>{rest.join(", ")}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <Button type="submit" size="l" disabled={pending} data-use-saved={kind}>
        {intl.formatMessage({ id: kind === "shipping" ? "checkout.saved.useShipping" : "checkout.saved.useBilling" })}
      </Button>
    </form>
  );
}
