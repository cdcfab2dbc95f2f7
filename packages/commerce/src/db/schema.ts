import type { Generated } from "kysely";

/**
 * Row types of every table, shared by both dialects. Timestamps are ISO-8601 UTC strings so that
 * SQLite and PostgreSQL store, compare and sort them the same way (see docs/decisions/003).
 */
export interface Database {
  setting: SettingTable;
  customer: CustomerTable;
  session: SessionTable;
}

export interface SettingTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface CustomerTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  firstname: string;
  lastname: string;
  created_at: string;
}

export interface SessionTable {
  /** sha256 of the cookie token: a leaked table cannot be replayed as cookies. */
  token_hash: string;
  customer_id: number | null;
  created_at: string;
  expires_at: string;
}
