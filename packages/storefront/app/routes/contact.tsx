import { useIntl } from "react-intl";
import { Icon } from "../components/icon.tsx";
import { useShop } from "../lib/shop-context.tsx";
import { Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import styles from "./contact.module.css";

/** `/contact`: the shop's phone and e-mail; the contact form arrives with its issue. */
export const meta = messageMeta("screen.contact.title");

export default function Contact() {
  const intl = useIntl();
  const shop = useShop();
  return (
    <Screen title={intl.formatMessage({ id: "screen.contact.title" })} lead={intl.formatMessage({ id: "screen.contact.lead" })}>
      <ul className={styles.channels}>
        <li>
          <span className={styles.icon}>
            <Icon name="phone-handset" />
          </span>
          <strong>{intl.formatMessage({ id: "screen.contact.phone" })}</strong>
          <a href={`tel:${shop.contactPhone.replace(/[^\d+]/g, "")}`}>{shop.contactPhone}</a>
        </li>
        <li>
          <span className={styles.icon}>
            <Icon name="envelope" />
          </span>
          <strong>{intl.formatMessage({ id: "screen.contact.email" })}</strong>
          <a href={`mailto:${shop.contactEmail}`}>{shop.contactEmail}</a>
        </li>
      </ul>
    </Screen>
  );
}
