import { useIntl } from "react-intl";
import { addressLines } from "../../lib/address-fields.ts";
import type { SavedAddress } from "./address-book-queries.ts";
import { defaultAddresses } from "./address-book-state.ts";
import styles from "./address-book.module.css";

/**
 * The dashboard's default addresses: where deliveries go and who invoices are made out to unless
 * the shopper chooses otherwise at checkout (one address may be both).
 */
export function DefaultAddresses({ addresses }: { addresses: readonly SavedAddress[] }) {
  const intl = useIntl();
  const defaults = defaultAddresses(addresses);
  if (!defaults.shipping && !defaults.billing) {
    return <p data-default-addresses="none">{intl.formatMessage({ id: addresses.length === 0 ? "addressBook.dashboard.empty" : "addressBook.dashboard.none" })}</p>;
  }
  // One address for both: said once.
  const entries: { which: "shipping" | "billing" | "both"; address: SavedAddress | null }[] =
    defaults.shipping && defaults.shipping.id === defaults.billing?.id
      ? [{ which: "both", address: defaults.shipping }]
      : [
          { which: "shipping", address: defaults.shipping },
          { which: "billing", address: defaults.billing },
        ];
  const label = { shipping: "addressBook.defaultShipping", billing: "addressBook.defaultBilling", both: "addressBook.defaultBoth" } as const;
  return (
    <dl className={[styles.defaultsGrid, entries.length === 1 ? styles.single : ""].join(" ")} data-default-addresses="">
      {entries.map(({ which, address }) => {
        return (
          <div key={which} data-default={which}>
            <dt>{intl.formatMessage({ id: label[which] })}</dt>
            <dd>
              {address ? (
                <address className={styles.address}>
                  {addressLines(address).map((line, index) => (
                    <span key={index}>{line}</span>
                  ))}
                </address>
              ) : (
                intl.formatMessage({ id: "addressBook.dashboard.noDefault" })
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
