import { CartLine } from "./cart-line.tsx";
import type { CartData } from "./cart-queries.ts";
import { FreeShippingProgress } from "./cart-totals.tsx";
import { useCartMutations } from "./use-cart-mutations.ts";
import styles from "./mini-cart.module.css";

/**
 * The mini-cart drawer's lines (loaded on demand by mini-cart.tsx): the way to free delivery, each
 * line with its quantity and removal, the last just added marked, and what a change did, said in a
 * status region that stays while the drawer is open, the last line's removal included.
 */
export default function MiniCartLines({ cart, added }: { cart: CartData; added: readonly string[] }) {
  const mutations = useCartMutations();
  return (
    <>
      {cart.items.length > 0 && (
        <>
          <div className={styles.progress}>
            <FreeShippingProgress estimate={cart.shippingEstimate} />
          </div>
          <ul className={styles.lines}>
            {cart.items.map((line) => (
              <CartLine key={line.item_id} line={line} mutations={mutations} variant="mini" justAdded={added.includes(line.item_id)} />
            ))}
          </ul>
        </>
      )}
      <span role="status" className={styles.silent}>
        {mutations.status}
      </span>
    </>
  );
}
