import { useId } from "react";
import { useIntl } from "react-intl";
import { Form, Link } from "react-router";
import { Icon, type IconName } from "../../components/icon.tsx";
import { Logo } from "../../components/logo.tsx";
import { useShop } from "../../lib/shop-context.tsx";
import { type ContentLinkKey, contentLinksFor } from "./content-links.ts";
import styles from "./footer.module.css";
import { telHref } from "./header.tsx";

const INFORMATION_LINKS: ContentLinkKey[] = ["about", "delivery", "terms", "legal", "privacy", "faq"];

const PAYMENT_MARKS: { icon: IconName; label: string }[] = [
  { icon: "payment-visa", label: "navigation.footer.payment.visa" },
  { icon: "payment-mastercard", label: "navigation.footer.payment.mastercard" },
  { icon: "payment-sepa", label: "navigation.footer.payment.sepa" },
  { icon: "payment-paypal", label: "navigation.footer.payment.paypal" },
];

/** The main layout's footer: the house, customer service, content pages, newsletter, payment marks. */
export function Footer() {
  const intl = useIntl();
  const shop = useShop();
  const links = contentLinksFor(intl.locale);
  const serviceId = useId();
  const infoId = useId();
  const newsletterId = useId();
  const emailId = useId();
  const noteId = useId();
  const t = (id: string) => intl.formatMessage({ id });

  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.brand}>
          <Logo variant="white" alt={shop.name} lazy />
          <p className={styles.about}>{t("navigation.footer.about")}</p>
        </div>

        <section aria-labelledby={serviceId}>
          <h2 id={serviceId} className={styles.heading}>
            {t("navigation.footer.service.title")}
          </h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.contact} href={telHref(shop.contactPhone)}>
                <Icon name="phone-handset" size={20} tone="inverse" />
                <span>
                  <span className={styles.contactLabel}>{t("navigation.footer.phone")}</span>
                  {shop.contactPhone}
                </span>
              </a>
            </li>
            <li>
              <a className={styles.contact} href={`mailto:${shop.contactEmail}`}>
                <Icon name="envelope" size={20} tone="inverse" />
                <span>
                  <span className={styles.contactLabel}>{t("navigation.footer.email")}</span>
                  {shop.contactEmail}
                </span>
              </a>
            </li>
            <li>
              <Link className={styles.link} to={links.contact}>
                {t("navigation.footer.link.contact")}
              </Link>
            </li>
          </ul>
        </section>

        <nav aria-labelledby={infoId}>
          <h2 id={infoId} className={styles.heading}>
            {t("navigation.footer.info.title")}
          </h2>
          <ul className={styles.list}>
            {INFORMATION_LINKS.map((key) => (
              <li key={key}>
                <Link className={styles.link} to={links[key]}>
                  {t(`navigation.footer.link.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby={newsletterId} className={styles.newsletter}>
          <h2 id={newsletterId} className={styles.heading}>
            {t("navigation.footer.newsletter.title")}
          </h2>
          <p className={styles.text}>{t("navigation.footer.newsletter.text")}</p>
          {/*
            Posted to the newsletter page's action, which answers with that page and what came of it:
            a plain form (no script of its own, nothing added to the shell's code or messages), the
            same with or without JavaScript.
          */}
          <Form method="post" action="/newsletter" className={styles.form}>
            <input type="hidden" name="source" value="FOOTER" />
            <label htmlFor={emailId} className={styles.label}>
              {t("navigation.footer.newsletter.label")}
            </label>
            <div className={styles.field}>
              <input
                id={emailId}
                className={styles.input}
                type="email"
                name="email"
                required
                autoComplete="email"
                inputMode="email"
                aria-describedby={noteId}
              />
              <button type="submit" className={styles.submit}>
                {t("navigation.footer.newsletter.submit")}
              </button>
            </div>
            <p id={noteId} className={styles.note}>
              {t("navigation.footer.newsletter.note")}
            </p>
          </Form>
        </section>
      </div>

      <div className={styles.bottom}>
        <div className={styles.bottomInner}>
          <ul className={styles.payments} aria-label={t("navigation.footer.payment.label")}>
            {PAYMENT_MARKS.map((mark) => (
              <li key={mark.icon}>
                <Icon name={mark.icon} size={26} title={t(mark.label)} />
              </li>
            ))}
          </ul>
          <p className={styles.copyright}>
            {intl.formatMessage({ id: "navigation.footer.copyright" }, { year: new Date().getFullYear(), shopName: shop.name })}
          </p>
        </div>
      </div>
    </footer>
  );
}
