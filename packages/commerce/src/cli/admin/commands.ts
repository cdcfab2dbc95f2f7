import type { AdminCommand } from "./command.ts";
import { couponCommands } from "./coupon.ts";
import { housekeepingRun } from "./housekeeping.ts";
import { mailParked, mailRetry } from "./mail.ts";
import { orderCommands } from "./order.ts";
import { staffCommands } from "./staff.ts";
import { stockCommands } from "./stock.ts";

/** Every operator command, in the order `npm run admin -- help` lists them. */
export const adminCommands: AdminCommand[] = [...stockCommands, ...couponCommands, ...orderCommands, ...staffCommands, mailParked, mailRetry, housekeepingRun];
