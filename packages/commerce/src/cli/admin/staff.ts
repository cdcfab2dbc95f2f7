import { STAFF_ROLES, isStaffRole } from "../../shared/ownership.ts";
import { MIN_STAFF_PASSWORD_LENGTH, generatePassword, type StaffAccountFailure } from "../../modules/staff/service.ts";
import { type AdminCommand, type AdminContext, UsageError, commandArguments } from "./command.ts";

/**
 * Staff accounts and API tokens: `npm run admin -- staff add|list|disable|password|token`.
 * Passwords are read from standard input when it is piped (`printf %s "$PASSWORD" | npm run admin
 * -- staff add …`), so they never appear in a command line or a shell history; otherwise a strong
 * one is generated and printed once.
 */

/** The password piped on standard input (one trailing line break dropped), or undefined at a terminal or when empty. */
async function pipedPassword(context: AdminContext): Promise<string | undefined> {
  const text = (await context.input())?.replace(/\r?\n$/, "");
  return text ? text : undefined;
}

/** The piped password, or a generated one that is printed once (and only then). */
async function passwordFor(context: AdminContext): Promise<{ password: string; generated: boolean }> {
  const piped = await pipedPassword(context);
  return piped === undefined ? { password: generatePassword(), generated: true } : { password: piped, generated: false };
}

const failureMessages: Record<StaffAccountFailure, (email: string) => string> = {
  EMAIL_INVALID: (email) => `Not a valid e-mail address: ${email}`,
  PASSWORD_TOO_SHORT: () => `The password must be ${MIN_STAFF_PASSWORD_LENGTH} to 1000 characters long.`,
  NAME_REQUIRED: () => "The display name must not be empty.",
  ROLE_INVALID: () => `The role is one of: ${STAFF_ROLES.join(", ")}.`,
  EMAIL_TAKEN: (email) => `A staff member with the e-mail ${email} already exists (staff password <email> sets a new password).`,
  NOT_FOUND: (email) => `No staff member has the e-mail ${email}.`,
};

const add: AdminCommand = {
  words: ["staff", "add"],
  usage: '<email> [--name "Display name"] [--role admin|editor|support]',
  summary: "Adds a staff member (password from standard input when piped, otherwise generated and printed once).",
  async run(context, args) {
    const { values, positionals } = commandArguments(args, { name: { type: "string" }, role: { type: "string" } }, ["<email>"]);
    const [email] = positionals;
    if (values.role !== undefined && !isStaffRole(values.role)) {
      context.print(failureMessages.ROLE_INVALID(email));
      return 1;
    }
    const { password, generated } = await passwordFor(context);
    const result = await context.services.staff.add({ email, displayName: values.name, role: values.role, password });
    if (!result.ok) {
      context.print(failureMessages[result.code](email));
      return 1;
    }
    const { staff } = result;
    context.print(`Added ${staff.email} (${staff.displayName}), role ${staff.role}.`);
    if (generated) context.print(`Password (shown once, give it to them privately): ${password}`);
  },
};

const list: AdminCommand = {
  words: ["staff", "list"],
  usage: "",
  summary: "Lists staff members: e-mail, name, role, since, and whether disabled.",
  async run(context, args) {
    commandArguments(args, {}, []);
    const staff = await context.services.staff.list();
    if (staff.length === 0) {
      context.print("No staff members yet (npm run admin -- staff add <email>).");
      return;
    }
    const rows = staff.map((member) => [
      member.email,
      member.displayName,
      member.role,
      member.createdAt.slice(0, 10),
      member.disabledAt ? `disabled ${member.disabledAt.slice(0, 10)}` : "active",
    ]);
    rows.unshift(["E-MAIL", "NAME", "ROLE", "SINCE", "STATUS"]);
    const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
    for (const row of rows) context.print(row.map((cell, column) => cell.padEnd(widths[column])).join("  ").trimEnd());
  },
};

const disable: AdminCommand = {
  words: ["staff", "disable"],
  usage: "<email>",
  summary: "Disables a staff member: no more sign-in, and their sessions end now.",
  async run(context, args) {
    const [email] = commandArguments(args, {}, ["<email>"]).positionals;
    const result = await context.services.staff.disable(email);
    if (!result.ok) {
      context.print(failureMessages[result.code](email));
      return 1;
    }
    context.print(result.alreadyDisabled ? `${email} was already disabled; no session of theirs remains.` : `Disabled ${email}; their sessions have ended.`);
  },
};

const password: AdminCommand = {
  words: ["staff", "password"],
  usage: "<email>",
  summary: "Sets a new password for a staff member (piped, or generated and printed once); their sessions end.",
  async run(context, args) {
    const [email] = commandArguments(args, {}, ["<email>"]).positionals;
    const { password: newPassword, generated } = await passwordFor(context);
    const result = await context.services.staff.setPassword(email, newPassword);
    if (!result.ok) {
      context.print(failureMessages[result.code](email));
      return 1;
    }
    context.print(`New password set for ${email}; their sessions have ended.`);
    if (generated) context.print(`Password (shown once, give it to them privately): ${newPassword}`);
  },
};

const token: AdminCommand = {
  words: ["staff", "token"],
  usage: "<name> [--role admin|editor|support]",
  summary: "Makes an API token for a program acting as staff; prints it once, and the STAFF_TOKENS entry to add.",
  async run(context, args) {
    const { values, positionals } = commandArguments(args, { role: { type: "string" } }, ["<name>"]);
    const [name] = positionals;
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(name)) throw new UsageError("A token's name is letters, digits, '.', '_' or '-' (at most 64).");
    if (values.role !== undefined && !isStaffRole(values.role)) throw new UsageError(`The role is one of: ${STAFF_ROLES.join(", ")}.`);
    if (context.config.staffTokens.some((entry) => entry.name === name)) {
      context.print(`STAFF_TOKENS already has a token named ${name}: replace its entry with the one below, or choose another name.`);
    }
    const made = context.services.staff.newApiToken(name, values.role !== undefined && isStaffRole(values.role) ? values.role : undefined);
    context.print(`Token (shown once; the program sends it as "Authorization: Bearer <token>"): ${made.token}`);
    context.print(`Add this entry to STAFF_TOKENS (comma-separated) on every server process, then restart them: ${made.entry}`);
  },
};

/** The staff commands, in the order `help` lists them. */
export const staffCommands: AdminCommand[] = [add, list, disable, password, token];
