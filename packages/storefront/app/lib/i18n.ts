import { type IntlConfig, type MessageDescriptor, type MessageFormatElement, createIntl, createIntlCache, type IntlShape } from "react-intl";

/**
 * Message catalogs: one JSON file per feature and locale under app/i18n/<locale>/,
 * merged here. Every visible string comes from them; the two locales must have the same keys
 * (checked by i18n.test.ts).
 */
type Catalog = Record<string, string>;

/**
 * A catalog's message: its text, or in the browser build its parsed form, which the build writes
 * instead of the text so the browser needs no ICU parser (vite.config.ts, ADR 033).
 */
type Message = string | MessageFormatElement[];

const merge = (files: Record<string, { default: Catalog }>): Catalog =>
  Object.assign({}, ...Object.keys(files).sort().map((file) => files[file].default));

export const catalogs = {
  "fr-FR": merge(import.meta.glob<{ default: Catalog }>("../i18n/fr-FR/*.json", { eager: true })),
  "en-GB": merge(import.meta.glob<{ default: Catalog }>("../i18n/en-GB/*.json", { eager: true })),
} as const;

export type Locale = keyof typeof catalogs;

export const isLocale = (value: unknown): value is Locale => value === "fr-FR" || value === "en-GB";

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/**
 * Messages without arguments, tags or quoting, given to react-intl in their parsed form (one
 * literal element, `type` 0): `formatMessage` returns such a message as it is, where a string goes
 * through its formatter cache, whose key serialises the message and the formats on every call
 * (about 1 µs; a page formats hundreds of messages). Other messages stay strings: react-intl
 * reads each message on its own, though its type wants one kind per catalog.
 */
function withLiteralsParsed(catalog: Catalog): IntlConfig["messages"] {
  const messages: Record<string, Message> = Object.fromEntries(
    Object.entries(catalog as Record<string, Message>).map(([id, message]) => [
      id,
      typeof message !== "string" || /[{}<>']/.test(message) ? message : [{ type: 0, value: message } as MessageFormatElement],
    ]),
  );
  return messages as IntlConfig["messages"];
}

/**
 * One formatter set per locale for the whole process: messages are parsed and Intl formatters
 * built once, not on every server render (an IntlProvider per render rebuilt them each time).
 */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = withCompiledMessages(createIntl({ locale, messages: withLiteralsParsed(catalogs[locale]), defaultLocale: "fr-FR" }, cache), catalogs[locale]);
    intls.set(locale, intl);
  }
  return intl;
}

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
