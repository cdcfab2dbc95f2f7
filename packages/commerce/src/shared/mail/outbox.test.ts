import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrate.ts";
import { runWithDeadline } from "../../db/request-deadline.ts";
import { createLogger } from "../../logger.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import { type TestDialect, createThrowawayDatabase } from "../../testing/test-server.ts";
import { type Mailer, type OutgoingMail, createMailer } from "./mailer.ts";
import { type MailServiceOptions, createMailService, writeToOutbox } from "./outbox.ts";
import { defineMailTemplate, mjml } from "./template.ts";

/**
 * The outbox's promises to the shop: each message is delivered once even with several workers
 * on one database; a refused attempt is tried again after its back-off, with the same
 * Message-ID; a message refused every time is parked, logged and kept.
 */

const MAIL_FROM = "Essences & Botanique <boutique@essences-botanique.example>";
const shop: MailServiceOptions["shop"] = (language) => ({
  language,
  name: "Essences & Botanique",
  url: language === "en" ? "http://shop.test/en" : "http://shop.test",
  contactEmail: "contact@essences-botanique.example",
  contactPhone: "+33 4 93 36 00 00",
});
const numbered = defineMailTemplate<{ n: number }>("test.numbered", ({ n }) => ({
  subject: `Message ${n}`,
  preheader: `Message ${n}`,
  body: mjml`<mj-text>Message ${n}</mj-text>`,
}));

