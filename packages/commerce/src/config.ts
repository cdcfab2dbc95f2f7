import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { DEFAULT_STAFF_ROLE, STAFF_ROLES, type StaffRole, isStaffRole } from "./shared/ownership.ts";

/**
 * Typed configuration, read once from the environment and validated at start-up.
 * Every variable is listed with its default in the README.
 */
const booleanFromEnv = z
  .enum(["true", "false", "1", "0", "on", "off", ""])
  .optional()
  .transform((value) => value === "true" || value === "1" || value === "on");

/**
 * Which peers may speak for the client through X-Forwarded-For/-Host/-Proto, in the forms Express's
 * `trust proxy` setting takes: a hop count (`1`: the nearest peer is the proxy), or a comma-separated
 * list of addresses, CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`. Empty trusts
 * no one: a request's forwarding headers are then ignored, so no client can claim another address,
 * host or scheme. `true` (trust every peer) is refused for the same reason.
 */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  // A mask in bits, or (IPv4) dotted, as proxy-addr accepts it.
  if (/^\d{1,3}$/.test(bits)) return Number(bits) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(bits) === 4;
};
const trustProxyFromEnv = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = value?.trim() ?? "";
    if (text === "") return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(",").map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: "custom",
        message: `not a hop count, nor addresses, CIDR ranges or loopback/linklocal/uniquelocal: ${invalid.map((entry) => JSON.stringify(entry)).join(", ")}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * API tokens of programs acting as staff (STAFF_TOKENS): comma-separated `name:sha256` or
 * `name:role:sha256` entries, where sha256 is the hex digest of the token. The configuration holds
 * only digests, so reading it (or a leaked copy) gives no token; `npm run admin -- staff token`
 * makes a token and prints its entry.
 */
export interface StaffTokenEntry {
  name: string;
  role: StaffRole;
  /** Hex sha256 of the token, lower case. */
  sha256: string;
}
const staffTokensFromEnv = z
  .string()
  .optional()
  .transform((value, context): StaffTokenEntry[] => {
    const entries: StaffTokenEntry[] = [];
    for (const text of (value ?? "").split(",").map((entry) => entry.trim()).filter(Boolean)) {
      const parts = text.split(":");
      const [name, role, sha256] = parts.length === 2 ? [parts[0], DEFAULT_STAFF_ROLE, parts[1]] : parts;
      // The entry is never echoed: were a token pasted by mistake, the error message must not print it.
      const problem =
        parts.length < 2 || parts.length > 3
          ? "not name:sha256 or name:role:sha256"
          : !/^[A-Za-z0-9_.-]{1,64}$/.test(name)
            ? "a name is letters, digits, '.', '_' or '-' (at most 64)"
            : !isStaffRole(role)
              ? `the role is one of ${STAFF_ROLES.join(", ")}`
              : !/^[0-9a-fA-F]{64}$/.test(sha256)
                ? "the digest is 64 hexadecimal characters (the token's sha256, not the token)"
                : entries.some((entry) => entry.name === name)
                  ? "names are unique"
                  : undefined;
      if (problem) {
        context.addIssue({ code: "custom", message: `entry ${entries.length + 1}: ${problem}` });
        return z.NEVER;
      }
      entries.push({ name, role: role as StaffRole, sha256: sha256.toLowerCase() });
    }
    return entries;
  });

/**
 * The carriers' public tracking pages, by carrier as a shipment names it (matched ignoring case):
 * `{tracking}` is replaced by the parcel's tracking number, URL-encoded. Defaults for every carrier
 * of the demo delivery methods; CARRIER_TRACKING_URLS adds to them or replaces them.
 */
export const DEFAULT_CARRIER_TRACKING_URLS: Readonly<Record<string, string>> = {
  Colissimo: "https://www.laposte.fr/outils/suivre-vos-envois?code={tracking}",
  "Mondial Relay": "https://www.mondialrelay.fr/suivi-de-colis/?numeroExpedition={tracking}",
  Chronopost: "https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT={tracking}",
  DPD: "https://trace.dpd.fr/fr/trace/{tracking}",
};

/** Why a tracking URL template cannot be used (undefined: it can): https, a host, `{tracking}` after the host. */
function trackingTemplateProblem(template: string): string | undefined {
  if (!template.startsWith("https://")) return "is not an https URL";
  if (!template.includes("{tracking}")) return "has no {tracking}";
  // The tracking number goes into the path or the query, never the host: a number cannot send a shopper elsewhere.
  const hostEnd = template.slice("https://".length).search(/[/?#]/);
  if (hostEnd <= 0 || template.slice(0, "https://".length + hostEnd).includes("{tracking}")) return "needs a host, and {tracking} after it";
  try {
    new URL(template.replaceAll("{tracking}", "X"));
  } catch {
    return "is not a valid URL";
  }
  return undefined;
}

/**
 * CARRIER_TRACKING_URLS: comma-separated `Carrier=URL` entries over the defaults (a comma inside a
 * URL is written `%2C`); `Carrier=` alone removes that carrier's page (its parcels show no link).
 * Keyed by the carrier's name in lower case.
 */
const carrierTrackingUrlsFromEnv = z
  .string()
  .optional()
  .transform((value, context): Record<string, string> => {
    const urls = Object.fromEntries(Object.entries(DEFAULT_CARRIER_TRACKING_URLS).map(([carrier, template]) => [carrier.toLowerCase(), template]));
    const entries = (value ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
    for (const [index, entry] of entries.entries()) {
      const separator = entry.indexOf("=");
      const carrier = separator > 0 ? entry.slice(0, separator).trim() : "";
      const template = entry.slice(separator + 1).trim();
      const problem = !carrier || carrier.length > 64 ? "not Carrier=URL (a carrier name of at most 64 characters)" : template ? trackingTemplateProblem(template) : undefined;
      if (problem) {
        context.addIssue({ code: "custom", message: `entry ${index + 1}${carrier ? ` (${carrier})` : ""}: ${problem}` });
        return z.NEVER;
      }
      if (template) urls[carrier.toLowerCase()] = template;
      else delete urls[carrier.toLowerCase()];
    }
    return urls;
  });

/**
 * The seller's registration numbers printed on invoices (modules/invoice), checked at start-up so
 * an invoice never carries a mistyped one: a SIREN is 9 digits and a SIRET 14 (the SIREN and a
 * 5-digit establishment number), each with a valid Luhn key; spaces are allowed and dropped.
 */
const digitsOnly = (value: string) => value.replace(/\s+/g, "");
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
/** The French intra-EU VAT number of a SIREN: `FR`, a 2-digit key, the SIREN. */
export const frenchVatNumber = (siren: string) => `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0")}${siren}`;
const sirenFromEnv = z
  .string()
  .default("912345675")
  .transform(digitsOnly)
  .refine((value) => /^\d{9}$/.test(value) && luhnValid(value), "9 digits with a valid key (Luhn)");
