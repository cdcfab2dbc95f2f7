import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useHref } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { addToCart, refusalMessage } from "./add-to-cart.ts";
import { SkuField } from "./quick-order-sku-field.tsx";
import {
  MAX_QUICK_ORDER_LINES,
  type QuickOrderLine,
  type QuickOrderRefusal,
  type QuickOrderResults,
  cartLinesOf,
  parseCsvLines,
  parsePastedLines,
  resultsOf,
} from "./quick-order-lines.ts";
import styles from "./quick-order.module.css";
import { useHydrated } from "../../lib/use-hydrated.ts";

/** What the route's action answered a posted quick order (no JavaScript), or the page's own outcome. */
export interface QuickOrderAnswer {
  results: QuickOrderResults;
  /** A refusal of the whole submission (too many lines, none, no answer); null otherwise. */
  message: string | null;
  /** When nothing was tried: the rows and the pasted text as written, to send again. */
  keep?: { rows: QuickOrderLine[]; pasted: string };
}

interface Row {
  key: number;
  sku: string;
  quantity: string;
  refusal?: QuickOrderRefusal;
}

/** Rows start with this many empty lines, and never have fewer than one. */
const EMPTY_ROWS = 3;

let nextKey = 0;
const rowOf = (line: Partial<QuickOrderLine> & { refusal?: QuickOrderRefusal } = {}): Row => ({
  key: nextKey++,
  sku: line.sku ?? "",
  quantity: line.quantity ?? "1",
  ...(line.refusal ? { refusal: line.refusal } : {}),
});
const emptyRows = (count: number) => Array.from({ length: count }, () => rowOf());
const isBlank = (row: Row) => row.sku.trim() === "";

/**
 * The quick order: rows of sku and quantity (suggestions as a sku is typed), a text area for many
 * lines pasted at once (`sku;qty`, `sku,qty`, `sku<TAB>qty`, `sku qty`), and, once hydrated, a CSV
 * file read in the browser into rows. One `addToCart` with every line (at most 100); each line
 * then says what became of it: the lines added leave the form (listed as added, the mini-cart
 * opens when all were), the others keep their text with the API's reason (unknown sku, not enough
 * stock, options to choose on the product's page, quantity not allowed) so they can be fixed.
 * It is one form posting to the route's action, which answers the same results without JavaScript.
 */
