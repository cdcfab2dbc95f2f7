import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import type { Config } from "../../config.ts";
import type { RenderedMail } from "./layout.ts";

/** One message ready to hand to the transport. */
export interface OutgoingMail extends RenderedMail {
  /** The whole Message-ID header value, `<…@…>`: the same on every attempt at one message. */
  messageId: string;
  to: string;
  /** Names the `.eml` file: when the message was written, its kind and its outbox id. */
  createdAt: string;
  kind: string;
  outboxId: number;
}

export interface Mailer {
  /** Where messages go, for the start-up log (never the SMTP credentials). */
  readonly destination: string;
  /** Resolves once the SMTP server accepted the message (or the file is written); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP waits, short enough that a dead server fails an attempt (retried later by the outbox)
 * instead of holding a worker: nodemailer's defaults are minutes.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** The domain of the sender's address (MAIL_FROM), which Message-IDs are minted under. */
export function senderDomain(mailFrom: string): string {
  const [first] = addressparser(mailFrom, { flatten: true });
  const domain = first && "address" in first ? first.address.split("@")[1] : undefined;
  if (!domain) throw new Error(`MAIL_FROM: not an e-mail address: ${JSON.stringify(mailFrom)}`);
  return domain.toLowerCase();
}

/** `SMTP_URL` with its password hidden, for logs. */
export function redactSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "smtp (invalid URL)";
  }
}

/** The parts of `SMTP_URL` that must never be stored or logged (its password, as written and decoded). */
export function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl) return [];
  try {
    const { password } = new URL(smtpUrl);
    return password ? [...new Set([password, decodeURIComponent(password)])] : [];
  } catch {
    return [];
  }
}

/** `.eml` file name: sorts by the message's creation time and names its kind and outbox id. */
export const emlFileName = (mail: Pick<OutgoingMail, "createdAt" | "kind" | "outboxId">): string =>
  `${mail.createdAt.replace(/:/g, "")}-${mail.kind.replace(/[^\w.-]/g, "_")}-${mail.outboxId}.eml`;

/**
 * The one mailer: SMTP when `SMTP_URL` is set (smtp:// or smtps://), otherwise each message is
 * written as an RFC 5322 `.eml` file under `DATA_DIR/mail` (development, tests, demos), one file
 * per message. A message sent again (see the outbox's at-least-once delivery) overwrites its own file.
 */
export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">): Mailer {
  const from = config.mailFrom;
  senderDomain(from);
  if (config.smtpUrl) {
    if (!/^smtps?:\/\/[^/]/i.test(config.smtpUrl)) throw new Error("SMTP_URL: expected smtp://[user:password@]host[:port] or smtps://…");
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      destination: redactSmtpUrl(config.smtpUrl),
      async send(mail) {
        await transport.sendMail(message(from, mail));
      },
      close: () => transport.close(),
    };
  }

  const directory = path.join(config.dataDir, "mail");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    destination: directory,
    async send(mail) {
      const info = await transport.sendMail(message(from, mail));
      await fs.mkdir(directory, { recursive: true });
      const file = path.join(directory, emlFileName(mail));
      // Written aside, then renamed: a reader never sees half a message.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
    },
    close: () => transport.close(),
  };
}

function message(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    attachments: mail.attachments,
    // Automatic replies (holidays, out of office) are not sent back to the shop's automatic mail.
    // A template's own fields (a newsletter's List-Unsubscribe) come after, never instead of these.
    headers: { ...mail.headers, "Auto-Submitted": "auto-generated" },
  };
}
