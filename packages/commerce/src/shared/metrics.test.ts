import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AggregatorRegistry, type MetricObjectWithValues, type MetricValueWithName } from "prom-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { dialects } from "../testing/api-test-kit.ts";
import { createThrowawayDatabase } from "../testing/test-server.ts";
import { createMailService, writeToOutbox } from "./mail/outbox.ts";
import { defineMailTemplate, mjml } from "./mail/template.ts";
import {
  errorCodeLabel,
  graphqlOperations,
  httpRequestDuration,
  machineMetrics,
  operationLabel,
  ordersPlaced,
  recogniseOperations,
  registry,
  reportOutboxBacklog,
} from "./metrics.ts";

/**
 * The metrics' promises: names and labels an operator can rely on, label values that stay few
 * whatever clients send, a machine's numbers summed over its processes except what is read from
 * the database (counted once), and a scrape that never waits long for the database.
 */

type Snapshot = MetricObjectWithValues<MetricValueWithName<string>>[];
const valueOf = (snapshot: Snapshot, name: string, labels: Record<string, string | number> = {}) =>
  snapshot
    .find((metric) => metric.name === name)
    ?.values.find((value) => Object.entries(labels).every(([label, wanted]) => value.labels[label] === wanted) && (!("metricName" in value) || value.metricName === name))
    ?.value;

afterEach(() => {
  registry.resetMetrics();
});

