import { useEffect, useRef } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { useShop } from "../../lib/shop-context.tsx";
import type { PostedContact } from "./contact-form-state.ts";
import { ContactForm } from "./contact-form.tsx";
import styles from "./contact.module.css";

/**
 * `/contact`: the shop's phone, e-mail and opening hours, and the form; after a message went
 * (`?sent=1`), its confirmation in the form's place, which takes the focus so a screen reader says
 * it. Nothing is sent to the shopper: the confirmation is this page.
 */
export function ContactScreen({ token, openingHours, posted, sent, locale }: { token: string; openingHours: string; posted: PostedContact | null; sent: boolean; locale: string }) {
  const intl = useIntl();
  const shop = useShop();
  return (
    <div className={styles.layout}>
      <div className={styles.formPanel}>
        {sent ? (
          <SentNotice />
        ) : (
          <>
            <h2 className={styles.panelTitle}>
              {intl.formatMessage({ id: "contact.form.title" })}
            </h2>
            <ContactForm token={token} posted={posted} locale={locale} />
          </>
        )}
      </div>
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
        <li>
          <span className={styles.icon}>
            <Icon name="calendar-full" />
          </span>
          <strong>{intl.formatMessage({ id: "contact.hours" })}</strong>
          <span data-opening-hours="">{openingHours}</span>
        </li>
      </ul>
    </div>
  );
}

function SentNotice() {
  const intl = useIntl();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className={styles.sent} data-contact-sent="">
      <span className={styles.sentEmblem} aria-hidden="true">
        <Icon name="checkmark-circle" size={36} />
      </span>
      <h2 ref={titleRef} tabIndex={-1} className={styles.panelTitle}>
        {intl.formatMessage({ id: "contact.sent.title" })}
      </h2>
      <p role="status">{intl.formatMessage({ id: "contact.sent.text" })}</p>
      <p>
        <Link to="/contact">{intl.formatMessage({ id: "contact.sent.again" })}</Link>
      </p>
    </div>
  );
}