export function QuickOrder({ answer }: { answer?: QuickOrderAnswer | null }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const action = useHref("/quick-order");
  const fileId = useId();
  const pasteId = useId();
  const limitId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<Row[]>(() => {
    const failed = [...(answer?.results.failed ?? []), ...(answer?.keep?.rows ?? [])].map((line) => rowOf(line));
    return failed.length ? failed : emptyRows(EMPTY_ROWS);
  });
  const [pasted, setPasted] = useState(answer?.keep?.pasted ?? "");
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<QuickOrderLine[]>(answer?.results.added ?? []);
  const [notice, setNotice] = useState<string | null>(answer?.message ?? null);

  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change, refusal: undefined } : row)));
  const remove = (key: number) => setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : emptyRows(1)));
  const addRow = () => setRows((current) => (current.length < MAX_QUICK_ORDER_LINES ? [...current, rowOf()] : current));

  /** Lines read from a paste or a file join the rows (taking the empty ones' places), within the limit. */
  const take = (lines: QuickOrderLine[], leftOut: number) => {
    const kept = rows.filter((row) => !isBlank(row));
    const room = MAX_QUICK_ORDER_LINES - kept.length;
    const taken = lines.slice(0, Math.max(0, room));
    setRows([...kept, ...taken.map((line) => rowOf(line))].concat(kept.length + taken.length === 0 ? emptyRows(1) : []));
    const dropped = leftOut + lines.length - taken.length;
    setNotice(dropped > 0 ? intl.formatMessage({ id: "quickOrder.tooMany" }, { max: MAX_QUICK_ORDER_LINES, count: dropped }) : null);
    return taken.length;
  };

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    try {
      const { lines, leftOut } = parseCsvLines(await file.text());
      if (lines.length === 0) setNotice(intl.formatMessage({ id: "quickOrder.file.empty" }));
      else take(lines, leftOut);
    } catch {
      setNotice(intl.formatMessage({ id: "quickOrder.file.unreadable" }));
    }
    // The same file chosen again is read again.
    if (fileInput.current) fileInput.current.value = "";
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    // Hydrated: one add through the API where the shopper is (the action serves forms without JavaScript).
    event.preventDefault();
    if (busy) return;
    const fromPaste = parsePastedLines(pasted);
    const typed = rows.filter((row) => !isBlank(row)).map(({ sku, quantity }) => ({ sku: sku.trim(), quantity: quantity.trim() }));
    const lines = [...typed, ...fromPaste.lines];
    if (lines.length === 0) return setNotice(intl.formatMessage({ id: "quickOrder.none" }));
    if (lines.length > MAX_QUICK_ORDER_LINES || fromPaste.leftOut > 0) {
      return setNotice(intl.formatMessage({ id: "quickOrder.tooMany" }, { max: MAX_QUICK_ORDER_LINES, count: lines.length + fromPaste.leftOut - MAX_QUICK_ORDER_LINES }));
    }
    setBusy(true);
    setNotice(null);
    // The per-line results are the confirmation here: a drawer over them would hide what failed.
    const outcome = await addToCart(intl, cartLinesOf(lines));
    setBusy(false);
    if (outcome.fault) return setNotice(outcome.message ?? intl.formatMessage({ id: "mutation.fault.unknown" }));
    const results = resultsOf(
      lines,
      outcome.lineErrors.map((error) => ({ ...error, errorMessage: refusalMessage(intl, error) })),
    );
    setAdded(results.added);
    setPasted("");
    setRows(results.failed.length ? results.failed.map((line) => rowOf(line)) : emptyRows(EMPTY_ROWS));
  };

  const failedCount = rows.filter((row) => row.refusal).length;

  return (
    <form method="post" action={action} className={styles.quickOrder} onSubmit={(event) => void submit(event)} data-quick-order="">
      <p id={limitId} className={styles.limit}>
        {intl.formatMessage({ id: "quickOrder.limit" }, { max: MAX_QUICK_ORDER_LINES })}
      </p>

      <div className={styles.results} role="status" data-quick-order-results="">
        {added.length > 0 && (
          <div className={styles.added}>
            <p className={styles.resultTitle}>
              <Icon name="checkmark" size={18} />
              {intl.formatMessage({ id: "quickOrder.added" }, { count: added.length })} <Link to="/cart">{intl.formatMessage({ id: "quickOrder.viewCart" })}</Link>
            </p>
            <ul className={styles.addedList}>
              {added.map((line, index) => (
                <li key={`${line.sku}-${index}`} data-added-sku={line.sku}>
                  <code>{line.sku}</code> × {line.quantity || "1"}
                </li>
              ))}
            </ul>
          </div>
        )}
        {failedCount > 0 && <p className={styles.failedSummary}>{intl.formatMessage({ id: "quickOrder.failed" }, { count: failedCount })}</p>}
        {notice && <p className={styles.notice}>{notice}</p>}
      </div>

      <fieldset className={styles.rowsBlock} aria-describedby={limitId}>
        <legend className={styles.blockTitle}>{intl.formatMessage({ id: "quickOrder.rows.title" })}</legend>
        <ol className={styles.rows}>
          {rows.map((row, index) => {
            const errorId = `quick-order-row-${row.key}-error`;
            return (
              <li key={row.key} className={[styles.row, row.refusal ? styles.rowFailed : ""].join(" ")} data-quick-order-row={index} data-refusal={row.refusal?.code}>
                <SkuField
                  value={row.sku}
                  onChange={(sku) => update(row.key, { sku })}
                  label={intl.formatMessage({ id: "quickOrder.row.sku" }, { line: index + 1 })}
                  invalid={Boolean(row.refusal && row.refusal.code !== "INSUFFICIENT_STOCK" && row.refusal.code !== "QUANTITY_OUT_OF_RANGE")}
                  describedBy={row.refusal ? errorId : undefined}
                />
                <div className={styles.qtyBox}>
                  <label htmlFor={`quick-order-qty-${row.key}`} className={styles.fieldLabel}>
                    {intl.formatMessage({ id: "quickOrder.row.quantity" }, { line: index + 1 })}
                  </label>
                  <input
                    id={`quick-order-qty-${row.key}`}
                    name="qty"
                    className={[styles.field, styles.qtyField].join(" ")}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={12}
                    value={row.quantity}
                    onChange={(event) => update(row.key, { quantity: event.currentTarget.value })}
                    aria-invalid={row.refusal?.code === "INSUFFICIENT_STOCK" || row.refusal?.code === "QUANTITY_OUT_OF_RANGE" || undefined}
                    aria-describedby={row.refusal ? errorId : undefined}
                  />
                </div>
                <button
                  type="button"
                  className={styles.removeRow}
                  onClick={() => remove(row.key)}
                  aria-label={intl.formatMessage({ id: "quickOrder.row.remove" }, { line: index + 1 })}
                  hidden={!hydrated}
                >
                  <Icon name="trash" size={18} />
                </button>
                {row.refusal && (
                  <RowRefusal
                    id={errorId}
                    sku={row.sku}
                    refusal={row.refusal}
                    onUse={hydrated ? (quantity) => update(row.key, { quantity: String(quantity) }) : undefined}
                  />
                )}
              </li>
            );
          })}
        </ol>
        {hydrated && (
          <button type="button" className={buttonClassName({ variant: "secondary" })} onClick={addRow} disabled={rows.length >= MAX_QUICK_ORDER_LINES}>
            <Icon name="plus" size={16} />
            {intl.formatMessage({ id: "quickOrder.row.add" })}
          </button>
        )}
      </fieldset>

      <div className={styles.bulk}>
        <div className={styles.pasteBox}>
          <label htmlFor={pasteId} className={styles.blockTitle}>
            {intl.formatMessage({ id: "quickOrder.paste.label" })}
          </label>
          <p id={`${pasteId}-hint`} className={styles.hint}>
            {intl.formatMessage({ id: "quickOrder.paste.hint" })}
          </p>
          <textarea
            id={pasteId}
            name="lines"
            className={styles.paste}
            rows={6}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            aria-describedby={`${pasteId}-hint ${limitId}`}
            spellCheck={false}
            autoCapitalize="characters"
            placeholder={"HE-LAVANDE-FINE-10ML;2\nHV-JOJOBA-50ML;1"}
          />
        </div>
        {hydrated && (
          <div className={styles.fileBox}>
            <label htmlFor={fileId} className={styles.blockTitle}>
              {intl.formatMessage({ id: "quickOrder.file.label" })}
            </label>
            <p id={`${fileId}-hint`} className={styles.hint}>
              {intl.formatMessage({ id: "quickOrder.file.hint" })}
            </p>
            <input
              ref={fileInput}
              id={fileId}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className={styles.file}
              aria-describedby={`${fileId}-hint`}
              onChange={(event) => void readFile(event)}
            />
          </div>
        )}
      </div>

      <div className={styles.submitRow}>
        <button type="submit" className={buttonClassName({ size: "l" }, styles.submit)} aria-busy={busy || undefined} aria-disabled={busy || undefined}>
          <Icon name="cart" size={22} tone="inverse" />
          {intl.formatMessage({ id: busy ? "quickOrder.submitting" : "quickOrder.submit" })}
        </button>
      </div>
    </form>
  );
}

/** Why a line was not added, and the way to fix it: its product's page for options, the quantity left. */
function RowRefusal({ id, sku, refusal, onUse }: { id: string; sku: string; refusal: QuickOrderRefusal; onUse?: (quantity: number) => void }) {
  const intl = useIntl();
  return (
    <p id={id} className={styles.refusal}>
      <span>{refusal.message}</span>
      {refusal.code === "OPTIONS_REQUIRED" && (
        <Link to={`/product/${encodeURIComponent(sku.trim())}`} className={styles.refusalAction}>
          {intl.formatMessage({ id: "quickOrder.row.chooseOptions" })}
        </Link>
      )}
      {onUse && refusal.code === "INSUFFICIENT_STOCK" && refusal.availableQuantity !== null && refusal.availableQuantity > 0 && (
        <button type="button" className={styles.refusalAction} onClick={() => onUse(refusal.availableQuantity ?? 1)}>
          {intl.formatMessage({ id: "quickOrder.row.useAvailable" }, { count: refusal.availableQuantity })}
        </button>
      )}
    </p>
  );
}