describe("the shop's metrics", () => {
  it("are named eb_* with the labels the operations guide lists", async () => {
    const metrics = await registry.getMetricsAsJSON();
    const labels = Object.fromEntries(metrics.map((metric) => [metric.name, (registry.getSingleMetric(metric.name) as unknown as { labelNames: string[] }).labelNames]));
    expect(labels).toEqual({
      eb_http_request_duration_seconds: ["route", "method", "status"],
      eb_graphql_operations_total: ["operation", "outcome"],
      eb_graphql_errors_total: ["code"],
      eb_orders_placed_total: ["store", "payment_method"],
      eb_payments_total: ["provider", "outcome"],
      eb_outbox_deliveries_total: ["kind", "result"],
      eb_outbox_messages: ["status"],
      eb_outbox_oldest_due_age_seconds: [],
      eb_throttled_total: ["limiter"],
      eb_page_cache_requests_total: ["result"],
    });
  });

  it("count an operation under its own name only when the storefront sends it: any other name is `other`", () => {
    recogniseOperations(["CategoryPage", "PlaceOrder"]);
    expect(operationLabel("CategoryPage")).toBe("CategoryPage");
    expect(operationLabel("PlaceOrder")).toBe("PlaceOrder");
    expect(operationLabel("Probe123")).toBe("other");
    expect(operationLabel("constructor")).toBe("other");
    expect(operationLabel(undefined)).toBe("anonymous");
    expect(operationLabel("")).toBe("anonymous");
  });

  it("count an error under its code when it is a code's shape, and at most a hundred codes", () => {
    expect(errorCodeLabel("GRAPHQL_VALIDATION_FAILED")).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(errorCodeLabel(undefined)).toBe("NONE");
    expect(errorCodeLabel("Robert'); drop table")).toBe("OTHER");
    expect(errorCodeLabel("lower_case")).toBe("OTHER");
    expect(errorCodeLabel(42)).toBe("OTHER");
    for (let n = 0; n < 150; n++) errorCodeLabel(`CODE_${n}`);
    expect(errorCodeLabel("CODE_149")).toBe("OTHER");
    // Codes seen before the bound keep their name.
    expect(errorCodeLabel("GRAPHQL_VALIDATION_FAILED")).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("add up over a machine's processes, except the outbox's backlog, which only one process reads and is never summed", async () => {
    // Two processes' registries, as the primary receives them: a server process, then the jobs process.
    ordersPlaced.inc({ store: "fr", payment_method: "sandbox_card" }, 2);
    graphqlOperations.inc({ operation: "PlaceOrder", outcome: "success" }, 2);
    httpRequestDuration.labels({ route: "category", method: "GET", status: "2xx" }).observe(0.004);
    const server = await registry.getMetricsAsJSON();
    registry.resetMetrics();
    ordersPlaced.inc({ store: "fr", payment_method: "sandbox_card" });
    ordersPlaced.inc({ store: "en", payment_method: "bank_transfer" });
    httpRequestDuration.labels({ route: "category", method: "GET", status: "2xx" }).observe(0.2);
    const stop = reportOutboxBacklog(async () => ({ pending: 7, parked: 1, oldestDueSeconds: 12 }));
    const jobs = await registry.getMetricsAsJSON();
    stop();
    // Were the backlog read by two processes, the machine's would still be the backlog, not twice it.
    const machine = await AggregatorRegistry.aggregate([server, jobs, jobs]).getMetricsAsJSON();

    expect(valueOf(server, "eb_outbox_messages", { status: "pending" })).toBeUndefined();
    expect(valueOf(machine, "eb_orders_placed_total", { store: "fr", payment_method: "sandbox_card" })).toBe(4);
    expect(valueOf(machine, "eb_orders_placed_total", { store: "en", payment_method: "bank_transfer" })).toBe(2);
    expect(valueOf(machine, "eb_graphql_operations_total", { operation: "PlaceOrder", outcome: "success" })).toBe(2);
    const durations = (machine as Snapshot).find((metric) => metric.name === "eb_http_request_duration_seconds")!.values;
    expect(durations.find((value) => value.metricName === "eb_http_request_duration_seconds_count")?.value).toBe(3);
    expect(durations.find((value) => value.metricName === "eb_http_request_duration_seconds_bucket" && value.labels.le === 0.005)?.value).toBe(1);
    expect(valueOf(machine, "eb_outbox_messages", { status: "pending" })).toBe(7);
    expect(valueOf(machine, "eb_outbox_messages", { status: "parked" })).toBe(1);
    expect(valueOf(machine, "eb_outbox_oldest_due_age_seconds")).toBe(12);
  });

  it("answer a scrape without the backlog when the database does not answer within a second", async () => {
    const stop = reportOutboxBacklog(() => new Promise(() => undefined));
    try {
      const started = Date.now();
      const text = await machineMetrics();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(text).toContain("# TYPE eb_outbox_messages gauge");
      expect(text).not.toContain('eb_outbox_messages{status="pending"}');
    } finally {
      stop();
    }
  });

  it("are the text format Prometheus reads (version 0.0.4)", async () => {
    ordersPlaced.inc({ store: "fr", payment_method: "cheque" });
    expect(registry.contentType).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(await machineMetrics()).toContain('eb_orders_placed_total{store="fr",payment_method="cheque"} 1');
  });
});

const numbered = defineMailTemplate<{ n: number }>("test.numbered", ({ n }) => ({ subject: `Message ${n}`, preheader: `Message ${n}`, body: mjml`<mj-text>${n}</mj-text>` }));

describe.each(dialects)("the outbox's backlog on $dialect", ({ dialect, skipReason }) => {
  let handle: DatabaseHandle;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (skipReason) return;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "eb-metrics-"));
    const database = dialect === "postgres" ? await createThrowawayDatabase() : undefined;
    handle = openDatabase(database ? { kind: "postgres", url: database.url } : { kind: "sqlite", file: path.join(dataDir, "shop.sqlite") });
    await migrateToLatest(handle.db, handle.dialect);
    cleanup = async () => {
      await handle.close();
      await database?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
  }, 60_000);
  afterAll(() => cleanup?.());

  it.skipIf(!!skipReason)("is read from the database by the process delivering the outbox: pending, parked, and how long the oldest due one waits", async () => {
    const clock = Date.parse("2026-03-01T10:00:00.000Z");
    const message = (n: number) => ({ template: numbered, to: `shopper${n}@example.com`, language: "fr" as const, data: { n } });
    await writeToOutbox(handle.db, message(1), new Date(clock - 90_000));
    await writeToOutbox(handle.db, message(2), new Date(clock - 30_000));
    // Due later (a retry's back-off): pending, not due.
    await writeToOutbox(handle.db, message(3), new Date(clock + 60_000));
    const parked = await writeToOutbox(handle.db, message(4), new Date(clock - 3_600_000));
    await handle.db.updateTable("outbox_message").set({ status: "parked" }).where("id", "=", parked).execute();

    const refusing = { destination: "nowhere", send: () => Promise.reject(new Error("refused")), close: () => undefined };
    const mail = createMailService({ database: handle, mailer: refusing, mailFrom: "shop@example.com", templates: [numbered], shop: () => ({ language: "fr", name: "Shop", url: "http://shop.test", contactEmail: "c@example.com", contactPhone: "+33 1" }), now: () => clock, pollMs: 600_000 });
    expect(await mail.backlog()).toEqual({ pending: 3, parked: 1, oldestDueSeconds: 90 });

    // Only while its worker runs does a scrape of this process read it.
    expect(await machineMetrics()).not.toContain('eb_outbox_messages{status="pending"}');
    await mail.deliverDue();
    mail.start();
    try {
      const text = await machineMetrics();
      expect(text).toContain('eb_outbox_messages{status="pending"} 3');
      expect(text).toContain('eb_outbox_messages{status="parked"} 1');
      // The refused attempts wait for their back-off now: no message is due.
      expect(text).toContain("eb_outbox_oldest_due_age_seconds 0");
      expect(text).toContain('eb_outbox_deliveries_total{kind="test.numbered",result="retried"} 2');
    } finally {
      await mail.stop();
    }
    expect(await machineMetrics()).not.toContain('eb_outbox_messages{status="pending"}');
  });
});
