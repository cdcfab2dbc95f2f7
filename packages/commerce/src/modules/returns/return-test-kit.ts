import { seedReturnAttributes } from "../../testing/seed-data.ts";
import type { TestApi, TestDialect } from "../../testing/test-server.ts";
import { placeTestOrder } from "../order/order-test-kit.ts";
import { customerSession, freshAddress, startFileRouteTestApi } from "../order/place-order-test-kit.ts";
import { serviceScope } from "../shop/service-scope.ts";

/** What the returns' tests share: a test API with the slip's route and the shop's questions, shipped orders of signed-in customers, the documents. */

export const RETURN_FIELDS = /* GraphQL */ `
  fragment ReturnFields on ReturnAuthorization {
    id number createdAt status slipUrl
    order { order_id number }
    items { id orderItemId name sku options { label value } quantity status answers { code label value } }
    history { status at note }
  }
`;
export const CREATE = /* GraphQL */ `
  mutation CreateReturn($input: CreateReturnAuthorizationInput!) {
    createReturnAuthorization(input: $input) { success errorCode errorMessage errorItemId errorAttribute returnAuthorization { ...ReturnFields } }
  }
  ${RETURN_FIELDS}
`;
export const RETURNABLE = /* GraphQL */ `
  query Returnable($orderId: ID!) {
    order(orderId: $orderId) {
      number returnDeadline
      returnableItems { orderItemId name sku options { label value } quantityShipped quantityRequested quantityReturnable reason returnableOnlyUnopened }
      returns { ...ReturnFields }
    }
  }
  ${RETURN_FIELDS}
`;
export const MY_RETURNS = /* GraphQL */ `
  query MyReturns($page: Int, $pageSize: Int) { me { returns(page: $page, pageSize: $pageSize) { totalCount page pageSize totalPages items { ...ReturnFields } } } }
  ${RETURN_FIELDS}
`;
export const ATTRIBUTES = "query { returnAttributes { code label kind required help options { value label } maxLength } }";

/** The answers of an item, from the shop's questions' codes (`reason`, `opened`, `batch_number`, `comment`). */
export const answers = (values: Record<string, string>) => Object.entries(values).map(([code, value]) => ({ code, value }));
/** Answers that pass for any item: a reason, unopened. */
export const unopened = (extra: Record<string, string> = {}) => answers({ reason: "no_longer_wanted", opened: "false", ...extra });

/** A test API with the return slip's route on an app of its own (`url`), and the shop's questions. */
export async function startReturnTestApi(dialect: TestDialect) {
  const started = await startFileRouteTestApi(dialect, (commerce) => commerce.returnSlipRouter);
  await seedReturnAttributes(started.api.commerce.database.db);
  return started;
}

export type ReturnCustomer = Awaited<ReturnType<typeof returnCustomer>>;

/** A signed-in customer (made directly), with a client address of their own and a way to ask the API. */
export async function returnCustomer(api: TestApi, label: string) {
  const session = await customerSession(api, label);
  const { email } = await api.commerce.database.db.selectFrom("customer").select("email").where("id", "=", session.id).executeTakeFirstOrThrow();
  const address = freshAddress();
  return {
    ...session,
    email,
    send: async (query: string, variables: Record<string, unknown> = {}, options: { store?: "en"; address?: string } = {}) =>
      (
        await api.post(
          { query, variables },
          { path: options.store === "en" ? "/en/graphql" : "/graphql", headers: { cookie: session.cookie, "x-forwarded-for": options.address ?? address } },
        )
      ).body,
  };
}

const operator = { kind: "operator", operator: "returns-test" } as const;

/**
 * An order of `customer`'s, paid and shipped as the lifecycle does it (all of it, or the lines of
 * `ship`), each line of `lines` in stock beforehand.
 */
export async function shippedOrder(
  api: TestApi,
  customer: { id: number; email: string },
  lines: { sku: string; quantity: number; name?: string }[],
  options: { store?: "fr" | "en"; ship?: { sku: string; quantity: number }[] } = {},
) {
  const { services, database } = api.commerce;
  const scope = serviceScope();
  for (const line of lines) await services.stock.set(scope, line.sku, 1_000);
  const order = await placeTestOrder(api.commerce, { lines, email: customer.email, store: options.store });
  await database.db.updateTable("sales_order").set({ customer_id: customer.id }).where("id", "=", order.id).execute();
  const paid = await services.orders.markPaid(scope, order.number, operator);
  if (!paid.ok) throw new Error(`test order not paid: ${paid.code}`);
  const shipped = await services.orders.ship(scope, order.number, { lines: options.ship, trackingNumber: "6A0001" }, operator);
  if (!shipped.ok) throw new Error(`test order not shipped: ${shipped.code}`);
  return database.db.selectFrom("sales_order").selectAll().where("id", "=", order.id).executeTakeFirstOrThrow();
}

/** The units of an order's lines in a return request, by position. */
export async function requestedUnits(api: TestApi, orderId: number): Promise<number[]> {
  const rows = await api.commerce.database.db.selectFrom("sales_order_line").select("quantity_return_requested").where("order_id", "=", orderId).orderBy("position").execute();
  return rows.map((row) => row.quantity_return_requested);
}
