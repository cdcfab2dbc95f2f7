import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ago, ahead, housekeepingFixtures } from "../../housekeeping-test-kit.ts";
import { dialects } from "../../testing/api-test-kit.ts";
import { type TestApi, startTestApi } from "../../testing/test-server.ts";
import { runAdminCommand } from "./test-kit.ts";

/** `npm run admin -- housekeeping run` against the throwaway database of a running API. */

describe.each(dialects)("npm run admin -- housekeeping on $dialect", ({ dialect, skipReason }) => {
  describe.skipIf(!!skipReason)(skipReason ? `skipped: ${skipReason}` : "against the API's database", () => {
    let api: TestApi;
    const admin = (args: string[]) => runAdminCommand(api.env, args);

    beforeAll(async () => {
      api = await startTestApi({ dialect });
      // Whatever the seeded database holds past its keep time, so the test counts its own rows.
      expect((await admin(["housekeeping", "run"])).status).toBe(0);
    });
    afterAll(async () => {
      await api?.close();
    });

    it("runs one pass and prints what it deleted, then that nothing was left", async () => {
      const fixtures = housekeepingFixtures(api.commerce.database.db);
      const customerId = await fixtures.customer();
      const expired = await Promise.all([fixtures.session(ago({ hours: 3 })), fixtures.session(ago({ days: 4 }), customerId)]);
      const visitorCart = await fixtures.cart({ sessionHash: expired[0] });
      const customerCart = await fixtures.cart({ customerId });
      const live = await fixtures.session(ahead({ days: 1 }));
      await fixtures.staffSession(ago({ hours: 1 }));
      await Promise.all([fixtures.token(customerId, ago({ days: 8 }), ago({ days: 8, hours: 1 })), fixtures.token(customerId, ago({ days: 20 })), fixtures.token(customerId, ago({ days: 6 }))]);
      await Promise.all([fixtures.mail("sent", ago({ days: 31 }), ago({ days: 31 })), fixtures.mail("parked", ago({ days: 31 }))]);

      const run = await admin(["housekeeping", "run"]);
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toBe(
        [
          "Sessions expired over an hour ago (their visitors' baskets with them):  2",
          "Expired staff sessions:                                                 1",
          "Account links expired over 7 days ago:                                  2",
          "E-mails sent over 30 days ago:                                          1",
          "In-stock alerts never confirmed or notified over 90 days ago:           0",
          "Newsletter sign-ups never confirmed, past their link:                   0",
          "Contact messages older than the retention period:                       0",
          "6 rows deleted.",
          "",
        ].join("\n"),
      );
      expect(await fixtures.remaining({ sessions: [...expired, live], carts: [visitorCart, customerCart] })).toMatchObject({ sessions: [live], carts: [customerCart], cartLines: [customerCart] });

      const again = await admin(["housekeeping", "run"]);
      expect(again.status).toBe(0);
      expect(again.stdout).toMatch(/Expired staff sessions: +0\n/);
      expect(again.stdout.endsWith("Nothing was past its keep time.\n")).toBe(true);
    });

    it("is listed by help and takes no argument", async () => {
      expect((await admin(["help"])).stdout).toMatch(/^ {2}housekeeping run +Deletes now what nothing can use any more/m);
      const wrong = await admin(["housekeeping", "run", "--all"]);
      expect(wrong.status).toBe(2);
      expect(wrong.stderr).toMatch(/Usage: npm run admin -- housekeeping run/);
    });
  });
});
