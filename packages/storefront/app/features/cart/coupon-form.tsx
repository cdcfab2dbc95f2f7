import { type FormEvent, useId, useState } from "react";
import { useHref } from "react-router";
import { useIntl } from "react-intl";
import { Icon } from "../../components/icon.tsx";
import { CART_PATH } from "./cart-path.ts";
import type { CartData } from "./cart-queries.ts";
import { COUPON_KEY, type CartMutations } from "./use-cart-mutations.ts";
import styles from "./coupon-form.module.css";

/**
 * The coupon: a form to apply a code, or the code applied with its remove button. Both are real
 * forms to the cart's action (ADR 031); once hydrated they go through Apollo. A refused code is
 * said under the field, in the API's words (which never repeat what was typed), and the field
 * keeps the text so it can be corrected. `refusal` is the action's answer without JavaScript.
 */
export function CouponForm({
  coupon,
  mutations,
  refusal,
}: {
  coupon: CartData["coupon"];
  mutations: Pick<CartMutations, "pending" | "applyCoupon" | "removeCoupon">;
  refusal?: string | null;
}) {
  const intl = useIntl();
  const action = useHref(CART_PATH);
  const fieldId = useId();
  const errorId = useId();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const saving = mutations.pending.has(COUPON_KEY);
  const shownError = error ?? refusal ?? null;

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === "") return setError(intl.formatMessage({ id: "cart.coupon.missing" }));
    const outcome = await mutations.applyCoupon(code.trim());
    if (outcome.ok) {
      setCode("");
      setError(null);
    } else if (outcome.message) {
      setError(outcome.message);
    }
  };

  const remove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void mutations.removeCoupon();
  };

  if (coupon) {
    return (
      <form method="post" action={action} onSubmit={remove} className={styles.applied} aria-busy={saving || undefined}>
        <input type="hidden" name="intent" value="coupon-remove" />
        <Icon name="checkmark-circle" size={20} />
        <p className={styles.appliedText}>
          <strong>{intl.formatMessage({ id: "cart.coupon.applied" }, { code: coupon.code })}</strong>
          <span>{coupon.label}</span>
        </p>
        <button type="submit" className={styles.remove} disabled={saving} aria-label={intl.formatMessage({ id: "cart.coupon.removeLabel" }, { code: coupon.code })}>
          {intl.formatMessage({ id: "cart.coupon.remove" })}
        </button>
      </form>
    );
  }

  return (
    <form method="post" action={action} onSubmit={(event) => void apply(event)} className={styles.form} noValidate>
      <input type="hidden" name="intent" value="coupon-apply" />
      <label htmlFor={fieldId} className={styles.label}>
        {intl.formatMessage({ id: "cart.coupon.label" })}
      </label>
      <div className={styles.row}>
        <input
          id={fieldId}
          name="code"
          className={styles.field}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? errorId : undefined}
          disabled={saving}
        />
        <button type="submit" className={styles.apply} disabled={saving}>
          {intl.formatMessage({ id: "cart.coupon.apply" })}
        </button>
      </div>
      {/* Present from the first render so the refusal is announced when it appears. */}
      <p id={errorId} className={styles.error} aria-live="polite">
        {shownError}
      </p>
    </form>
  );
}
