import { AsyncLocalStorage } from "node:async_hooks";

/**
 * How long a transaction's COMMIT waits for the disk. `full` (the default): until the commit is
 * on disk, so a power cut loses nothing acknowledged. `relaxed`: not at all: the commit is safe
 * from a crash of the process, and the database stays consistent through a power cut, but the
 * last moments' commits may be lost with it (SQLite: `synchronous = NORMAL` in WAL mode, the WAL
 * synced at checkpoints; PostgreSQL: `synchronous_commit = off`). Relaxed is for writes a shopper
 * can redo and nothing else depends on (a basket's lines), never for money, stock, orders or
 * accounts: waiting for the disk is most of what a small write costs, and on SQLite it blocks the
 * process's event loop meanwhile.
 */
export type Durability = "full" | "relaxed";

/** The durability asked for by the transaction being begun (inTransaction sets it around BEGIN). */
const requested = new AsyncLocalStorage<Durability>();

export const withDurability = <T>(durability: Durability, begin: () => Promise<T>): Promise<T> => requested.run(durability, begin);

/** What the drivers' BEGIN reads: `full` unless the transaction asked otherwise. */
export const requestedDurability = (): Durability => requested.getStore() ?? "full";