const siretFromEnv = z
  .string()
  .default("91234567500017")
  .transform(digitsOnly)
  .refine((value) => /^\d{14}$/.test(value) && luhnValid(value), "14 digits with a valid key (Luhn)");
const shareCapitalFromEnv = z
  .string()
  .default("50000")
  .transform((value, context): number | null => {
    const text = value.trim().replace(/\s+/g, "").replace(",", ".");
    if (text === "") return null;
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) {
      context.addIssue({ code: "custom", message: "an amount in euros (50000, 1500.50), or empty for none" });
      return z.NEVER;
    }
    return Math.round(Number(text) * 100);
  });

/** At least 16 characters, no spaces (it travels in an Authorization header); empty is unset. Never echoed in an error. */
const metricsTokenFromEnv = z
  .string()
  .optional()
  .transform((value, context): string | undefined => {
    const token = value?.trim() ?? "";
    if (token === "") return undefined;
    if (token.length < 16 || !/^[\x21-\x7e]+$/.test(token)) {
      context.addIssue({ code: "custom", message: "at least 16 printable characters, no spaces (openssl rand -hex 32 makes one)" });
      return z.NEVER;
    }
    return token;
  });

const environmentSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  // npm runs workspace scripts from their own folder: anchor the default at the repository root so
  // `npm start`, `npm run seed` and `npm run maintenance` share one database.
  DATA_DIR: z.string().default(fileURLToPath(new URL("../../../data", import.meta.url))),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  // Prefix of every key the shop writes to Redis (throttling counts, persisted queries).
  REDIS_KEY_PREFIX: z.string().default("eb:"),
  // Unset: the shop's own address on this machine, at the port it listens on (derived below).
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: trustProxyFromEnv,
  IMAGE_BASE_URL: z.string().optional(),
  SHOP_NAME: z.string().default("Essences & Botanique"),
  CONTACT_PHONE: z.string().default("+33 4 93 36 00 00"),
  CONTACT_EMAIL: z.string().email().default("contact@essences-botanique.example"),
  // The shop's opening hours as shoppers read them (the contact page), one text per store language.
  OPENING_HOURS_FR: z.string().trim().min(1).default("Du lundi au vendredi, de 9 h à 18 h (sauf jours fériés)"),
  OPENING_HOURS_EN: z.string().trim().min(1).default("Monday to Friday, 9 am to 6 pm (French time, except public holidays)"),
  // The contact form (modules/contact, ADR 082): the least time between the page's render and its
  // sending (a robot's is shorter), and how long a message is kept before housekeeping deletes it.
  CONTACT_FORM_MIN_SECONDS: z.coerce.number().int().min(0).max(600).default(3),
  CONTACT_MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  MAINTENANCE: booleanFromEnv,
  // Contribution mode (ADR 085): the editor tools (preview, x-ray) for staff; off by default.
  CONTRIBUTION_MODE: booleanFromEnv,
  FEATURES: z.string().default("wishlist"),
  REDIRECT_ALLOWED_HOSTS: z.string().default(""),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  // Unset: text for a person when standard output is a terminal, JSON lines otherwise (ADR 034).
  LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
  GRAPHQL_MAX_BATCH: z.coerce.number().int().min(1).default(10),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(12),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(15),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(1).default(2000),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).default(3000),
  GRAPHQL_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
  PERSISTED_QUERY_CACHE_MB: z.coerce.number().positive().default(16),
  GRAPHQL_DOCUMENT_CACHE_MB: z.coerce.number().positive().default(32),
  BODY_LIMIT: z.string().default("100kb"),
  SIGNIN_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGNIN_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).default(1),
  SIGNIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).default(15 * 60),
  SIGNIN_DAILY_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  // The bearer token a metrics scraper sends to `/metrics` (Prometheus's `authorization`); unset, the endpoint answers 404.
  METRICS_TOKEN: metricsTokenFromEnv,
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Essences & Botanique <boutique@essences-botanique.example>"),
  TEST_FAULTS: booleanFromEnv,
  /** EUR → GBP rate of the display currency (prices are in EUR, GBP is shown converted). */
  GBP_RATE: z.coerce.number().positive().max(100).default(0.86),
  STAFF_TOKENS: staffTokensFromEnv,
  CARRIER_TRACKING_URLS: carrierTrackingUrlsFromEnv,
  // Payments (modules/payment): the secret the providers sign their notifications with (HMAC-SHA256),
  // how old a notification may be, and how long an unpaid order keeps its stock.
  PAYMENT_NOTIFICATION_SECRET: z.string().min(16).default("sandbox-notifications-not-a-secret"),
  PAYMENT_NOTIFICATION_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(300),
  CARD_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).default(30),
  DEFERRED_PAYMENT_DAYS: z.coerce.number().int().min(1).default(10),
  // Downloadable products (modules/download): how long the download links of a paid order stay valid.
  DOWNLOAD_LINK_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  // Returns (modules/returns): days after a line's last shipment during which its return may be
  // asked for, and where parcels are sent back (lines separated by `|`; unset: the seller's address).
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETURN_ADDRESS: z.string().optional(),
  // What a transfer or a cheque is paid to.
  PAYEE_NAME: z.string().default("Essences & Botanique SAS"),
  BANK_IBAN: z.string().default("FR76 3000 6000 0112 3456 7890 189"),
  BANK_BIC: z.string().default("AGRIFRPPXXX"),
  BANK_NAME: z.string().default("Crédit Agricole Provence Côte d'Azur"),
  // Lines separated by `|`.
  CHEQUE_ADDRESS: z.string().default("Essences & Botanique – Service encaissement|12 avenue Sainte-Lorette|06130 Grasse|France"),
  // The seller printed on invoices (modules/invoice): a demo company's identity unless configured.
  SELLER_LEGAL_NAME: z.string().trim().min(1).default("Essences & Botanique SAS"),
  SELLER_LEGAL_FORM: z.string().trim().min(1).default("SAS"),
  SELLER_SHARE_CAPITAL: shareCapitalFromEnv,
  // Lines separated by `|`.
  SELLER_ADDRESS: z.string().default("12 avenue Sainte-Lorette|06130 Grasse|France"),
  SELLER_SIREN: sirenFromEnv,
  SELLER_SIRET: siretFromEnv,
  // Unset: `RCS Grasse <SIREN>`.
  SELLER_RCS: z.string().trim().optional(),
  // Unset: the French VAT number of the SIREN (`FR` + key + SIREN).
  SELLER_VAT_NUMBER: z.string().optional(),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface Config {
  env: Environment["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** `postgres://…` for PostgreSQL, otherwise the path of the embedded SQLite file. */
  database: { kind: "postgres"; url: string } | { kind: "sqlite"; file: string };
  redisUrl?: string;
  /** Prefix of the shop's Redis keys, so several shops (or test runs) can share one Redis. */
  redisKeyPrefix: string;
  publicUrl: string;
  /** Express's `trust proxy` value: false (no one), a hop count, or addresses/ranges (TRUST_PROXY). */
  trustProxy: false | number | string[];
  imageBaseUrl: string;
  shopName: string;
  contactPhone: string;
  contactEmail: string;
  /** The shop's opening hours as shoppers read them, per store language (OPENING_HOURS_FR, OPENING_HOURS_EN). */
  openingHours: { fr: string; en: string };
  contact: {
    /** Seconds a contact form must have been open before it is sent (CONTACT_FORM_MIN_SECONDS). */
    minimumFillSeconds: number;
    /** Days a contact message is kept (CONTACT_MESSAGE_RETENTION_DAYS). */
    retentionDays: number;
  };
  /** Maintenance forced by configuration; the database flag (`npm run maintenance`) adds to it. */
  maintenance: boolean;
  /**
   * Contribution mode (CONTRIBUTION_MODE, `isContributionModeEnabled`): editors signed in on the
   * staff page may turn preview and x-ray modes on; off, neither mode exists for anyone.
   */
  contributionMode: boolean;
  features: string[];
  redirectAllowedHosts: string[];
  logLevel: Environment["LOG_LEVEL"];
  /** `json`: one JSON line an event (ADR 025); `pretty`: the same events as short text, for a terminal. */
  logFormat: "json" | "pretty";
  graphql: {
    maxBatch: number;
    maxDepth: number;
    maxAliases: number;
    maxTokens: number;
    maxCost: number;
    /** Execution deadline of a request: past it, no further database work starts and it answers 504. */
    timeoutMs: number;
    /** Bytes of query text the in-process persisted-query cache may hold. */
    persistedQueryCacheBytes: number;
    /** Bytes the parsed (and compiled) documents of the parse/validation cache may use. */
    documentCacheBytes: number;
  };
  bodyLimit: string;
  throttling: {
    /**
     * Sign-in: consecutive failures of one account from one address before each further attempt
     * waits (firstDelay, doubled each time, at most maxDelay); failures a day from one address.
     */
    signIn: { freeFailures: number; firstDelaySeconds: number; maxDelaySeconds: number; dailyFailuresPerAddress: number };
  };
  /** The bearer token `/metrics` asks for (METRICS_TOKEN); undefined: the endpoint does not exist (404). */
  metricsToken?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Fault switches used by end-to-end tests; never on in a real deployment. */
  testFaults: boolean;
  /** Display currencies: how many units of each one euro is worth (EUR is 1). */
  exchangeRates: Record<string, number>;
  /** API tokens that act as staff (`Authorization: Bearer …`), by the sha256 of each token. */
  staffTokens: StaffTokenEntry[];
  /** Each carrier's public tracking page (https, `{tracking}` for the number), by carrier name in lower case. */
  carrierTrackingUrls: Readonly<Record<string, string>>;
  payments: {
    notificationSecret: string;
    notificationMaxAgeSeconds: number;
    cardTimeoutMinutes: number;
    deferredDays: number;
    payee: string;
    iban: string;
    bic: string;
    bankName: string;
    chequeAddress: string[];
  };
  /** Who sells, as invoices must say it (Code de commerce R123-237, CGI art. 242 nonies A). */
  seller: SellerIdentity;
  /** Days a download right lasts from the order's payment (DOWNLOAD_LINK_DAYS). */
  downloadLinkDays: number;
  returns: {
    /** Days after a line's last shipment during which its return may be asked for (RETURN_WINDOW_DAYS). */
    windowDays: number;
    /** Where returned parcels go, as the slip prints it (RETURN_ADDRESS, else the seller's name and address). */
    address: string[];
  };
}

export interface SellerIdentity {
  legalName: string;
  /** `SAS`, `SARL`…: printed with the share capital. */
  legalForm: string;
  /** Null: no share capital to state (a sole trader). */
  shareCapitalCents: number | null;
  /** Address lines. */
  address: string[];
  siren: string;
  siret: string;
  /** `RCS Grasse 912 345 675`. */
  rcs: string;
  /** Intra-EU VAT number (`FR65912345675`). */
  vatNumber: string;
}

/** Text for a person when standard output is a terminal; JSON for whatever else collects it (a file, a pipe, a log shipper). */
export const defaultLogFormat = (): Config["logFormat"] => (process.stdout.isTTY ? "pretty" : "json");

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  // Canonical, hreflang, JSON-LD and image URLs are built from it: without PUBLIC_URL they must
  // name the port the shop actually listens on (port 0 asks for any free port: none to name).
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, "");
  const databaseUrl = env.DATABASE_URL?.trim();
  const seller = sellerOf(env);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database:
      databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)
        ? { kind: "postgres", url: databaseUrl }
        : { kind: "sqlite", file: databaseUrl ? path.resolve(databaseUrl.replace(/^sqlite:/, "")) : path.join(dataDir, "shop.sqlite") },
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    publicUrl,
    trustProxy: env.TRUST_PROXY,
    imageBaseUrl: (env.IMAGE_BASE_URL ?? `${publicUrl}/media`).replace(/\/+$/, ""),
    shopName: env.SHOP_NAME,
    contactPhone: env.CONTACT_PHONE,
    contactEmail: env.CONTACT_EMAIL,
    openingHours: { fr: env.OPENING_HOURS_FR, en: env.OPENING_HOURS_EN },
    contact: { minimumFillSeconds: env.CONTACT_FORM_MIN_SECONDS, retentionDays: env.CONTACT_MESSAGE_RETENTION_DAYS },
    maintenance: env.MAINTENANCE,
    contributionMode: env.CONTRIBUTION_MODE,
    features: env.FEATURES.split(",").map((name) => name.trim()).filter(Boolean),
    redirectAllowedHosts: [
      new URL(publicUrl).host,
      ...env.REDIRECT_ALLOWED_HOSTS.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean),
    ],
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT ?? defaultLogFormat(),
    graphql: {
      maxBatch: env.GRAPHQL_MAX_BATCH,
      maxDepth: env.GRAPHQL_MAX_DEPTH,
      maxAliases: env.GRAPHQL_MAX_ALIASES,
      maxTokens: env.GRAPHQL_MAX_TOKENS,
      maxCost: env.GRAPHQL_MAX_COST,
      timeoutMs: env.GRAPHQL_TIMEOUT_MS,
      persistedQueryCacheBytes: Math.round(env.PERSISTED_QUERY_CACHE_MB * 1024 * 1024),
      documentCacheBytes: Math.round(env.GRAPHQL_DOCUMENT_CACHE_MB * 1024 * 1024),
    },
    bodyLimit: env.BODY_LIMIT,
    throttling: {
      signIn: {
        freeFailures: env.SIGNIN_FREE_FAILURES,
        firstDelaySeconds: env.SIGNIN_FIRST_DELAY_SECONDS,
        maxDelaySeconds: Math.max(env.SIGNIN_MAX_DELAY_SECONDS, env.SIGNIN_FIRST_DELAY_SECONDS),
        dailyFailuresPerAddress: env.SIGNIN_DAILY_FAILURES_PER_ADDRESS,
      },
    },
    metricsToken: env.METRICS_TOKEN,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    testFaults: env.TEST_FAULTS,
    exchangeRates: { EUR: 1, GBP: env.GBP_RATE },
    staffTokens: env.STAFF_TOKENS,
    carrierTrackingUrls: env.CARRIER_TRACKING_URLS,
    payments: {
      notificationSecret: env.PAYMENT_NOTIFICATION_SECRET,
      notificationMaxAgeSeconds: env.PAYMENT_NOTIFICATION_MAX_AGE_SECONDS,
      cardTimeoutMinutes: env.CARD_PAYMENT_TIMEOUT_MINUTES,
      deferredDays: env.DEFERRED_PAYMENT_DAYS,
      payee: env.PAYEE_NAME,
      iban: env.BANK_IBAN,
      bic: env.BANK_BIC,
      bankName: env.BANK_NAME,
      chequeAddress: env.CHEQUE_ADDRESS.split("|").map((line) => line.trim()).filter(Boolean),
    },
    downloadLinkDays: env.DOWNLOAD_LINK_DAYS,
    returns: {
      windowDays: env.RETURN_WINDOW_DAYS,
      address: env.RETURN_ADDRESS?.trim()
        ? env.RETURN_ADDRESS.split("|").map((line) => line.trim()).filter(Boolean)
        : [`${seller.legalName} – Service retours`, ...seller.address],
    },
    seller,
  };
}

