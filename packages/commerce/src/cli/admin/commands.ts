import type { AdminCommand } from "./command.ts";
import { couponCommands } from "./coupon.ts";
import { creditCommands } from "./credit.ts";
import { housekeepingRun } from "./housekeeping.ts";
import { mailParked, mailRetry } from "./mail.ts";
import { orderCommands } from "./order.ts";
import { refundCommands } from "./refund.ts";
import { returnCommands } from "./return.ts";
import { staffCommands } from "./staff.ts";
import { stockCommands } from "./stock.ts";

/** Every operator command, in the order `npm run admin -- help` lists them. */
export const adminCommands: AdminCommand[] = [...stockCommands, ...couponCommands, ...orderCommands, ...returnCommands, ...refundCommands, ...creditCommands, ...staffCommands, mailParked, mailRetry, housekeepingRun];
