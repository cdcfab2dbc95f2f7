import { hash, verify } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import { nowIso } from "../../db/database.ts";
import type { Database } from "../../db/schema.ts";
import { argon2Options, unknownAccountHash } from "../../shared/passwords.ts";
import type { MailQueue } from "../../shared/mail/outbox.ts";
import { inTransaction } from "../../shared/transactions.ts";
import type { ServiceScope } from "../shop/service-scope.ts";
import { welcomeMail } from "./mail/welcome.ts";

export interface CustomerProfile {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
}

export type RegisterFailure = "EMAIL_INVALID" | "PASSWORD_TOO_SHORT" | "NAME_REQUIRED" | "EMAIL_TAKEN";

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();
export const isEmail = (email: string): boolean => email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
export const MIN_PASSWORD_LENGTH = 8;
/** How long after an account's creation the same registration is answered as a repeat. */
const REPEATED_REGISTRATION_WINDOW_MS = 10 * 60_000;

export function createCustomerService(db: Kysely<Database>, deps: { mail: MailQueue }) {
  const profileColumns = ["id", "email", "firstname", "lastname"] as const;

  /**
   * Registration is idempotent: the same registration (e-mail, password, names) repeated within
   * minutes of the account's creation answers as the first did. A shopper whose answer was lost
   * (the connection dropped after the account was committed, answered "retry later") can then
   * simply send it again, instead of being told the e-mail is taken by their own new account.
   * Whoever knows that e-mail and password could sign in anyway, so this reveals nothing more.
   */
  async function repeatedRegistration(executor: Kysely<Database>, email: string, password: string, firstname: string, lastname: string): Promise<CustomerProfile | undefined> {
    const row = await executor
      .selectFrom("customer")
      .select([...profileColumns, "password_hash", "created_at"])
      .where("email", "=", email)
      .executeTakeFirst();
    if (!row || row.firstname !== firstname || row.lastname !== lastname) return undefined;
    if (!(Date.now() - Date.parse(row.created_at) < REPEATED_REGISTRATION_WINDOW_MS)) return undefined;
    if (!(await verify(row.password_hash, password).catch(() => false))) return undefined;
    return { id: row.id, email: row.email, firstname: row.firstname, lastname: row.lastname };
  }

  return {
    async findById(id: number): Promise<CustomerProfile | undefined> {
      return db.selectFrom("customer").select(profileColumns).where("id", "=", id).executeTakeFirst();
    },

    /**
     * Creates an account in the scope's store (its language is the account's) and queues the
     * welcome message in the same transaction: no account without its welcome, no welcome
     * without its account. A repeated registration (above) creates nothing and sends nothing.
     */
    async register(
      scope: Pick<ServiceScope, "store" | "executor">,
      input: { email: string; password: string; firstname: string; lastname: string },
    ): Promise<{ ok: true; customer: CustomerProfile } | { ok: false; code: RegisterFailure }> {
      const email = normaliseEmail(input.email);
      const firstname = input.firstname.trim().slice(0, 100);
      const lastname = input.lastname.trim().slice(0, 100);
      if (!isEmail(email)) return { ok: false, code: "EMAIL_INVALID" };
      if (input.password.length < MIN_PASSWORD_LENGTH || input.password.length > 1000) {
        return { ok: false, code: "PASSWORD_TOO_SHORT" };
      }
      if (!firstname || !lastname) return { ok: false, code: "NAME_REQUIRED" };
      // Hashed before the transaction: on SQLite it holds the write lock, which no one should wait 50 ms for.
      const password_hash = await hash(input.password, argon2Options);
      const { language } = scope.store;
      const inserted = await inTransaction(scope.executor ?? db, async (trx) => {
        // The unique index decides between two concurrent registrations of one e-mail.
        const customer = await trx
          .insertInto("customer")
          .values({ email, password_hash, firstname, lastname, language, created_at: nowIso() })
          .onConflict((conflict) => conflict.column("email").doNothing())
          .returning(profileColumns)
          .executeTakeFirst();
        if (customer) await deps.mail.enqueue({ executor: trx }, { template: welcomeMail, to: email, language, data: { firstname } });
        return customer;
      });
      if (inserted) return { ok: true, customer: inserted };
      const repeated = await repeatedRegistration(scope.executor ?? db, email, input.password, firstname, lastname);
      return repeated ? { ok: true, customer: repeated } : { ok: false, code: "EMAIL_TAKEN" };
    },

    /** The customer whose e-mail and password match, else undefined (same cost either way). */
    async authenticate(emailInput: string, password: string): Promise<CustomerProfile | undefined> {
      const email = normaliseEmail(emailInput);
      const row = await db
        .selectFrom("customer")
        .select([...profileColumns, "password_hash"])
        .where("email", "=", email)
        .executeTakeFirst();
      const passwordHash = row?.password_hash ?? (await unknownAccountHash);
      const matches = password.length <= 1000 && (await verify(passwordHash, password).catch(() => false));
      if (!row || !matches) return undefined;
      const { password_hash: _omitted, ...profile } = row;
      return profile;
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;
