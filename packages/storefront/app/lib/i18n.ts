import { type IntlConfig, type MessageDescriptor, type MessageFormatElement, createIntl, createIntlCache, type IntlShape } from "react-intl";
import type { Catalog, CatalogParts, Locale } from "../i18n/catalog.ts";
import { catalogs, loadCatalog } from "./catalogs.ts";

/**
 * Message catalogs: one JSON file per feature and locale under app/i18n/<locale>/, merged per
 * locale (app/i18n/messages-<locale>*.ts). Every visible string comes from them; the two locales
 * must have the same keys (checked by i18n.test.ts). The server has every message of both; the
 * browser loads its page's locale before it starts, in parts (app/i18n/catalog.ts, loadMessages).
 */
export { catalogs };
export type { Locale };

/**
 * A catalog's message: its text, or in the browser build its parsed form, which the build writes
 * instead of the text so the browser needs no ICU parser (vite.config.ts, ADR 033).
 */
type Message = string | MessageFormatElement[];

export const isLocale = (value: unknown): value is Locale => value === "fr-FR" || value === "en-GB";

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();
/** The messages object each locale's formatters read, extended in place as the browser loads more. */
const formatterMessages = new Map<Locale, Record<string, Message>>();

/**
 * Messages without arguments, tags or quoting, given to react-intl in their parsed form (one
 * literal element, `type` 0): `formatMessage` returns such a message as it is, where a string goes
 * through its formatter cache, whose key serialises the message and the formats on every call
 * (about 1 µs; a page formats hundreds of messages). Other messages stay strings: react-intl
 * reads each message on its own, though its type wants one kind per catalog.
 */
function withLiteralsParsed(catalog: Catalog): Record<string, Message> {
  return Object.fromEntries(
    Object.entries(catalog as Record<string, Message>).map(([id, message]) => [
      id,
      typeof message !== "string" || /[{}<>']/.test(message) ? message : [{ type: 0, value: message } as MessageFormatElement],
    ]),
  );
}

/**
 * The browser: the page's messages (`page`), or every message (`all`) for the account area, the
 * checkout and quick order; entry.client.tsx waits for them before the app starts, and a client
 * navigation before its loaders run (route-data.ts). The server has them all already.
 */
export async function loadMessages(locale: Locale, parts: CatalogParts): Promise<void> {
  await loadCatalog(locale, parts);
  const messages = formatterMessages.get(locale);
  const catalog = catalogs[locale];
  if (messages && catalog) Object.assign(messages, withLiteralsParsed(catalog));
}

/**
 * One formatter set per locale for the whole process: messages are parsed and Intl formatters
 * built once, not on every server render (an IntlProvider per render rebuilt them each time).
 */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    const catalog = catalogs[locale];
    if (!catalog) throw new Error(`the ${locale} messages are not loaded (loadMessages)`);
    const messages = withLiteralsParsed(catalog);
    formatterMessages.set(locale, messages);
    intl = withCompiledMessages(createIntl({ locale, messages: messages as IntlConfig["messages"], defaultLocale: "fr-FR", onError: reportFormatError }, cache), catalog);
    intls.set(locale, intl);
  }
  return intl;
}

/**
 * A message missing from the catalog (say, one a page shows before its part was loaded) or
 * failing to format is reported as an error, in production builds too (react-intl reports only in
 * development): the end-to-end suite fails on console errors, and the server logs them.
 */
const reportFormatError = (error: unknown) => console.error(error);

type FormatMessage = IntlShape["formatMessage"];

/**
 * Messages with arguments formatted by a message format compiled once per message. react-intl
 * looks its compiled format up under a key that serialises the message, the locale and all the
 * formats on every call (several µs; a listing formats a count per facet option). Calls with
 * elements among their values (rich text) or options keep react-intl's way.
 */
function withCompiledMessages(intl: IntlShape, catalog: Catalog): IntlShape {
  const compiled = new Map<Message, ReturnType<IntlShape["formatters"]["getMessageFormat"]>>();
  const formatMessage = ((descriptor: MessageDescriptor, values?: Record<string, unknown>, options?: Parameters<FormatMessage>[2]) => {
    const message = (catalog as Record<string, Message | undefined>)[String(descriptor.id)];
    if (values === undefined || options !== undefined || message === undefined || !Object.values(values).every(isPrimitive)) {
      return intl.formatMessage(descriptor, values as Parameters<FormatMessage>[1], options);
    }
    let format = compiled.get(message);
    if (!format) {
      // What react-intl's own formatMessage builds for this message (no time zone, no custom formats).
      format = intl.formatters.getMessageFormat(message, intl.locale, intl.formats, { formatters: intl.formatters });
      compiled.set(message, format);
    }
    return format.format(values as Record<string, string | number>);
  }) as FormatMessage;
  return { ...intl, formatMessage, $t: formatMessage };
}

const isPrimitive = (value: unknown) => value === null || value === undefined || typeof value === "string" || typeof value === "number" || typeof value === "boolean";
