import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { catalogs, intlFor, type Locale } from "../../lib/i18n.ts";
import { cartAction } from "./cart-action.ts";
import { freeShippingProgress, lineFixQuantity, lineOptionTexts, submittedQuantity } from "./cart-format.ts";
import { CartLine } from "./cart-line.tsx";
import type { CartData, CartLine as CartLineData } from "./cart-queries.ts";
import { CartScreen, EmptyCart } from "./cart-screen.tsx";
import { CartTotals } from "./cart-totals.tsx";
import { MiniCart } from "./mini-cart.tsx";

const money = (amount: number, currency = "EUR") => ({ amount, currency });
const inclExcl = (incl: number, currency = "EUR") => ({ priceInclTax: money(incl, currency), priceExclTax: money(Math.round((incl / 1.2) * 100) / 100, currency) });

function line(overrides: Partial<CartLineData> = {}): CartLineData {
  return {
    item_id: "11",
    sku: "HE-LAVANDE-30",
    name: "Huile essentielle de lavande fine – 30 ml",
    quantity: 2,
    maxQuantity: 40,
    product: { sku: "HE-LAVANDE", name: "Huile essentielle de lavande fine", path: "/huile-essentielle-lavande-fine", imageUrl: "/media/lavande.svg", type: "configurable" },
    selectedOptions: [{ option_id: "93", option_value: "30", label: "Volume", value_label: "30 ml" }],
    selectedCustomOptions: [],
    selectedBundleOptions: [],
    prices: { unit: inclExcl(12), row: inclExcl(24), discount: inclExcl(0), regularUnit: null, tierQty: null },
    errors: [],
    ...overrides,
  };
}

function cart(overrides: Partial<CartData> = {}, currency = "EUR"): CartData {
  return {
    id: "c1",
    itemsQuantity: 2,
    isReadyForCheckout: true,
    isVirtual: false,
    items: [line()],
    prices: { subtotal: inclExcl(24, currency), discount: inclExcl(0, currency), shipping: inclExcl(5.9, currency), vat: money(4.98, currency), grandTotal: inclExcl(29.9, currency) },
    chargedPrices: { grandTotal: inclExcl(29.9) },
    coupon: null,
    shippingEstimate: {
      methodLabel: "Colissimo à domicile",
      carrier: "La Poste",
      price: inclExcl(5.9, currency),
      freeShippingThreshold: money(49, currency),
      remainingForFreeShipping: money(25, currency),
      minDays: 2,
      maxDays: 3,
    },
    ...overrides,
  };
}

function render(element: ReactNode, locale: Locale = "fr-FR") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <Stub initialEntries={["/cart"]} />
    </IntlProvider>,
  );
}

const noMutations = { pending: new Set<string>(), updateQuantity: vi.fn(), removeLine: vi.fn() };
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/\u00a0|\u202f/g, " ");

describe("line choices", () => {
  it("says each choice of a configurable, custom options and a bundle, in the store's language", () => {
    const choices = {
      selectedOptions: [{ option_id: "93", option_value: "30", label: "Volume", value_label: "30 ml" }],
      selectedCustomOptions: [{ option_id: "5", option_value: "Pour Camille", label: "Gravure", value_label: "Pour Camille" }],
      selectedBundleOptions: [
        { option_id: "2", option_value: "HE-MENTHE", option_qty: 2, label: "Huile n° 2", value_label: "Menthe poivrée" },
        { option_id: "2", option_value: "HE-LAVANDE", option_qty: 1, label: "Huile n° 2", value_label: "Lavande" },
      ],
    };
    expect(lineOptionTexts(intlFor("fr-FR"), choices)).toEqual(["Volume : 30 ml", "Gravure : Pour Camille", "Huile n° 2 : 2 × Menthe poivrée, Lavande"]);
    expect(lineOptionTexts(intlFor("en-GB"), choices)).toEqual(["Volume: 30 ml", "Gravure: Pour Camille", "Huile n° 2: 2 × Menthe poivrée, Lavande"]);
  });

  it("offers to lower a line to what is left, never for a sold-out one", () => {
    expect(lineFixQuantity(line({ quantity: 5, errors: [{ code: "NOT_ENOUGH_STOCK" as never, message: "Plus que 2 en stock", availableQuantity: 2 }] }))).toBe(2);
    expect(lineFixQuantity(line({ quantity: 5, errors: [{ code: "OUT_OF_STOCK" as never, message: "Épuisé", availableQuantity: 0 }] }))).toBeNull();
    expect(lineFixQuantity(line())).toBeNull();
  });

  it("reads a submitted quantity with its − / + step, refusing what is not a whole number", () => {
    expect(submittedQuantity("3", null)).toBe(3);
    expect(submittedQuantity("3", "-1")).toBe(2);
    expect(submittedQuantity("3", "1")).toBe(4);
    expect(submittedQuantity("3", "7")).toBe(3);
    expect(submittedQuantity("2.5", null)).toBeNull();
    expect(submittedQuantity("", null)).toBeNull();
    expect(submittedQuantity(null, "1")).toBeNull();
  });

  it("measures the way to free delivery, or nothing when it is never free", () => {
    expect(freeShippingProgress(cart().shippingEstimate)).toBeCloseTo(24 / 49);
    expect(freeShippingProgress({ ...cart().shippingEstimate!, remainingForFreeShipping: money(0) })).toBe(1);
    expect(freeShippingProgress({ ...cart().shippingEstimate!, freeShippingThreshold: null, remainingForFreeShipping: null })).toBeNull();
    expect(freeShippingProgress(null)).toBeNull();
  });
});