/** The seller's identity; the numbers that must agree with each other (SIRET, VAT number and SIREN) are checked here. */
function sellerOf(env: Environment): SellerIdentity {
  const { SELLER_SIREN: siren, SELLER_SIRET: siret } = env;
  const problems: string[] = [];
  if (!siret.startsWith(siren)) problems.push("SELLER_SIRET: its first 9 digits are the SIREN (SELLER_SIREN)");
  const vatNumber = (env.SELLER_VAT_NUMBER?.trim() ? env.SELLER_VAT_NUMBER : frenchVatNumber(siren)).replace(/\s+/g, "").toUpperCase();
  if (!/^FR[0-9A-Z]{2}\d{9}$/.test(vatNumber) || vatNumber.slice(4) !== siren || (/^\d{2}$/.test(vatNumber.slice(2, 4)) && vatNumber !== frenchVatNumber(siren))) {
    problems.push("SELLER_VAT_NUMBER: FR, its 2-character key, then the SIREN (SELLER_SIREN)");
  }
  const address = env.SELLER_ADDRESS.split("|").map((line) => line.trim()).filter(Boolean);
  if (!address.length) problems.push("SELLER_ADDRESS: at least one line");
  if (problems.length) throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  const grouped = `${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)}`;
  return {
    legalName: env.SELLER_LEGAL_NAME,
    legalForm: env.SELLER_LEGAL_FORM,
    shareCapitalCents: env.SELLER_SHARE_CAPITAL,
    address,
    siren,
    siret,
    rcs: env.SELLER_RCS || `RCS Grasse ${grouped}`,
    vatNumber,
  };
}
