import type { Kysely } from "kysely";
import type { ContactSubjectValue, Database } from "../../db/schema.ts";
import type { Executor } from "../../shared/transactions.ts";

/** The statements of contact messages: one written per message, listed by date, read by id. */

const COLUMNS = ["id", "store", "name", "email", "subject", "order_number", "message", "created_at"] as const;

export async function insertMessage(
  db: Executor,
  row: { store: "fr" | "en"; name: string; email: string; subject: ContactSubjectValue; orderNumber: string | null; message: string; clientHash: string; createdAt: string },
): Promise<number> {
  const written = await db
    .insertInto("contact_message")
    .values({
      store: row.store,
      name: row.name,
      email: row.email,
      subject: row.subject,
      order_number: row.orderNumber,
      message: row.message,
      client_hash: row.clientHash,
      created_at: row.createdAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return written.id;
}

/** Messages newest first, those since `since` (ISO) when given; at most `limit`. */
export function messagesSince(db: Kysely<Database>, since: string | undefined, limit: number) {
  return db
    .selectFrom("contact_message")
    .select(COLUMNS)
    .$if(since !== undefined, (query) => query.where("created_at", ">=", since!))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export function messageById(db: Kysely<Database>, id: number) {
  return db.selectFrom("contact_message").select(COLUMNS).where("id", "=", id).executeTakeFirst();
}
