import { type FormEvent, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Alert } from "../../components/alert.tsx";
import { Button } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { loadBrowserClient } from "../../lib/browser-client.ts";
import { mutationAlert } from "../../lib/mutation-alert.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { REORDER } from "./account-orders-queries.ts";
import styles from "./account-orders.module.css";

/** What putting an order back in the basket did. */
export type ReorderOutcome = { ok: true; added: number; dropped: { sku: string; name: string }[] } | { ok: false; message: string };

/**
 * "Order again": the order's lines go back in the basket with the same choices, each capped by
 * the stock there is now (the API decides; lines no longer sold or out of stock are named).
 * Without JavaScript the form posts to the order's route, which sends the shopper to the basket.
 * Hydrated, the mutation goes through Apollo and the outcome is said here; the header's basket
 * (the cart's own query, `CartQuery`) is asked again so its count shows the lines added.
 */
export function ReorderForm({ orderId, posted = null }: { orderId: string; posted?: ReorderOutcome | null }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  // What the action answered a form posted without JavaScript (nothing could come back, or a refusal).
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(posted);
  const running = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setPending(true);
    setOutcome(null);
    try {
      const apollo = await loadBrowserClient();
      const { data } = await apollo.mutate({ mutation: REORDER, variables: { orderId }, refetchQueries: ["CartQuery"] });
      const result = data?.reorder;
      const alert = mutationAlert(intl, { result });
      setOutcome(result?.success ? { ok: true, added: result.addedLines, dropped: result.droppedLines } : { ok: false, message: typeof alert?.message === "string" ? alert.message : "" });
    } catch (error) {
      const alert = mutationAlert(intl, { error });
      setOutcome({ ok: false, message: typeof alert?.message === "string" ? alert.message : "" });
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return (
    <div className={styles.reorder}>
      <form method="post" onSubmit={hydrated ? (event) => void submit(event) : undefined} data-form="reorder">
        <input type="hidden" name="intent" value="reorder" />
        <Button type="submit" disabled={pending} aria-disabled={pending || undefined} data-reorder="">
          <Icon name="redo" size={20} tone="inverse" />
          {intl.formatMessage({ id: pending ? "accountOrders.reorder.pending" : "accountOrders.reorder" })}
        </Button>
      </form>
      <div aria-live="polite" className={styles.reorderOutcome}>
        {outcome && <ReorderMessage outcome={outcome} />}
      </div>
    </div>
  );
}

export function ReorderMessage({ outcome }: { outcome: ReorderOutcome }) {
  const intl = useIntl();
  if (!outcome.ok) {
    return (
      <Alert type="error" position="static" dismissible={false}>
        <span data-reorder-outcome="refused">{outcome.message}</span>
      </Alert>
    );
  }
  return (
    <Alert type={outcome.added > 0 ? "success" : "warn"} position="static" dismissible={false}>
      <span data-reorder-outcome={outcome.added > 0 ? "added" : "none"}>
        {intl.formatMessage({ id: "accountOrders.reorder.added" }, { count: outcome.added })}{" "}
        {outcome.added > 0 && <Link to="/cart">{intl.formatMessage({ id: "accountOrders.reorder.seeBasket" })}</Link>}
      </span>
      {outcome.dropped.length > 0 && (
        <span className={styles.dropped} data-reorder-dropped="">
          {intl.formatMessage({ id: "accountOrders.reorder.dropped" }, { count: outcome.dropped.length, names: intl.formatList(outcome.dropped.map((line) => line.name)) })}
        </span>
      )}
    </Alert>
  );
}
