import { backupCommands } from "./backup.ts";
import type { AdminCommand, DatabaseFileCommand } from "./command.ts";
import { couponCommands } from "./coupon.ts";
import { creditCommands } from "./credit.ts";
import { housekeepingRun } from "./housekeeping.ts";
import { mailParked, mailRetry } from "./mail.ts";
import { newsletterCommands } from "./newsletter.ts";
import { orderCommands } from "./order.ts";
import { pageCommands } from "./page.ts";
import { refundCommands } from "./refund.ts";
import { returnCommands } from "./return.ts";
import { reviewCommands } from "./review.ts";
import { staffCommands } from "./staff.ts";
import { stockCommands } from "./stock.ts";
import { stockAlertCommands } from "./stock-alert.ts";
import { contactCommands } from "./contact.ts";

/** Every operator command, in the order `npm run admin -- help` lists them. */
export const adminCommands: (AdminCommand | DatabaseFileCommand)[] = [...stockCommands, ...stockAlertCommands, ...newsletterCommands, ...contactCommands, ...couponCommands, ...orderCommands, ...returnCommands, ...reviewCommands, ...pageCommands, ...refundCommands, ...creditCommands, ...staffCommands, mailParked, mailRetry, housekeepingRun, ...backupCommands];
