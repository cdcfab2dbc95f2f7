import { type MailLanguage, type Markup, mjml } from "../../../shared/mail/template.ts";

/**
 * What every return e-mail knows of its return: a snapshot taken in the unit of work that
 * changes it (never read again when the message is sent), in both languages where the shop wrote
 * the words (answers' labels), as the shopper typed them otherwise.
 */
export interface ReturnMailItem {
  name: string;
  sku: string;
  options: { label: string; value: string }[];
  quantity: number;
  /** `requested`, `authorised`, `received`, `approved` or `rejected`. */
  status: string;
  answers: { label: { fr: string; en: string }; shown: { fr: string; en: string } }[];
}

export interface ReturnMailData {
  /** `RMA-2026-000012`. */
  number: string;
  orderNumber: string;
  /** The shopper's first name (the order's delivery address, else its billing address). */
  firstname: string;
  /** ISO 8601: when the return was asked for. */
  requestedAt: string;
  items: ReturnMailItem[];
  /** Where the parcel goes, as the slip prints it. */
  returnAddress: string[];
  /** The slip's store-relative path (null once the return is closed). */
  slipPath: string | null;
}

const words = {
  fr: { colon: "\u00a0: ", quantity: "Qté", statuses: { requested: "demandé", authorised: "accepté", received: "reçu", approved: "accepté", rejected: "refusé" } },
  en: { colon: ": ", quantity: "Qty", statuses: { requested: "requested", authorised: "authorised", received: "received", approved: "approved", rejected: "rejected" } },
} as const;

/** Each item returned: its name, options, sku and quantity, the answers given, and (`withStatus`) its status. */
export function returnItemsBlock(items: readonly ReturnMailItem[], language: MailLanguage, options: { withStatus?: boolean } = {}): Markup {
  const say = words[language];
  return mjml`${items.map(
    (item) =>
      mjml`<mj-text padding="0 0 12px 0"><strong>${item.name}</strong>${item.options.map((option) => mjml`<br />${option.label}${say.colon}${option.value}`)}<br /><span style="color:#555e69">${item.sku} · ${say.quantity}${say.colon}${item.quantity}${options.withStatus ? ` · ${say.statuses[item.status as keyof typeof say.statuses] ?? item.status}` : ""}</span>${item.answers.map(
        (answer) => mjml`<br /><span style="color:#555e69">${answer.label[language]}${say.colon}${answer.shown[language]}</span>`,
      )}</mj-text>`,
  )}`;
}

/** The return address as lines of one paragraph. */
export function returnAddressBlock(address: readonly string[]): Markup {
  return mjml`<mj-text padding="4px 0 16px 24px"><strong>${address.map((line, index) => (index === 0 ? line : mjml`<br />${line}`))}</strong></mj-text>`;
}
