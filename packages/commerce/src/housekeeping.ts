import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "./db/schema.ts";
import { purgeSpentTokens } from "./modules/customer/token-retention.ts";
import { purgeExpiredPending } from "./modules/newsletter/subscriber-retention.ts";
import { purgeSpentAlerts } from "./modules/stock-alert/alert-retention.ts";
import type { SessionService } from "./modules/session/service.ts";
import type { StaffService } from "./modules/staff/service.ts";
import type { ContactService } from "./modules/contact/service.ts";
import { purgeSentMail } from "./shared/mail/outbox-retention.ts";
import { type PeriodicTask, startPeriodicTask } from "./shared/periodic-task.ts";

/**
 * Housekeeping (ADR 071): deletes the rows nothing can use any more, each by the service that owns
 * its table, in bounded batches. What it deletes, and when:
 *
 * - sessions expired for an hour (a visitor's cart and the wishlist items it kept until sign-in
 *   with its session, by their foreign keys; a customer's cart and wishlist stay);
 * - staff sessions once expired;
 * - account links (`customer_token`) a week after their expiry;
 * - e-mails sent more than 30 days ago (parked and pending ones stay);
 * - in-stock alerts never confirmed, 7 days after their link expired, and notified ones after 90 days;
 * - contact messages older than CONTACT_MESSAGE_RETENTION_DAYS (365 by default; ADR 082).
 *
 * Never orders, their lines, events, payments, payment notifications, invoices, credit notes,
 * coupon uses or download rights: the shop's accounts and the law need them kept.
 */

/** How often the process doing background work runs a housekeeping pass. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** What a pass deleted, by kind of row. */
export interface HousekeepingReport {
  sessions: number;
  staffSessions: number;
  accountLinks: number;
  sentMails: number;
  stockAlerts: number;
  /** Newsletter sign-ups never confirmed, deleted (or put back to unsubscribed) once their link expired. */
  newsletterPending: number;
  contactMessages: number;
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;

export function createHousekeeping(
  db: Kysely<Database>,
  services: { sessions: Pick<SessionService, "purgeExpired">; staff: Pick<StaffService, "purgeExpiredSessions">; contact: Pick<ContactService, "purgeExpired"> },
  options: { batchSize?: number } = {},
) {
  return {
    /**
     * One pass: each kind in turn, each in statements of at most `batchSize` rows, so a backlog
     * never holds a lock for long; safe while another process runs one too (each row deleted and
     * counted once). `now` is for tests.
     */
    async run(at: { now?: Date } = {}): Promise<HousekeepingReport> {
      const purge = { batchSize: options.batchSize, now: at.now };
      return {
        sessions: await services.sessions.purgeExpired(purge),
        staffSessions: await services.staff.purgeExpiredSessions(purge),
        accountLinks: await purgeSpentTokens(db, purge),
        sentMails: await purgeSentMail(db, purge),
        stockAlerts: await purgeSpentAlerts(db, purge),
        newsletterPending: await purgeExpiredPending(db, purge),
        contactMessages: await services.contact.purgeExpired(purge),
      };
    },
  };
}

/** Runs a housekeeping pass every `intervalMs` in this process; says at info level what a pass deleted, when it deleted anything. */
export function startHousekeeping(housekeeping: Pick<Housekeeping, "run">, options: { intervalMs?: number; logger?: Logger } = {}): PeriodicTask {
  return startPeriodicTask({
    job: "housekeeping",
    intervalMs: options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS,
    logger: options.logger,
    failureMessage: "housekeeping: the pass failed",
    async pass() {
      const deleted = await housekeeping.run();
      if (Object.values(deleted).some((count) => count > 0)) options.logger?.info({ deleted }, "housekeeping: rows past their keep time deleted");
    },
  });
}
