import escapeHtml from "escape-html";

/** The languages a message is written in: those of the two stores. */
export type MailLanguage = "fr" | "en";

/** What every message knows of the shop, in the language of the store it is written for. */
export interface MailShop {
  language: MailLanguage;
  name: string;
  /** Absolute URL of the store's home page (`https://shop/` or `https://shop/en`), without a trailing slash. */
  url: string;
  contactEmail: string;
  contactPhone: string;
}

/**
 * MJML markup that is safe to place in a message: written by a template, with every interpolated
 * value escaped by the `mjml` tag. Plain strings are never taken as markup, so a value a shopper
 * typed (a first name) cannot become a tag, a link or a style.
 */
export class Markup {
  constructor(readonly source: string) {}
  toString(): string {
    return this.source;
  }
}

type Interpolation = Markup | string | number | readonly (Markup | string | number)[];

const escapeValue = (value: Interpolation): string => {
  if (value instanceof Markup) return value.source;
  if (Array.isArray(value)) return value.map(escapeValue).join("");
  return escapeHtml(String(value));
};

/** A tagged template writing MJML: every `${value}` is escaped unless it is `Markup` itself. */
export function mjml(strings: TemplateStringsArray, ...values: Interpolation[]): Markup {
  let source = strings[0];
  values.forEach((value, index) => {
    source += escapeValue(value) + strings[index + 1];
  });
  return new Markup(source);
}

/** What a template writes: the parts of one message in one language, placed in the shared layout. */
export interface MailContent {
  subject: string;
  /** The line mail clients show after the subject in the inbox (hidden in the message itself). */
  preheader: string;
  /**
   * Where a reply goes, when not to the sender (MAIL_FROM): a shopper's address on the contact
   * message the shop receives. Only for messages sent to the shop itself (never a shopper's).
   */
  replyTo?: string;
  /** The message's own sections (`<mj-section>`…), between the layout's header and footer. */
  body: Markup;
  /**
   * Header fields of its own (name → value), added to the shop's: a newsletter's
   * `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 2369, RFC 8058). Values are written by the
   * template, never typed by a shopper.
   */
  headers?: Readonly<Record<string, string>>;
}

/**
 * One kind of message (a welcome, an order confirmation…): its name and how it is written from
 * its data. The data is stored with the message in the outbox and rendered when it is sent, so it
 * must hold everything the message says (a snapshot, JSON-serialisable), never a reference to
 * read again later.
 */
export interface MailTemplate<Data> {
  /** Stable name stored with each message, e.g. `customer.welcome`. */
  readonly kind: string;
  /**
   * Its data holds a secret (a link's token): the outbox keeps it only until the message is sent,
   * then empties the stored data, so the table never holds a usable link for longer than needed.
   */
  readonly sensitive?: boolean;
  render(data: Data, shop: MailShop): MailContent;
}

/** One message to send: which template, to whom, in which language, with what data. */
export interface MailMessage<Data> {
  template: MailTemplate<Data>;
  to: string;
  language: MailLanguage;
  data: Data;
}

/** Declares a template (typed by its data); `sensitive` when its data carries a secret (see MailTemplate). */
export function defineMailTemplate<Data>(
  kind: string,
  render: (data: Data, shop: MailShop) => MailContent,
  options: { sensitive?: boolean } = {},
): MailTemplate<Data> {
  return { kind, render, sensitive: options.sensitive ?? false };
}
