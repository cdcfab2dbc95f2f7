import type { AdminCommand } from "./command.ts";
import { stockCommands } from "./stock.ts";

/** Every operator command, in the order `npm run admin -- help` lists them. */
export const adminCommands: AdminCommand[] = [...stockCommands];
