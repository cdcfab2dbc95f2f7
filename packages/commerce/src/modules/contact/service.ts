import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "../../config.ts";
import type { ContactSubjectValue, Database } from "../../db/schema.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { purgeInBatches } from "../../shared/purge-in-batches.ts";
import type { Limits } from "../../shared/throttling/limits.ts";
import { addressKey } from "../../shared/throttling/throttling.ts";
import { inTransaction } from "../../shared/transactions.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { type ContactFieldError, type ContactFormInput, type ContactSubject, checkContactForm } from "./contact-rules.ts";
import { createFormTokens } from "./form-token.ts";
import { contactMessageMail } from "./mail/contact-message.ts";
import { insertMessage, messageById, messagesSince } from "./repository.ts";

/**
 * The contact form (ADR 082): a shopper's message, checked by the form's own rules
 * (`contact-rules.ts`), kept in `contact_message` and, in the same unit of work, put in the outbox
 * for the shop's address (CONTACT_EMAIL) with Reply-To the shopper's. Nothing is ever sent to the
 * address typed. Robots are told apart without a CAPTCHA: a trap field people leave empty, a
 * signed token saying when the page was rendered (a form sent sooner than
 * CONTACT_FORM_MIN_SECONDS after it is a robot's), and limits per client address and per e-mail.
 * A robot caught by the trap or the clock gets the same success as a person, and nothing is kept
 * or sent, so it learns nothing to adapt to.
 */

/** The language the shop's message is written in: the shop's team's (its home store's), whichever store the shopper wrote from. */
export const SHOP_LANGUAGE = "fr" as const;
/** The most messages the operator's list prints. */
export const MAX_LISTED = 1000;

export interface ContactMessageRequest extends ContactFormInput {
  formToken?: string | null;
  /** The trap field. */
  website?: string | null;
}

export type ContactOutcome =
  | { ok: true }
  | { ok: false; code: "INVALID_FIELDS"; fieldErrors: ContactFieldError[] }
  | { ok: false; code: "FORM_EXPIRED" }
  | { ok: false; code: "TOO_MANY_ATTEMPTS"; retryAfterSeconds: number };

/** A kept message, for the operator. */
export interface ContactMessageRecord {
  id: number;
  store: "fr" | "en";
  name: string;
  email: string;
  subject: ContactSubject;
  orderNumber: string | null;
  message: string;
  createdAt: string;
}

const toStored = (subject: ContactSubject) => subject.toLowerCase() as ContactSubjectValue;
const recordOf = (row: { id: number; store: "fr" | "en"; name: string; email: string; subject: ContactSubjectValue; order_number: string | null; message: string; created_at: string }): ContactMessageRecord => ({
  id: row.id,
  store: row.store,
  name: row.name,
  email: row.email,
  subject: row.subject.toUpperCase() as ContactSubject,
  orderNumber: row.order_number,
  message: row.message,
  createdAt: row.created_at,
});
/** A key of the limits and the stored trace of a sender: a hash, never the address itself. */
const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url");
const throttled = (retryAfterSeconds: number) => ({ ok: false as const, code: "TOO_MANY_ATTEMPTS" as const, retryAfterSeconds });

export function createContactService(
  db: Kysely<Database>,
  deps: {
    config: Pick<Config, "contactEmail" | "contact" | "payments">;
    limits: Pick<Limits, "contactMessageAddress" | "contactMessageEmail">;
    mail: MailQueue;
    logger?: Logger;
    now?: () => Date;
  },
) {
  const { config, limits, mail, logger } = deps;
  const now = () => deps.now?.() ?? new Date();
  const tokens = createFormTokens(config.payments.notificationSecret);

  return {
    /** A token for a contact form rendered now in the scope's store (`contactFormToken`). */
    formToken: (scope: ServiceScope) => tokens.issue(scope.store.language, now()),

    /**
     * Sends a shopper's message to the shop. In order: the trap field (filled: a success, nothing
     * done), the fields (every problem at once), the form's token (not the shop's, another
     * store's or over a day old: FORM_EXPIRED; younger than the minimum: a success, nothing done),
     * the client address's limit, the e-mail's limit, then the message kept and enqueued together.
     * `client`: the client's address (limits; only its hash is kept).
     */
    async send(scope: ServiceScope, request: ContactMessageRequest, client: string): Promise<ContactOutcome> {
      const store = scope.store.language;
      if (request.website?.trim()) {
        logger?.info({ reason: "trap field filled" }, "contact: a robot's message dropped");
        return { ok: true };
      }
      const checked = checkContactForm(request);
      if (!checked.ok) return { ok: false, code: "INVALID_FIELDS", fieldErrors: checked.fieldErrors };
      const at = now();
      const token = tokens.read(request.formToken, store, at);
      if (!token.ok) return { ok: false, code: "FORM_EXPIRED" };
      if (token.ageMs < config.contact.minimumFillSeconds * 1000) {
        logger?.info({ reason: "sent too fast", ageMs: token.ageMs }, "contact: a robot's message dropped");
        return { ok: true };
      }
      const clientKey = addressKey(client);
      const byAddress = await limits.contactMessageAddress.consume(clientKey);
      if (!byAddress.allowed) return throttled(byAddress.retryAfterSeconds);
      const values = checked.values;
      const byEmail = await limits.contactMessageEmail.consume(hashOf(values.email));
      if (!byEmail.allowed) {
        // Not sent: the client address's point is given back (its next message with another address may go).
        await limits.contactMessageAddress.refund(clientKey);
        return throttled(byEmail.retryAfterSeconds);
      }
      const createdAt = at.toISOString();
      await inTransaction(db, async (trx) => {
        const id = await insertMessage(trx, {
          store,
          name: values.name,
          email: values.email,
          subject: toStored(values.subject),
          orderNumber: values.orderNumber,
          message: values.message,
          clientHash: hashOf(clientKey),
          createdAt,
        });
        await mail.enqueue(
          { executor: trx },
          { template: contactMessageMail, to: config.contactEmail, language: SHOP_LANGUAGE, data: { id, store, ...values, sentAt: createdAt } },
        );
      });
      return { ok: true };
    },

    /** The operator's list: messages newest first, since `since` (ISO) when given, at most `limit`. */
    async list(options: { since?: string; limit?: number } = {}): Promise<ContactMessageRecord[]> {
      return (await messagesSince(db, options.since, Math.min(options.limit ?? 50, MAX_LISTED))).map(recordOf);
    },

    /** One message whole, for the operator; undefined when no message has this id. */
    async byId(id: number): Promise<ContactMessageRecord | undefined> {
      const row = await messageById(db, id);
      return row && recordOf(row);
    },

    /**
     * Housekeeping's purge (ADR 071): messages older than CONTACT_MESSAGE_RETENTION_DAYS, in
     * bounded batches (the shop answered long ago; personal data is not kept without a use).
     * Resolves to the rows deleted.
     */
    async purgeExpired(options: { batchSize?: number; now?: Date } = {}): Promise<number> {
      const before = new Date((options.now ?? now()).getTime() - config.contact.retentionDays * 86_400_000).toISOString();
      return purgeInBatches(
        db,
        (limit, claimed) =>
          db
            .deleteFrom("contact_message")
            .where("id", "in", claimed(db.selectFrom("contact_message").select("id").where("created_at", "<", before).limit(limit)))
            .executeTakeFirst(),
        options.batchSize,
      );
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
