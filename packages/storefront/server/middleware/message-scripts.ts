import fs from "node:fs";
import path from "node:path";

/** Where the browser build says which script holds each locale's messages (vite.config.ts): never served, the folder starts with a dot. */
export const MESSAGE_SCRIPTS_FILE = ".vite/message-scripts.json";

/** Each locale's message scripts: those any page needs (`page`), and the account, checkout and quick-order ones (`areas`). */
export type MessageScripts = Partial<Record<string, { page?: string; areas?: string }>>;

/** The browser build's message scripts; none without a build (in development, Vite serves the modules). */
export function readMessageScripts(clientDir: string | undefined): MessageScripts {
  if (!clientDir) return {};
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, MESSAGE_SCRIPTS_FILE), "utf8")) as MessageScripts;
  } catch {
    return {};
  }
}
