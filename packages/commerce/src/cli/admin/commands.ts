import type { AdminCommand } from "./command.ts";
import { mailParked, mailRetry } from "./mail.ts";

/** Every operator command, in the order `npm run admin -- help` lists them. */
export const adminCommands: AdminCommand[] = [mailParked, mailRetry];