describe("CartLine", () => {
  it("links the product, strikes the regular price on sale, notes the tier and posts its forms to the cart", () => {
    const html = render(
      <ul>
        <CartLine line={line({ prices: { ...line().prices, regularUnit: inclExcl(15), tierQty: 2 } })} mutations={noMutations} variant="page" />
      </ul>,
    );
    expect(html).toContain('href="/huile-essentielle-lavande-fine"');
    expect(html).toMatch(/<del[^>]*>.*15,00\s€/);
    expect(text(html)).toContain("Prix dégressif dès 2 unités");
    expect(text(html)).toContain("Volume : 30 ml");
    expect(html.match(/<form[^>]*action="\/cart" method="post"/g)).toHaveLength(2);
    expect(html).toContain('name="intent" value="update"');
    expect(html).toContain('name="intent" value="remove"');
    expect(html).toMatch(/type="submit" value="-1" formNoValidate=""[^>]*name="step"/);
    expect(html).toContain('aria-label="Retirer Huile essentielle de lavande fine – 30 ml du panier"');
    // Before hydration the update button is there for Enter and for browsers without JavaScript.
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Mettre à jour<\/button>/);
  });

  it("says a stock problem on the line with a one-click fix; a sold-out line can only be removed", () => {
    const short = render(
      <ul>
        <CartLine line={line({ quantity: 5, maxQuantity: 2, errors: [{ code: "NOT_ENOUGH_STOCK" as never, message: "Plus que 2 en stock.", availableQuantity: 2 }] })} mutations={noMutations} variant="page" />
      </ul>,
    );
    expect(text(short)).toContain("Plus que 2 en stock.");
    expect(short).toMatch(/name="quantity" value="2"/);
    expect(text(short)).toContain("Passer à 2");
    expect(short).toContain('aria-invalid="true"');
    const soldOut = render(
      <ul>
        <CartLine line={line({ maxQuantity: 0, errors: [{ code: "OUT_OF_STOCK" as never, message: "Épuisé.", availableQuantity: 0 }] })} mutations={noMutations} variant="page" />
      </ul>,
    );
    expect(soldOut).not.toContain('value="update"');
    expect(soldOut).toContain('value="remove"');
  });
});

describe("CartTotals", () => {
  it("shows subtotal, discount with its coupon, delivery method, total incl. and excl. VAT and the VAT", () => {
    const html = text(
      render(
        <CartTotals
          cart={cart({
            coupon: { code: "BIENVENUE10", label: "10 % de réduction", type: "PERCENTAGE" as never },
            prices: { subtotal: inclExcl(60), discount: inclExcl(6), shipping: inclExcl(0), vat: money(9), grandTotal: { priceInclTax: money(54), priceExclTax: money(45) } },
          })}
        />,
      ),
    );
    expect(html).toContain("Sous-total TTC60,00 €");
    expect(html).toContain("RéductionBIENVENUE10−6,00 €");
    expect(html).toContain("Colissimo à domicile (La Poste), livré en 2 à 3 jours ouvrés");
    expect(html).toContain("Offerte");
    expect(html).toContain("Total TTC54,00 €");
    expect(html).toContain("dont TVA9,00 €");
    expect(html).toContain("Total HT45,00 €");
    expect(html).not.toContain("euros");
  });

  it("says a basket of downloads has nothing to deliver", () => {
    const downloads = text(render(<CartTotals cart={cart({ isVirtual: true, shippingEstimate: null, prices: { subtotal: inclExcl(19.9), discount: inclExcl(0), shipping: inclExcl(0), vat: money(3.32), grandTotal: { priceInclTax: money(19.9), priceExclTax: money(16.58) } } })} />, "en-GB"));
    expect(downloads).toContain("Estimated deliveryNone: files to download");
    expect(downloads).not.toContain("Free");
  });

  it("in pounds, says what will be charged in euros", () => {
    const html = text(render(<CartTotals cart={cart({ chargedPrices: { grandTotal: inclExcl(29.9) } }, "GBP")} />, "en-GB"));
    expect(html).toContain("Total (incl. VAT)£29.90");
    expect(html).toContain("Charged in euros€29.90");
  });
});

