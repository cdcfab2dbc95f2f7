import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER, dialects, LOGIN, gql, waitForStatus } from "../../testing/api-test-kit.ts";
import { type TestResponse, type TestApi, startTestApi } from "../../testing/test-server.ts";

/**
 * The maintenance flag seen by the API, once per dialect: 503 with Retry-After while it is on,
 * from the command, another process (the database) or MAINTENANCE=true.
 */

describe.each(dialects)("maintenance over the API on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "over HTTP", () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await startTestApi({ dialect });
    });
    afterAll(async () => {
      await api?.close();
    });

    describe("maintenance", () => {
      const expectMaintenance = (response: TestResponse) => {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("60");
        expect(response.body.errors[0].message).toContain("#503 Maintenance flag");
        expect(response.body.errors[0].extensions.code).toBe("MAINTENANCE");
      };

      it("answers 503 while the flag is on, and 200 again once it is off", async () => {
        const server = await startTestApi({ dialect });
        try {
          expect((await gql(server, "{ ping }")).status).toBe(200);

          await server.commerce.services.maintenance.set(true);
          expectMaintenance(await waitForStatus(server, 503, 1_200));
          expectMaintenance(await gql(server, "{ shop { id } }", undefined, { path: "/en/graphql" }));
          expectMaintenance(await server.get({ query: "{ ping }" }));

          await server.commerce.services.maintenance.set(false);
          const back = await waitForStatus(server, 200, 1_200);
          expect(back.status).toBe(200);
          expect(back.body).toEqual({ data: { ping: true } });
        } finally {
          await server.close();
        }
      });

      it("sees the flag set by another process (the database) within about a second", async () => {
        const server = await startTestApi({ dialect });
        try {
          expect((await gql(server, "{ ping }")).status).toBe(200);
          const writeFlag = (value: "on" | "off") =>
            server.commerce.database.db
              .insertInto("setting")
              .values({ key: "maintenance", value, updated_at: new Date().toISOString() })
              .onConflict((conflict) => conflict.column("key").doUpdateSet({ value }))
              .execute();
          await writeFlag("on");
          expectMaintenance(await waitForStatus(server, 503, 2_000));
          await writeFlag("off");
          expect((await waitForStatus(server, 200, 2_000)).status).toBe(200);
        } finally {
          await server.close();
        }
      });

      it("answers 503 at once when started with MAINTENANCE=true", async () => {
        const server = await startTestApi({ dialect, env: { MAINTENANCE: "true" } });
        try {
          expectMaintenance(await gql(server, "{ ping }"));
          expectMaintenance(await gql(server, LOGIN, { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }));
          expect(await server.commerce.database.db.selectFrom("session").selectAll().execute()).toEqual([]);
        } finally {
          await server.close();
        }
      });
    });
  });
});