/** A database as two server processes see it: two handles (SQLite connections, PostgreSQL pools) on one file or database. */
async function twoHandles(dialect: TestDialect) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "eb-outbox-"));
  let drop = async () => undefined as void;
  let config: Parameters<typeof openDatabase>[0];
  if (dialect === "postgres") {
    const database = await createThrowawayDatabase();
    drop = database.drop;
    config = { kind: "postgres", url: database.url };
  } else {
    config = { kind: "sqlite", file: path.join(dataDir, "shop.sqlite") };
  }
  const first = openDatabase(config);
  await migrateToLatest(first.db, first.dialect);
  const second = openDatabase(config);
  return {
    dataDir,
    first,
    second,
    async close() {
      await first.close();
      await second.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fake SMTP server: `answer(attempt)` says whether the n-th message it receives is accepted. */
async function fakeSmtpServer(answer: (attempt: number) => { code: number; message: string } | undefined) {
  const received: { messageId: string; accepted: boolean }[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void simpleParser(Buffer.concat(chunks)).then((parsed) => {
          const refusal = answer(received.length + 1);
          received.push({ messageId: parsed.messageId ?? "", accepted: !refusal });
          callback(refusal ? Object.assign(new Error(refusal.message), { responseCode: refusal.code }) : null);
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const rowsOf = (handle: DatabaseHandle) => handle.db.selectFrom("outbox_message").selectAll().orderBy("id").execute();

describe.each(dialects)("outbox on $dialect", ({ dialect, skipReason }) => {
  let handles: Awaited<ReturnType<typeof twoHandles>>;
  beforeAll(async () => {
    if (!skipReason) handles = await twoHandles(dialect);
  }, 60_000);
  afterAll(() => handles?.close());
  afterEach(async () => {
    await handles?.first.db.deleteFrom("outbox_message").execute();
  });

  it.skipIf(!!skipReason)("delivers each of 50 messages exactly once with two workers running at the same time", async () => {
    for (let n = 1; n <= 50; n++) await writeToOutbox(handles.first.db, { template: numbered, to: `shopper${n}@example.com`, language: "fr", data: { n } });
    const sentBy = (worker: string, log: { worker: string; messageId: string }[]): Mailer => ({
      destination: worker,
      async send(mail: OutgoingMail) {
        // Sending takes a moment, as over the network: the other worker leases meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 2));
        log.push({ worker, messageId: mail.messageId });
      },
      close: () => undefined,
    });
    const log: { worker: string; messageId: string }[] = [];
    const workers = [handles.first, handles.second].map((database, index) =>
      createMailService({ database, mailer: sentBy(`worker ${index + 1}`, log), mailFrom: MAIL_FROM, templates: [numbered], shop, batchSize: 5 }),
    );

    const reports = await Promise.all(workers.map((worker) => worker.deliverDue()));

    expect(reports[0].sent + reports[1].sent).toBe(50);
    expect(log).toHaveLength(50);
    expect(new Set(log.map((entry) => entry.messageId)).size).toBe(50);
    // Both took part: the leases, not luck, kept them apart.
    expect(new Set(log.map((entry) => entry.worker)).size).toBe(2);
    const rows = await rowsOf(handles.first);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["sent", 1]));
    expect(rows.every((row) => row.lease_owner === null && row.sent_at !== null)).toBe(true);
    // Nothing is left to send: another pass finds nothing.
    expect(await workers[1].deliverDue()).toEqual({ sent: 0, retried: 0, parked: 0 });
  });

  it.skipIf(!!skipReason)("keeps a sensitive message's data (a link's token) until it is sent, and no longer", async () => {
    const linked = defineMailTemplate<{ token: string }>("test.linked", ({ token }) => ({ subject: "Link", preheader: "Link", body: mjml`<mj-text>${token}</mj-text>` }), { sensitive: true });
    const texts: string[] = [];
    const mailer: Mailer = { destination: "memory", send: async (mail) => void texts.push(mail.text), close: () => undefined };
    const mail = createMailService({ database: handles.first, mailer, mailFrom: MAIL_FROM, templates: [numbered, linked], shop });
    await mail.enqueue({}, { template: linked, to: "linked@example.com", language: "fr", data: { token: "secret-token-123" } });
    await mail.enqueue({}, { template: numbered, to: "plain@example.com", language: "fr", data: { n: 7 } });
    expect((await rowsOf(handles.first)).map((row) => row.payload)).toEqual(['{"token":"secret-token-123"}', '{"n":7}']);

    expect(await mail.deliverDue()).toEqual({ sent: 2, retried: 0, parked: 0 });
    expect(texts[0]).toContain("secret-token-123");
    expect((await rowsOf(handles.first)).map((row) => [row.status, row.payload])).toEqual([
      ["sent", "{}"],
      ["sent", '{"n":7}'],
    ]);
  });

  it.skipIf(!!skipReason)("delivers a message enqueued by a request after that request's deadline has passed (the pass is the worker's, not the request's)", async () => {
    const sent: string[] = [];
    const mailer: Mailer = { destination: "memory", send: async (mail) => void sent.push(mail.to), close: () => undefined };
    // Polling far apart: only the wake-up that follows the enqueue can deliver within the test.
    const mail = createMailService({ database: handles.first, mailer, mailFrom: MAIL_FROM, templates: [numbered], shop, pollMs: 600_000 });
    mail.start();
    try {
      // The start's own pass is over: the enqueue's wake-up starts the next one.
      await mail.deliverDue();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const request = new AbortController();
      await runWithDeadline({ at: Date.now() + 60_000, signal: request.signal }, () =>
        mail.enqueue({}, { template: numbered, to: "late@example.com", language: "fr", data: { n: 1 } }),
      );
      // The request ends (its client went away) before the wake-up runs.
      request.abort();
      for (let waited = 0; sent.length === 0 && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(sent).toEqual(["late@example.com"]);
    } finally {
      await mail.stop();
    }
  });

  it.skipIf(!!skipReason)("sends a message again, with the same Message-ID, when its worker stopped before recording it (at least once)", async () => {
    await writeToOutbox(handles.first.db, { template: numbered, to: "ada@example.com", language: "en", data: { n: 1 } }, new Date("2026-03-01T09:00:00.000Z"));
    let clock = Date.parse("2026-03-01T09:00:00.000Z");
    const accepted: { worker: string; messageId: string }[] = [];
    // The first worker's SMTP server accepts the message, then the worker never gets to record it (a crash).
    const stalled: Mailer = { destination: "stalled", send: (mail) => (accepted.push({ worker: "first", messageId: mail.messageId }), new Promise(() => undefined)), close: () => undefined };
    const healthy: Mailer = { destination: "healthy", send: async (mail) => void accepted.push({ worker: "second", messageId: mail.messageId }), close: () => undefined };
    const common = { mailFrom: MAIL_FROM, templates: [numbered], shop, now: () => clock, leaseMs: 300_000 };
    const first = createMailService({ ...common, database: handles.first, mailer: stalled });
    const second = createMailService({ ...common, database: handles.second, mailer: healthy });

    void first.deliverDue();
    for (let waited = 0; accepted.length === 0 && waited < 200; waited++) await new Promise((resolve) => setTimeout(resolve, 25));
    // While the lease holds, the other worker leaves the message alone.
    expect(await second.deliverDue()).toEqual({ sent: 0, retried: 0, parked: 0 });
    clock += 300_000;
    expect(await second.deliverDue()).toEqual({ sent: 1, retried: 0, parked: 0 });

    expect(accepted.map((entry) => entry.worker)).toEqual(["first", "second"]);
    expect(accepted[1].messageId).toBe(accepted[0].messageId);
    expect(await rowsOf(handles.first)).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);
  });

  it.skipIf(!!skipReason)("tries a refused message again after its back-off, with the same Message-ID, and delivers it once", async () => {
    const smtp = await fakeSmtpServer((attempt) => (attempt === 1 ? { code: 451, message: "Try again later" } : undefined));
    let clock = Date.parse("2026-03-01T09:00:00.000Z");
    const mail = createMailService({
      database: handles.first,
      mailer: createMailer({ smtpUrl: smtp.url, mailFrom: MAIL_FROM, dataDir: handles.dataDir }),
      mailFrom: MAIL_FROM,
      templates: [numbered],
      shop,
      now: () => clock,
      retryDelay: (attempt) => [60_000, 300_000][attempt - 1],
    });
    try {
      await mail.enqueue({}, { template: numbered, to: "ada@example.com", language: "en", data: { n: 1 } });

      expect(await mail.deliverDue()).toEqual({ sent: 0, retried: 1, parked: 0 });
      let [row] = await rowsOf(handles.first);
      expect(row).toMatchObject({ status: "pending", attempts: 1, lease_owner: null, available_at: "2026-03-01T09:01:00.000Z" });
      expect(row.last_error).toMatch(/451.*Try again later/);

      // Not before its back-off is over.
      clock += 59_999;
      expect(await mail.deliverDue()).toEqual({ sent: 0, retried: 0, parked: 0 });
      expect(smtp.received).toHaveLength(1);

      clock += 1;
      expect(await mail.deliverDue()).toEqual({ sent: 1, retried: 0, parked: 0 });
      [row] = await rowsOf(handles.first);
      expect(row).toMatchObject({ status: "sent", attempts: 2, last_error: null, sent_at: "2026-03-01T09:01:00.000Z" });
      expect(smtp.received.map((entry) => entry.accepted)).toEqual([false, true]);
      expect(smtp.received[1].messageId).toBe(smtp.received[0].messageId);
      expect(smtp.received[0].messageId).toBe(`<${row.message_id}@essences-botanique.example>`);

      clock += 3_600_000;
      expect(await mail.deliverDue()).toEqual({ sent: 0, retried: 0, parked: 0 });
      expect(smtp.received).toHaveLength(2);
    } finally {
      await mail.stop();
      await smtp.close();
    }
  });

  it.skipIf(!!skipReason)("parks a message refused at every attempt, logs it as an error and keeps it for the operator", async () => {
    const smtp = await fakeSmtpServer(() => ({ code: 550, message: "Mailbox unavailable" }));
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger(
      { logLevel: "info", logFormat: "json" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    let clock = Date.parse("2026-03-01T09:00:00.000Z");
    const mail = createMailService({
      database: handles.first,
      mailer: createMailer({ smtpUrl: smtp.url, mailFrom: MAIL_FROM, dataDir: handles.dataDir }),
      mailFrom: MAIL_FROM,
      templates: [numbered],
      shop,
      logger,
      now: () => clock,
      retryDelay: () => 60_000,
      maxAttempts: 3,
    });
    try {
      await mail.enqueue({}, { template: numbered, to: "nobody@example.com", language: "fr", data: { n: 2 } });
      const reports = [];
      for (let attempt = 1; attempt <= 4; attempt++) {
        reports.push(await mail.deliverDue());
        clock += 60_000;
      }
      expect(reports).toEqual([
        { sent: 0, retried: 1, parked: 0 },
        { sent: 0, retried: 1, parked: 0 },
        { sent: 0, retried: 0, parked: 1 },
        { sent: 0, retried: 0, parked: 0 },
      ]);
      expect(smtp.received).toHaveLength(3);

      const [row] = await rowsOf(handles.first);
      expect(row).toMatchObject({ status: "parked", attempts: 3, recipient: "nobody@example.com", lease_owner: null, sent_at: null });
      expect(row.last_error).toMatch(/550.*Mailbox unavailable/);
      const errors = lines.filter((line) => line.level === 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ outboxId: row.id, kind: "test.numbered", attempts: 3 });
      expect(String(errors[0].msg)).toMatch(/parked/);

      // The operator sees it and sends it again with a fresh set of attempts.
      expect(await mail.parked()).toEqual([expect.objectContaining({ id: row.id, kind: "test.numbered", attempts: 3 })]);
      expect(await mail.retry(row.id)).toBe(true);
      expect(await mail.retry(row.id)).toBe(false);
      expect(await rowsOf(handles.first)).toEqual([expect.objectContaining({ status: "pending", attempts: 0 })]);
    } finally {
      await mail.stop();
      await smtp.close();
    }
  });
});