describe("CartScreen", () => {
  it("shows the lines, the way to free delivery, the coupon form and the checkout button", () => {
    const html = render(<CartScreen cart={cart()} categories={[]} />);
    expect(text(html)).toContain("2 articles dans votre panier");
    expect(text(html)).toContain("Plus que 25,00 € pour la livraison offerte");
    expect(html).toContain('name="intent" value="coupon-apply"');
    expect(html).toContain('href="/checkout/login"');
  });

  it("refuses checkout while a line has a problem, and says why", () => {
    const html = render(<CartScreen cart={cart({ isReadyForCheckout: false })} categories={[]} />, "en-GB");
    expect(html).not.toContain('href="/checkout/login"');
    expect(html).toMatch(/aria-disabled="true" aria-describedby="[^"]+"/);
    expect(text(html)).toContain("Fix the items marked above to check out.");
  });

  it("shows the coupon's refusal from the action under its field, and an applied coupon with its remove form", () => {
    const refused = render(<CartScreen cart={cart()} categories={[]} refusal={{ intent: "coupon-apply", message: "Ce code n'existe pas." }} />);
    expect(refused).toMatch(/aria-invalid="true"/);
    expect(text(refused)).toContain("Ce code n'existe pas.");
    const applied = render(<CartScreen cart={cart({ coupon: { code: "ESSENCES5", label: "5 € de réduction", type: "FIXED_AMOUNT" as never } })} categories={[]} />);
    expect(applied).toContain('value="coupon-remove"');
    expect(text(applied)).toContain("Code ESSENCES5 appliqué");
  });

  it("leads an empty cart back into the catalogue", () => {
    const html = render(<EmptyCart categories={[{ name: "Huiles essentielles", url: "/huiles-essentielles" }]} />);
    expect(text(html)).toContain("Votre panier est vide");
    expect(html).toContain('href="/huiles-essentielles"');
    expect(html).toContain('href="/"');
  });
});

describe("MiniCart", () => {
  it("is a plain link to the cart on the server, without a count (the page is shared)", () => {
    const html = render(<MiniCart />);
    expect(html).toContain('href="/cart"');
    expect(html).toContain('aria-label="Panier"');
    expect(html).not.toContain("data-cart-count=");
  });
});

describe("cartAction", () => {
  const result = (success: boolean, errorMessage: string | null = null) => ({ success, errorMessage, errorCode: success ? null : "COUPON_INVALID", lineErrors: [], cart: cart() });
  function call(fields: Record<string, string>, { answer = result(true), headers = {} as Record<string, string> } = {}) {
    const body = new URLSearchParams(fields);
    const request = new Request("http://localhost/cart", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded", ...headers } });
    const mutate = vi.fn(async ({ mutation }: { mutation: { definitions: { name?: { value: string } }[] } }) => {
      const name = mutation.definitions.find((definition) => definition.name)?.name?.value ?? "";
      const field = name.charAt(0).toLowerCase() + name.slice(1);
      return { data: { [field]: answer }, setCookies: ["eb_session=abc; Path=/; HttpOnly"] };
    });
    const context = { queries: { mutate }, page: { locale: "fr-FR", maintenance: false, offline: false }, log: { warn: vi.fn(), info: vi.fn() } };
    return { mutate, response: cartAction({ request, context, params: {} } as never) };
  }

  it("runs the change, keeps the session's cookie and redirects back to the cart", async () => {
    const { mutate, response } = call({ intent: "update", itemId: "11", quantity: "3", step: "1" });
    const answer = (await response) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/cart");
    expect(answer.headers.get("set-cookie")).toContain("eb_session=abc");
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { itemId: "11", quantity: 4 } }));
  });

  it("answers a refusal with the API's message, without a redirect", async () => {
    const { response } = call({ intent: "coupon-apply", code: "nope" }, { answer: result(false, "Ce code n'existe pas.") });
    const answer = (await response) as { data: { refusal: unknown } };
    expect(answer.data.refusal).toEqual({ intent: "coupon-apply", message: "Ce code n'existe pas." });
  });

  it("changes nothing for a form from another site, or an unknown intent", async () => {
    for (const [fields, headers] of [
      [{ intent: "remove", itemId: "11" }, { "sec-fetch-site": "cross-site" }],
      [{ intent: "remove", itemId: "11" }, { origin: "https://evil.example" }],
      [{ intent: "empty-everything" }, {}],
    ] as const) {
      const { mutate, response } = call(fields, { headers });
      expect(((await response) as Response).status).toBe(303);
      expect(mutate).not.toHaveBeenCalled();
    }
  });
});
