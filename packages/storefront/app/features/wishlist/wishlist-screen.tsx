import { type FormEvent, type ReactNode, type RefObject, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { Link, useHref } from "react-router";
import { Button, buttonClassName } from "../../components/button.tsx";
import { ErrorSummary, TextField } from "../../components/form-parts.tsx";
import { Icon } from "../../components/icon.tsx";
import type { FieldProblem } from "../../lib/address-fields.ts";
import type { CartLineInput } from "../../lib/generated/graphql.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { SharedWishlistItem } from "./shared-wishlist-item.tsx";
import type { WishlistIntent, WishlistRefusal } from "./wishlist-action.ts";
import type { WishlistChange } from "./wishlist-changes.ts";
import type { WishlistItemData } from "./wishlist-item-fields.ts";
import { cartLineOfItem } from "./wishlist-cart-line.ts";
import { WISHLIST_PATH } from "./wishlist-paths.ts";
import type { WishlistData } from "./wishlist-queries.ts";
import { recipientCount, recipientsOf, recipientsProblem } from "./wishlist-send.ts";
import formStyles from "../../components/form-parts.module.css";
import hidden from "../../components/visually-hidden.module.css";
import styles from "./wishlist.module.css";
// The items are listed as on a shared list (the same item component).
import listStyles from "./shared-wishlist.module.css";

/** What a change made without JavaScript came to (`?done=`, `&sent=`), said once the list is back. */
export interface WishlistDone {
  intent: Exclude<WishlistIntent, "cart">;
  /** How many addresses the link was sent to. */
  sent: number | null;
}

/** What an add to the basket came to (the cart feature's add, composed by the route). */
export type WishlistCartAdd = (lines: CartLineInput[]) => Promise<{ success: boolean; message: string | null }>;

export interface WishlistScreenProps {
  wishlist: WishlistData;
  /** The absolute address of the list's shared page, from its live code. */
  shareUrlOf: (shareCode: string) => string;
  onAddToCart: WishlistCartAdd;
  /** A change the route's action refused (no JavaScript). */
  refusal?: WishlistRefusal | null;
  done?: WishlistDone | null;
}

/** What the page says after a change: a confirmation, or a refusal next to the form it is about. */
type Said = { kind: "done"; text: string } | { kind: "refused"; intent: WishlistIntent; itemId: string | null; text: string };

const itemName = (item: WishlistItemData) => item.product?.name ?? item.name;

/**
 * `/user/wishlist`: the kept items (visual, name to the product's page, the choices kept, the
 * price now in the display currency, whether it can go in a basket), each with "add to basket"
 * (one unit with its choices; "choose options" on the product's page when some are still to
 * make) and "remove"; then the share panel: make the list shareable (its link to copy), send the
 * link to up to 5 friends, make it private again (the link stops working for good). Every form
 * posts to the route's action without JavaScript; with it, the change goes through Apollo, whose
 * answer replaces the cached list, and is said in the page's status line.
 */
export function WishlistScreen({ wishlist, shareUrlOf, onAddToCart, refusal = null, done = null }: WishlistScreenProps) {
  const intl = useIntl();
  const action = useHref(WISHLIST_PATH);
  const [said, setSaid] = useState<Said | null>(() =>
    refusal
      ? { kind: "refused", intent: refusal.intent, itemId: refusal.itemId, text: refusal.message }
      : done
        ? { kind: "done", text: done.intent === "send" && done.sent ? intl.formatMessage({ id: "wishlist.send.sent" }, { count: done.sent }) : intl.formatMessage({ id: `wishlist.done.${done.intent}` }) }
        : null,
  );
  const [pending, setPending] = useState<string | null>(null);
  const running = useRef(false);
  const countRef = useRef<HTMLParagraphElement>(null);

  /** One change at a time: a second submit meanwhile is ignored. */
  const run = async (key: string, intent: WishlistIntent, itemId: string | null, change: () => Promise<{ ok: boolean; message: string | null }>, success: () => string) => {
    if (running.current) return false;
    running.current = true;
    setPending(key);
    setSaid(null);
    try {
      const outcome = await change();
      setSaid(outcome.ok ? { kind: "done", text: success() } : { kind: "refused", intent, itemId, text: outcome.message ?? intl.formatMessage({ id: "mutation.fault.unknown" }) });
      return outcome.ok;
    } catch {
      // The code of the change could not be downloaded (the network dropped): nothing was sent.
      setSaid({ kind: "refused", intent, itemId, text: intl.formatMessage({ id: "mutation.fault.offline" }) });
      return false;
    } finally {
      running.current = false;
      setPending(null);
    }
  };
  // The same module as the hearts', loaded on the first change (the hearts load it on demand too).
  const changeOf = (change: WishlistChange) => async () => (await import("./wishlist-changes.ts")).changeWishlist(intl, change);
  const refusedFor = (intent: WishlistIntent, itemId: string | null = null) =>
    said?.kind === "refused" && said.intent === intent && said.itemId === itemId ? said.text : null;

  const submitItem = (item: WishlistItemData, intent: "cart" | "remove") => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = itemName(item);
    if (intent === "cart") {
      await run(
        `cart:${item.id}`,
        "cart",
        item.id,
        async () => {
          const outcome = await onAddToCart([cartLineOfItem(item)]);
          return { ok: outcome.success, message: outcome.message };
        },
        () => intl.formatMessage({ id: "wishlist.item.addedToCart" }, { name }),
      );
      return;
    }
    const removed = await run(`remove:${item.id}`, "remove", item.id, changeOf({ intent: "remove", itemIds: [item.id] }), () => intl.formatMessage({ id: "wishlist.item.removed" }, { name }));
    // The button pressed is gone with its item: focus goes to the list's count (what is left), or to the empty list's title.
    if (removed) countRef.current?.focus();
  };

  const items = wishlist.items;
  const notice = said?.kind === "done" ? said.text : "";
  return (
    <div className={styles.screen} data-wishlist="">
      <p role="status" className={notice ? styles.notice : hidden.hidden} data-wishlist-notice="">
        {notice && <Icon name="checkmark-circle" size={20} />}
        {notice}
      </p>
      {refusedFor("add") && (
        <p role="alert" className={styles.refused}>
          {refusedFor("add")}
        </p>
      )}
      <div className={styles.columns}>
        <section className={styles.list} aria-label={intl.formatMessage({ id: "wishlist.items" })}>
          {items.length === 0 ? (
            <EmptyWishlist titleRef={countRef} />
          ) : (
            <>
              <p ref={countRef} tabIndex={-1} className={styles.count} data-wishlist-items-count={wishlist.itemsCount}>
                {intl.formatMessage({ id: "wishlist.count" }, { count: wishlist.itemsCount })}
              </p>
              <ul className={listStyles.items}>
                {items.map((item) => {
                  const name = itemName(item);
                  const refused = refusedFor("cart", item.id) ?? refusedFor("remove", item.id);
                  return (
                    <li key={item.id}>
                      <SharedWishlistItem item={item} headingLevel={2}>
                        <div className={styles.actions}>
                          {item.availability === "AVAILABLE" && (
                            <form method="post" action={action} className={styles.inline} onSubmit={(event) => void submitItem(item, "cart")(event)}>
                              <input type="hidden" name="intent" value="cart" />
                              <input type="hidden" name="itemId" value={item.id} />
                              <PendingButton pending={pending === `cart:${item.id}`} label={intl.formatMessage({ id: "wishlist.item.addToCartOf" }, { name })} data-wishlist-add-to-cart={item.id}>
                                <Icon name="cart" size={20} tone="inverse" />
                                {intl.formatMessage({ id: pending === `cart:${item.id}` ? "wishlist.item.adding" : "wishlist.item.addToCart" })}
                              </PendingButton>
                            </form>
                          )}
                          {item.availability === "OPTIONS_REQUIRED" && item.product && (
                            <Link to={item.product.path} className={buttonClassName({ variant: "secondary" })} aria-label={intl.formatMessage({ id: "wishlist.item.chooseOptionsOf" }, { name })}>
                              {intl.formatMessage({ id: "sharedWishlist.item.chooseOptions" })}
                            </Link>
                          )}
                          <form method="post" action={action} className={styles.inline} onSubmit={(event) => void submitItem(item, "remove")(event)}>
                            <input type="hidden" name="intent" value="remove" />
                            <input type="hidden" name="itemId" value={item.id} />
                            <PendingButton variant="ghost" pending={pending === `remove:${item.id}`} label={intl.formatMessage({ id: "wishlist.item.removeOf" }, { name })} data-wishlist-remove={item.id}>
                              <Icon name="trash" size={20} />
                              {intl.formatMessage({ id: "wishlist.item.remove" })}
                            </PendingButton>
                          </form>
                        </div>
                        {refused && (
                          <p role="alert" className={styles.refused}>
                            {refused}
                          </p>
                        )}
                      </SharedWishlistItem>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </section>
        {(items.length > 0 || wishlist.isShareable) && (
          <SharePanel
            wishlist={wishlist}
            shareUrlOf={shareUrlOf}
            action={action}
            pending={pending}
            refusedFor={refusedFor}
            initialEmails={refusal?.intent === "send" ? (refusal.emails ?? "") : ""}
            onChange={(key, intent, change, success) => run(key, intent, null, changeOf(change), success)}
          />
        )}
      </div>
    </div>
  );
}

/** A button that says it is busy while its change is on its way (it stays focusable: aria-disabled). */
function PendingButton({ pending, label, variant = "primary", children, ...data }: { pending: boolean; label: string; variant?: "primary" | "secondary" | "ghost"; children: ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Button type="submit" variant={variant} aria-label={label} aria-busy={pending || undefined} aria-disabled={pending || undefined} {...data}>
      {children}
    </Button>
  );
}

/** Nothing kept yet: what the heart does, and the way to the catalogue. */
function EmptyWishlist({ titleRef }: { titleRef: RefObject<HTMLParagraphElement | null> }) {
  const intl = useIntl();
  return (
    <div className={styles.empty} data-wishlist-empty="">
      <Icon name="heart" size={32} />
      <div>
        <p ref={titleRef} tabIndex={-1} className={styles.emptyTitle}>
          {intl.formatMessage({ id: "wishlist.empty.title" })}
        </p>
        <p className={styles.muted}>{intl.formatMessage({ id: "wishlist.empty.text" })}</p>
        <p>
          <Link to="/" className={buttonClassName({ variant: "secondary" })}>
            {intl.formatMessage({ id: "wishlist.empty.cta" })}
          </Link>
        </p>
      </div>
    </div>
  );
}

type ChangeRunner = (key: string, intent: WishlistIntent, change: WishlistChange, success: () => string) => Promise<boolean>;

/**
 * Sharing: private, the button that makes the list shareable; shareable, its link (read-only, to
 * select or copy) and the button that makes it private again. Then sending the link by e-mail,
 * which makes a private list shareable first.
 */
function SharePanel({
  wishlist,
  shareUrlOf,
  action,
  pending,
  refusedFor,
  initialEmails,
  onChange,
}: {
  wishlist: WishlistData;
  shareUrlOf: (shareCode: string) => string;
  action: string;
  pending: string | null;
  refusedFor: (intent: WishlistIntent) => string | null;
  initialEmails: string;
  onChange: ChangeRunner;
}) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const linkRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const [emails, setEmails] = useState(initialEmails);
  const [problem, setProblem] = useState<string | null>(null);
  const url = wishlist.isShareable && wishlist.shareCode ? shareUrlOf(wishlist.shareCode) : null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied("copied");
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected for the shopper's own copy.
      const input = linkRef.current;
      input?.focus();
      input?.select();
      let done = false;
      try {
        done = document.execCommand("copy");
      } catch {
        done = false;
      }
      setCopied(done ? "copied" : "failed");
    }
  };

  const change = (intent: "share" | "unshare") => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCopied(null);
    void onChange(intent, intent, { intent }, () => intl.formatMessage({ id: `wishlist.done.${intent}` }));
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const recipients = recipientsOf(emails);
    const wrong = recipientsProblem(recipients);
    setProblem(wrong ? intl.formatMessage({ id: wrong.id }, wrong.values) : null);
    if (wrong) return;
    const sent = await onChange("send", "send", { intent: "send", emails: recipients }, () => intl.formatMessage({ id: "wishlist.send.sent" }, { count: recipientCount(recipients) }));
    if (sent) setEmails("");
  };

  const sendRefusal = refusedFor("send");
  const problems: FieldProblem[] = problem ? [{ field: "emails", message: problem }] : sendRefusal ? [{ field: "emails", message: sendRefusal }] : [];
  const shareRefusal = refusedFor("share") ?? refusedFor("unshare");
  return (
    <section className={styles.share} aria-labelledby="wishlist-share" data-wishlist-share={wishlist.isShareable ? "shared" : "private"}>
      <h2 id="wishlist-share" className={styles.shareTitle}>
        <Icon name="share" size={22} />
        {intl.formatMessage({ id: "wishlist.share.title" })}
      </h2>
      {shareRefusal && (
        <p role="alert" className={styles.refused}>
          {shareRefusal}
        </p>
      )}
      <div className={styles.shareParts}>
        {url ? (
          <div className={styles.stack}>
            <p className={styles.muted}>{intl.formatMessage({ id: "wishlist.share.shared" })}</p>
            <div className={formStyles.field}>
              <label htmlFor="wishlist-share-link" className={formStyles.label}>
                {intl.formatMessage({ id: "wishlist.share.link" })}
              </label>
              <div className={styles.linkRow}>
                <input
                  ref={linkRef}
                  id="wishlist-share-link"
                  className={formStyles.input}
                  type="url"
                  value={url}
                  readOnly
                  spellCheck={false}
                  onFocus={(event) => event.currentTarget.select()}
                  data-wishlist-share-link=""
                />
                {hydrated && (
                  <Button variant="secondary" onClick={() => void copy()} data-wishlist-copy="">
                    {intl.formatMessage({ id: "wishlist.share.copy" })}
                  </Button>
                )}
              </div>
              <p role="status" className={copied === "failed" ? styles.hintWarn : formStyles.hint}>
                {copied && intl.formatMessage({ id: copied === "copied" ? "wishlist.share.copied" : "wishlist.share.copyFailed" })}
              </p>
            </div>
            <form method="post" action={action} className={styles.stack} onSubmit={change("unshare")}>
              <input type="hidden" name="intent" value="unshare" />
              <p id="wishlist-unshare-hint" className={styles.muted}>
                {intl.formatMessage({ id: "wishlist.share.unshareHint" })}
              </p>
              <div>
                <Button type="submit" variant="secondary" aria-describedby="wishlist-unshare-hint" aria-busy={pending === "unshare" || undefined} aria-disabled={pending === "unshare" || undefined}>
                  {intl.formatMessage({ id: "wishlist.share.unshare" })}
                </Button>
              </div>
            </form>
          </div>
        ) : (
          <form method="post" action={action} className={styles.stack} onSubmit={change("share")}>
            <input type="hidden" name="intent" value="share" />
            <p className={styles.muted}>{intl.formatMessage({ id: "wishlist.share.private" })}</p>
            <p id="wishlist-share-hint" className={styles.muted}>
              {intl.formatMessage({ id: "wishlist.share.makeHint" })}
            </p>
            <div>
              <Button type="submit" aria-describedby="wishlist-share-hint" aria-busy={pending === "share" || undefined} aria-disabled={pending === "share" || undefined}>
                {intl.formatMessage({ id: "wishlist.share.make" })}
              </Button>
            </div>
          </form>
        )}
        <form method="post" action={action} noValidate className={[formStyles.form, styles.send].join(" ")} onSubmit={(event) => void send(event)} data-wishlist-send="">
          <h3 className={styles.sendTitle}>{intl.formatMessage({ id: "wishlist.send.title" })}</h3>
          <input type="hidden" name="intent" value="send" />
          <ErrorSummary prefix="wishlist-send" problems={problems} />
          <TextField
            prefix="wishlist-send"
            name="emails"
            type="email"
            multiple
            inputMode="email"
            autoComplete="off"
            spellCheck={false}
            value={emails}
            onChange={(event) => setEmails(event.currentTarget.value)}
            label={intl.formatMessage({ id: "wishlist.send.field" })}
            hint={`${intl.formatMessage({ id: "wishlist.send.hint" })}${url ? "" : ` ${intl.formatMessage({ id: "wishlist.send.privateHint" })}`}`}
            problem={problems[0]}
          />
          <div>
            <Button type="submit" variant="secondary" aria-busy={pending === "send" || undefined} aria-disabled={pending === "send" || undefined}>
              <Icon name="envelope" size={20} />
              {intl.formatMessage({ id: pending === "send" ? "wishlist.send.sending" : "wishlist.send.submit" })}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
