/**
 * Shoppers for the load runs (bench/run.ts, suites `cart` and `shopper`): each is a session of its
 * own holding a cart, made as a browser makes one, through the API (`addToCart` by a visitor
 * starts the session and its cookie comes back), so the runs measure what a shopper with a cart
 * costs: their cart's reads and writes, and the catalogue pages they browse meanwhile.
 */
import { type DocumentNode, type FragmentDefinitionNode, Kind, type SelectionSetNode, print } from "graphql";
import { ADD_TO_CART, CART_QUERY, UPDATE_CART_ITEM } from "../packages/storefront/app/features/cart/cart-queries.ts";

/**
 * A document with its fragments written out in place: the same fields, so the same work for the
 * server. The cart mutations as first written nested three fragments deep, which the API's depth
 * limit (GRAPHQL_MAX_DEPTH 12, a fragment spread counted as levels) refused (the cart screens
 * since spell the amounts out); the bench measures the work, whatever the documents' shape.
 */
function inlineFragments(document: DocumentNode): string {
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const expand = (set: SelectionSetNode): SelectionSetNode => ({
    ...set,
    selections: set.selections.flatMap((selection) => {
      if (selection.kind === Kind.FRAGMENT_SPREAD) return expand(fragments.get(selection.name.value)!.selectionSet).selections;
      if (selection.kind === Kind.FIELD && selection.selectionSet) return [{ ...selection, selectionSet: expand(selection.selectionSet) }];
      return [selection];
    }),
  });
  return print({
    ...document,
    definitions: document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? [{ ...definition, selectionSet: expand(definition.selectionSet) }] : [],
    ),
  });
}

/** What the storefront asks (the mini-cart, the cart page, a product page's add), fragments written out. */
export const ADD_TO_CART_DOCUMENT = inlineFragments(ADD_TO_CART);
export const UPDATE_CART_ITEM_DOCUMENT = inlineFragments(UPDATE_CART_ITEM);
export const CART_DOCUMENT = inlineFragments(CART_QUERY);

export const GRAPHQL_HEADERS = { "content-type": "application/json", "x-graphql-csrf": "1" };

export interface Shopper {
  /** The Cookie header its browser sends: its own session. */
  cookie: string;
  /** Its cart's lines, in the order added. */
  lines: { itemId: string; sku: string }[];
}

interface CartAnswer {
  success: boolean;
  errorCode: string | null;
  cart: { items: { item_id: string; sku: string; quantity: number }[] };
}

async function graphql(baseUrl: string, query: string, variables: Record<string, unknown>, cookie?: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: "POST",
    headers: { ...GRAPHQL_HEADERS, ...(cookie && { cookie }) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
  if (!response.ok || !body.data) throw new Error(`${response.status}: ${JSON.stringify(body.errors ?? body).slice(0, 300)}`);
  return { data: body.data, setCookies: response.headers.getSetCookie() };
}

/**
 * Simple products a shopper can put in a cart twice over (in stock for two units), from the
 * catalogue's categories in order: the lines the shoppers' carts are made of.
 */
export async function sellableSkus(baseUrl: string, wanted: number): Promise<string[]> {
  const { data } = await graphql(baseUrl, "{ categories { id } }", {});
  const skus: string[] = [];
  for (const { id } of data.categories as { id: string }[]) {
    const { data: listing } = await graphql(
      baseUrl,
      "query($id: ID!) { category(id: $id) { products(input: { pageLength: 100 }) { products { sku type isVirtual stock { isInStock } } } } }",
      { id },
    );
    const products = (listing.category as { products: { products: { sku: string; type: string; isVirtual: boolean; stock: { isInStock: boolean } }[] } }).products.products;
    // Goods to deliver: a download needs a signed-in buyer, no address and the withdrawal waiver.
    for (const product of products) if (product.type === "simple" && !product.isVirtual && product.stock.isInStock && !skus.includes(product.sku)) skus.push(product.sku);
    if (skus.length >= wanted * 2) break;
  }
  // Two units of each must be accepted (the add runs add one to a line of one): tried in one
  // scratch cart, whose session the first add starts.
  const accepted: string[] = [];
  let scratch: string | undefined;
  for (const sku of skus) {
    const { data: added, setCookies } = await graphql(baseUrl, ADD_TO_CART_DOCUMENT, { lines: [{ sku, quantity: 2 }] }, scratch);
    scratch ??= setCookies.find((cookie) => /^(__Host-)?eb_session=/.test(cookie))?.split(";")[0];
    if ((added.addToCart as CartAnswer).success) accepted.push(sku);
    if (accepted.length === wanted) return accepted;
  }
  throw new Error(`Only ${accepted.length} simple products in stock found for the shoppers' carts (${wanted} wanted).`);
}

/**
 * `count` shoppers, each with a cart of `lines` lines of one unit (different lines from one
 * shopper to the next), each line in stock for one more.
 */
export async function makeShoppers(baseUrl: string, count: number, lines: number): Promise<Shopper[]> {
  const skus = await sellableSkus(baseUrl, lines + count);
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index++) {
    const chosen = skus.slice(index, index + lines);
    const { data, setCookies } = await graphql(baseUrl, ADD_TO_CART_DOCUMENT, { lines: chosen.map((sku) => ({ sku, quantity: 1 })) });
    const answer = data.addToCart as CartAnswer;
    const session = setCookies.find((cookie) => /^(__Host-)?eb_session=/.test(cookie));
    if (!answer.success || !session || answer.cart.items.length !== lines) {
      throw new Error(
        `A shopper's cart could not be filled: ${JSON.stringify({ success: answer.success, errorCode: answer.errorCode, lines: answer.cart.items.length, session: Boolean(session) })}`,
      );
    }
    const cookie = session.split(";")[0];
    // Read back as the cart page reads it, through the session alone.
    const { data: read } = await graphql(baseUrl, CART_DOCUMENT, {}, cookie);
    const items = (read.cart as CartAnswer["cart"]).items;
    if (items.length !== lines) throw new Error(`A shopper's cart reads ${items.length} lines, not ${lines}.`);
    shoppers.push({ cookie, lines: items.map((item) => ({ itemId: item.item_id, sku: item.sku })) });
  }
  return shoppers;
}

/**
 * What one shopper sends in turn during the cart run: add one more of a line already in the cart
 * (the same sku and options add to the line), then set that line back to one unit, line after
 * line. Carts keep their size and stock is never exhausted however long the run.
 */
export function addThenUpdate(shopper: Shopper): { label: "addToCart" | "updateCartItem"; body: string }[] {
  return shopper.lines.flatMap(({ itemId, sku }) => [
    { label: "addToCart" as const, body: JSON.stringify({ query: ADD_TO_CART_DOCUMENT, variables: { lines: [{ sku, quantity: 1 }] } }) },
    { label: "updateCartItem" as const, body: JSON.stringify({ query: UPDATE_CART_ITEM_DOCUMENT, variables: { itemId, quantity: 1 } }) },
  ]);
}
