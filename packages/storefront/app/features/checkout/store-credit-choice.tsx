import { useState } from "react";
import { useIntl } from "react-intl";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { useFormat } from "../../lib/format.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { type CheckoutCart, USE_STORE_CREDIT } from "./checkout-queries.ts";
import { useCheckoutMutation } from "./use-checkout-mutation.ts";
import styles from "./checkout.module.css";

/**
 * "Use my store credit (balance 12,50 €)" at the payment step, for a signed-in customer who has
 * some (the API answers `Cart.storeCredit` for them only). Ticked, the cart's totals say what it
 * pays and what is left to pay; when it pays everything, the ways of paying below are store credit
 * alone. Without JavaScript the box is posted with its "Apply" button to the checkout's action;
 * with it, ticking sends the change at once and Apollo's one `Cart` follows (totals, methods).
 */
export function StoreCreditChoice({ cart, refusal: posted = null }: { cart: CheckoutCart; refusal?: string | null }) {
  const intl = useIntl();
  const format = useFormat();
  const hydrated = useHydrated();
  const { pending, run } = useCheckoutMutation();
  const [refusal, setRefusal] = useState<string | null>(posted);
  // The box follows the shopper's click at once; the cart the API answers then says what applies.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const credit = cart.storeCredit;
  if (!credit) return null;
  const toggle = async (use: boolean) => {
    setWanted(use);
    const outcome = await run(async (apollo) => (await apollo.mutate({ mutation: USE_STORE_CREDIT, variables: { use } })).data?.useStoreCredit);
    setWanted(null);
    setRefusal(outcome.ok ? null : outcome.message || null);
  };
  const applied = credit.applied && cart.prices.storeCredit.amount > 0;
  return (
    <form method="post" className={styles.storeCredit} data-form="storeCredit" onSubmit={hydrated ? (event) => event.preventDefault() : undefined}>
      <input type="hidden" name="intent" value="storeCredit" />
      <div className={styles.checkbox}>
        <input
          type="checkbox"
          id="checkout-store-credit"
          name="use"
          value="true"
          checked={wanted ?? credit.applied}
          disabled={pending}
          onChange={(event) => void toggle(event.currentTarget.checked)}
          aria-describedby="checkout-store-credit-detail"
          data-use-store-credit=""
        />
        <label htmlFor="checkout-store-credit">
          <Icon name="cash" size={20} />
          {intl.formatMessage({ id: "checkout.storeCredit.use" }, { balance: format.money(credit.balance) })}
        </label>
      </div>
      <p id="checkout-store-credit-detail" className={styles.storeCreditDetail} data-store-credit-applied={applied ? format.money(cart.prices.storeCredit) : undefined}>
        {applied
          ? intl.formatMessage(
              { id: cart.prices.amountDue.amount > 0 ? "checkout.storeCredit.pays" : "checkout.storeCredit.paysAll" },
              { amount: format.money(cart.prices.storeCredit), due: format.money(cart.prices.amountDue) },
            )
          : intl.formatMessage({ id: "checkout.storeCredit.hint" })}
      </p>
      {/* Without JavaScript the box changes nothing until posted. */}
      {!hydrated && (
        <Button type="submit" variant="secondary" data-apply-store-credit="">
          {intl.formatMessage({ id: "checkout.storeCredit.apply" })}
        </Button>
      )}
      <div aria-live="polite">
        {refusal && (
          <Alert type="error" position="static" dismissible={false}>
            <span data-store-credit-refusal="">{refusal}</span>
          </Alert>
        )}
      </div>
    </form>
  );
}
