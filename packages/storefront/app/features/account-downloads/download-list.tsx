import { useIntl } from "react-intl";
import { Link, useHref } from "react-router";
import { buttonClassName } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { useFormat } from "../../lib/format.ts";
import { inStore } from "../../lib/store-href.ts";
import type { DownloadableProductStatus } from "../../lib/generated/graphql.ts";
import type { DownloadableProduct } from "./account-downloads-queries.ts";
import { guidesPath, orderPath, productPath } from "./download-paths.ts";
import styles from "./account-downloads.module.css";
import { StatusBadge, type StatusTone } from "../../components/status-badge.tsx";

/** How a right's state looks: ready (green), used up or expired (grey). */
const STATUS_TONE: Record<DownloadableProductStatus, StatusTone> = { AVAILABLE: "done", EXHAUSTED: "stopped", EXPIRED: "stopped" };

/**
 * `/user/downloadable-products`: the customer's files, newest purchase first, one card each: the
 * file, the product it came with, the order (a link to it), when it was granted and until when it
 * can be downloaded, how many downloads are left, then the file itself (a plain link: the browser
 * saves it, with or without JavaScript) or why it no longer can be.
 */
export function DownloadsScreen({ downloads }: { downloads: readonly DownloadableProduct[] }) {
  const intl = useIntl();
  if (downloads.length === 0) return <NoDownloads />;
  return (
    <div className={styles.screen}>
      <p className={styles.muted} data-downloads-count="">
        {intl.formatMessage({ id: "accountDownloads.count" }, { count: downloads.length })}
      </p>
      <ul className={styles.list} data-download-list="">
        {downloads.map((download) => (
          <DownloadCard key={download.id} download={download} />
        ))}
      </ul>
      <p className={styles.muted}>{intl.formatMessage({ id: "accountDownloads.rules" })}</p>
    </div>
  );
}

function DownloadCard({ download }: { download: DownloadableProduct }) {
  const intl = useIntl();
  const format = useFormat();
  const basename = useHref("/");
  const titleId = `download-${download.id}`;
  const available = download.status === "AVAILABLE" && download.url;
  return (
    <li className={styles.card} data-download={download.id} data-download-status={download.status}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          <Icon name="document" size={20} />
          {download.title}
        </h2>
        <StatusBadge tone={STATUS_TONE[download.status]}>{intl.formatMessage({ id: `accountDownloads.status.${download.status}` })}</StatusBadge>
      </div>
      <p className={styles.product}>
        {intl.formatMessage(
          { id: "accountDownloads.product" },
          { product: <Link key="product" to={productPath(download.sku)}>{download.productName}</Link> },
        )}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{intl.formatMessage({ id: "accountDownloads.order" })}</dt>
          <dd>
            <Link to={orderPath(download.order_id)} data-download-order="">
              {download.orderNumber}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: "accountDownloads.granted" })}</dt>
          <dd>
            <time dateTime={download.grantedAt}>{format.date(download.grantedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: download.status === "EXPIRED" ? "accountDownloads.expired" : "accountDownloads.expires" })}</dt>
          <dd>
            <time dateTime={download.expiresAt}>{format.date(download.expiresAt)}</time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage({ id: "accountDownloads.downloads" })}</dt>
          <dd data-downloads-remaining={download.downloadsRemaining} data-downloads-allowed={download.downloadsAllowed}>
            {intl.formatMessage({ id: "accountDownloads.remaining" }, { remaining: download.downloadsRemaining, allowed: download.downloadsAllowed })}
          </dd>
        </div>
      </dl>
      <div className={styles.action}>
        {available ? (
          <a href={inStore(basename, download.url!)} download className={buttonClassName({ variant: "primary" })} data-download-link="">
            <Icon name="download" size={18} tone="inverse" />
            {intl.formatMessage({ id: "accountDownloads.download" })}
            <VisuallyHidden>{` ${intl.formatMessage({ id: "accountDownloads.downloadOf" }, { title: download.title })}`}</VisuallyHidden>
          </a>
        ) : (
          <p className={styles.unavailable} data-download-unavailable={download.status}>
            {intl.formatMessage({ id: download.status === "EXPIRED" ? "accountDownloads.unavailable.EXPIRED" : "accountDownloads.unavailable.EXHAUSTED" })}{" "}
            <Link to="/contact">{intl.formatMessage({ id: "accountDownloads.contact" })}</Link>
          </p>
        )}
      </div>
    </li>
  );
}

/** Nothing bought to download yet: what these are, and where to find them. */
export function NoDownloads() {
  const intl = useIntl();
  return (
    <div className={styles.empty} data-no-downloads="">
      <p>{intl.formatMessage({ id: "accountDownloads.none" })}</p>
      <Link to={guidesPath(intl.locale)} className={buttonClassName()}>
        {intl.formatMessage({ id: "accountDownloads.browse" })}
      </Link>
    </div>
  );
}
