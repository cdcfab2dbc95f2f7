import { makeExecutableSchema } from "@graphql-tools/schema";
import { createYoga } from "graphql-yoga";
import { describe, expect, it } from "vitest";
import type { StaffIdentity, StaffRole } from "../shared/ownership.ts";
import { enforceStaffOnly } from "./staff-only.ts";

/**
 * `@staffOnly` on its own: fields whose resolvers check nothing themselves are refused to anyone
 * but staff (of the role, when one is named), by the schema transform alone.
 */
const schema = enforceStaffOnly(
  makeExecutableSchema({
    typeDefs: /* GraphQL */ `
      directive @staffOnly(role: StaffRole) on FIELD_DEFINITION
      enum StaffRole { ADMIN EDITOR SUPPORT }
      type Export { rows: Int! secret: String @staffOnly(role: ADMIN) }
      type Query {
        open: String
        anyStaff: String @staffOnly
        supportOnly: Export @staffOnly(role: SUPPORT)
        defaultResolved: String @staffOnly
      }
    `,
    resolvers: {
      Query: { open: () => "open", anyStaff: () => "for staff", supportOnly: () => ({ rows: 3, secret: "s3cret" }) },
    },
  }),
);

const staffOf = (role: StaffRole): StaffIdentity => ({ id: 1, name: "Someone", email: "someone@example.test", role, via: "session" });
// Executed by graphql-yoga, as the API executes (one copy of graphql, whichever module format).
const ask = async (query: string, staff: StaffIdentity | null, rootValue: unknown = {}) => {
  const yoga = createYoga({
    schema,
    maskedErrors: false,
    plugins: [{ onExecute: ({ args }: { args: { rootValue: unknown } }) => void (args.rootValue = rootValue) }],
    context: { scope: { staff, customerId: staff ? null : 7 }, store: { language: "en" } },
  });
  const response = await yoga.fetch("http://test/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; path: string[]; extensions: { code?: string } }[] };
};

describe("@staffOnly", () => {
  it("answers anyone the fields without it, and refuses a staff-only field to a non-staff caller with FORBIDDEN", async () => {
    const result = await ask("{ open anyStaff }", null);
    expect(result.data).toEqual({ open: "open", anyStaff: null });
    expect(result.errors?.map((error) => [error.message, error.extensions.code, error.path])).toEqual([
      ["Reserved for the shop's staff.", "FORBIDDEN", ["anyStaff"]],
    ]);
  });

  it("answers any staff member a field with no role named", async () => {
    for (const role of ["admin", "editor", "support"] as const) {
      expect(await ask("{ anyStaff }", staffOf(role))).toEqual({ data: { anyStaff: "for staff" } });
    }
  });

  it("answers a field with a role to that role and to admins only", async () => {
    expect((await ask("{ supportOnly { rows } }", staffOf("support"))).data).toEqual({ supportOnly: { rows: 3 } });
    expect((await ask("{ supportOnly { rows } }", staffOf("admin"))).data).toEqual({ supportOnly: { rows: 3 } });
    const editor = await ask("{ supportOnly { rows } }", staffOf("editor"));
    expect(editor.data).toEqual({ supportOnly: null });
    expect(editor.errors?.[0].extensions.code).toBe("FORBIDDEN");
  });

  it("guards fields of object types and fields answered by the default resolver too", async () => {
    const support = await ask("{ supportOnly { rows secret } }", staffOf("support"));
    expect(support.data).toEqual({ supportOnly: { rows: 3, secret: null } });
    expect(support.errors?.[0].path).toEqual(["supportOnly", "secret"]);
    expect(JSON.stringify(support)).not.toContain("s3cret");

    const visitor = await ask("{ defaultResolved }", null, { defaultResolved: "from the parent" });
    expect(visitor.data).toEqual({ defaultResolved: null });
    expect((await ask("{ defaultResolved }", staffOf("editor"), { defaultResolved: "from the parent" })).data).toEqual({ defaultResolved: "from the parent" });
  });

  it("refuses to build a schema naming a role it does not know", () => {
    const build = () =>
      enforceStaffOnly(
        makeExecutableSchema({
          typeDefs: `directive @staffOnly(role: String) on FIELD_DEFINITION
            type Query { x: String @staffOnly(role: "owner") }`,
        }),
      );
    expect(build).toThrow(/@staffOnly on Query.x: unknown role owner/);
  });
});
