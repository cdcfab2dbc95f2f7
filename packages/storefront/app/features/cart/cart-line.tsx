import { type FormEvent, useId, useRef, useState } from "react";
import { useHref } from "react-router";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { Image } from "../../components/image.tsx";
import { QuantityInput } from "../../components/quantity-input.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { useFormat } from "../../lib/format.ts";
import { lineFixQuantity, lineOnSale, lineOptionTexts } from "./cart-format.ts";
import type { CartLine as CartLineData } from "./cart-queries.ts";
import type { CartMutations } from "./use-cart-mutations.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { CART_PATH } from "./cart-path.ts";
import styles from "./cart-line.module.css";


/** The most a line may ask (the API's rule, which it enforces again). */
const MAX_LINE_QUANTITY = 999;

export interface CartLineProps {
  line: CartLineData;
  mutations: Pick<CartMutations, "pending" | "updateQuantity" | "removeLine">;
  /** `page`: a row of /cart; `mini`: a compact row of the mini-cart. */
  variant: "page" | "mini";
  /** The line was just added (the mini-cart's confirmation marks it). */
  justAdded?: boolean;
}

/**
 * One cart line: visual, name (to the product), choices, unit price (sale struck, tier said),
 * quantity, row total, remove, and what is wrong with it now (stock) with its one-click fix. Each
 * change is a real form posted to the cart's action, so it works before hydration and without
 * JavaScript; once hydrated the same change goes through Apollo and the line waits, disabled.
 */
export function CartLine({ line, mutations, variant, justAdded = false }: CartLineProps) {
  const intl = useIntl();
  const format = useFormat();
  const hydrated = useHydrated();
  const action = useHref(CART_PATH);
  const problemId = useId();
  const updateRef = useRef<HTMLButtonElement>(null);
  // The quantity typed and not saved yet (null: the cart's).
  const [typed, setTyped] = useState<number | null>(null);
  const saving = mutations.pending.has(line.item_id);
  const options = lineOptionTexts(intl, line);
  const fix = lineFixQuantity(line);
  const soldOut = line.maxQuantity === 0;
  const shown = typed ?? line.quantity;
  const dirty = typed !== null && typed !== line.quantity;
  const sale = lineOnSale(line);

  const submitQuantity = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const step = submitter?.getAttribute("name") === "step" ? Number(submitter.getAttribute("value")) : 0;
    const quantity = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(shown + step)));
    if (!Number.isFinite(quantity) || quantity === line.quantity) return setTyped(null);
    await mutations.updateQuantity(line, quantity);
    // Saved: the cart now says it. Refused: the cart's quantity comes back, the alert says why.
    setTyped(null);
  };

  const submitRemove = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void mutations.removeLine(line);
  };

  const submitFix = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fix !== null) void mutations.updateQuantity(line, fix);
  };

  return (
    <li className={[styles.line, styles[variant], justAdded ? styles.added : ""].join(" ")} aria-busy={saving || undefined} data-cart-line={line.item_id}>
      <Image src={line.product.imageUrl} alt="" width={variant === "mini" ? 72 : 112} height={variant === "mini" ? 72 : 112} className={styles.visual} />
      <div className={styles.info}>
        <p className={styles.name}>
          <Link to={line.product.path}>{line.name}</Link>
        </p>
        {options.length > 0 && (
          <ul className={styles.options}>
            {options.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        )}
        <p className={styles.unit}>
          {sale && (
            <>
              <VisuallyHidden>{intl.formatMessage({ id: "cart.line.salePrice" })} </VisuallyHidden>
              <span className={styles.salePrice}>{intl.formatMessage({ id: "cart.line.unitPrice" }, { price: format.money(line.prices.unit.priceInclTax) })}</span>{" "}
              <del className={styles.regular}>
                <VisuallyHidden>{intl.formatMessage({ id: "cart.line.regularPrice" })} </VisuallyHidden>
                {format.money(line.prices.regularUnit!.priceInclTax)}
              </del>
            </>
          )}
          {!sale && intl.formatMessage({ id: "cart.line.unitPrice" }, { price: format.money(line.prices.unit.priceInclTax) })}
          {line.prices.tierQty !== null && line.prices.tierQty > 1 && (
            <span className={styles.tier}>{intl.formatMessage({ id: "cart.line.tier" }, { quantity: intl.formatNumber(line.prices.tierQty) })}</span>
          )}
        </p>
        {line.errors.length > 0 && (
          <div className={styles.problem} id={problemId}>
            <Icon name="notification" size={18} />
            <div>
              {line.errors.map((error) => (
                <p key={error.code}>{error.message}</p>
              ))}
              {fix !== null && (
                <form method="post" action={action} onSubmit={submitFix} className={styles.fix}>
                  <input type="hidden" name="intent" value="update" />
                  <input type="hidden" name="itemId" value={line.item_id} />
                  <input type="hidden" name="quantity" value={fix} />
                  <button type="submit" className={styles.fixButton} disabled={saving}>
                    {intl.formatMessage({ id: "cart.line.setTo" }, { count: intl.formatNumber(fix) })}
                  </button>
                </form>
              )}
            </div>
          </div>
        )}
      </div>
      <div className={styles.controls}>
        {!soldOut && (
          <form method="post" action={action} onSubmit={(event) => void submitQuantity(event)} className={styles.quantityForm}>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="itemId" value={line.item_id} />
            {/* First in the form: the button Enter presses without JavaScript. Once hydrated it shows only while a typed quantity waits. */}
            <button ref={updateRef} type="submit" className={styles.update} hidden={hydrated && !dirty} disabled={saving}>
              {intl.formatMessage({ id: "cart.line.update" })}
            </button>
            <QuantityInput
              value={shown}
              onChange={setTyped}
              min={1}
              max={Math.min(MAX_LINE_QUANTITY, line.maxQuantity)}
              label={intl.formatMessage({ id: "cart.line.quantity" }, { name: line.name })}
              labelHidden
              disabled={saving}
              describedBy={line.errors.length > 0 ? problemId : undefined}
              invalid={line.quantity > line.maxQuantity}
              name="quantity"
              stepName="step"
              onEnter={hydrated ? () => updateRef.current?.form?.requestSubmit(updateRef.current) : undefined}
            />
          </form>
        )}
        <form method="post" action={action} onSubmit={submitRemove} className={styles.removeForm}>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="itemId" value={line.item_id} />
          <button type="submit" className={styles.remove} disabled={saving} aria-label={intl.formatMessage({ id: "cart.line.removeLabel" }, { name: line.name })}>
            <Icon name="trash" size={18} />
            <span className={styles.removeText}>{intl.formatMessage({ id: "cart.line.remove" })}</span>
          </button>
        </form>
      </div>
      <p className={styles.rowTotal}>
        <VisuallyHidden>{intl.formatMessage({ id: "cart.line.rowTotal" })} </VisuallyHidden>
        {format.money(line.prices.row.priceInclTax)}
      </p>
    </li>
  );
}
