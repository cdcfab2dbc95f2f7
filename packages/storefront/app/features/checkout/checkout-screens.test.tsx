import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs, type Locale } from "../../lib/i18n.ts";
import type { CheckoutQuery } from "../../lib/generated/graphql.ts";
import { AddressForm } from "../../components/address-form.tsx";
import { CheckoutLoginScreen } from "./checkout-login-screen.tsx";
import type { CheckoutCart, CheckoutOrder, SavedAddress } from "./checkout-queries.ts";
import { SAME_AS_SHIPPING, billingChoice, defaultBillingFor, shippingChoice, virtualBillingChoice } from "./saved-addresses.tsx";
import { CheckoutScreen } from "./checkout-screen.tsx";
import { addressFields } from "../../lib/address-fields.ts";
import { NoOrderScreen, SuccessScreen, nextStepOf } from "./success-screen.tsx";
import { initialPayment, missingBeforePlacing } from "./review-step.tsx";

const money = (amount: number, currency = "EUR") => ({ amount, currency });
const inclExcl = (incl: number, currency = "EUR") => ({ priceInclTax: money(incl, currency), priceExclTax: money(Math.round((incl / 1.2) * 100) / 100, currency) });

const address = {
  firstname: "Camille",
  lastname: "Martin",
  company: null,
  street: ["12 rue des Lilas"],
  postcode: "75011",
  city: "Paris",
  countryCode: "FR",
  countryName: "France",
  telephone: "+33612345678",
};
const standard = { code: "colissimo", carrier: "La Poste", label: "Colissimo à domicile", minDays: 2, maxDays: 3, needsPickupPoint: false, price: inclExcl(5.9) };
const relay = { code: "relay", carrier: "Relais Colis", label: "Point relais", minDays: 3, maxDays: 5, needsPickupPoint: true, price: inclExcl(3.9) };

function cart(overrides: Partial<CheckoutCart> = {}, currency = "EUR"): CheckoutCart {
  return {
    id: "c1",
    itemsQuantity: 2,
    items: [
      {
        item_id: "11",
        sku: "HE-LAVANDE-30",
        name: "Huile essentielle de lavande fine – 30 ml",
        quantity: 2,
        prices: { row: inclExcl(24, currency) },
      },
    ],
    prices: { subtotal: inclExcl(24, currency), discount: inclExcl(0, currency), shipping: inclExcl(5.9, currency), vat: money(4.98, currency), grandTotal: inclExcl(29.9, currency), storeCredit: money(0, currency), amountDue: money(29.9, currency) },
    chargedPrices: { grandTotal: inclExcl(currency === "EUR" ? 29.9 : 35.88), amountDue: money(currency === "EUR" ? 29.9 : 35.88) },
    coupon: null,
    storeCredit: null,
    email: null,
    isVirtual: false,
    requiresAccount: false,
    hasDownloads: false,
    billingSameAsShipping: true,
    shippingAddress: null,
    billingAddress: null,
    shippingMethods: [standard, relay],
    selectedShippingMethod: null,
    pickupPoint: null,
    paymentMethods: [
      { code: "bank_transfer", title: "Virement bancaire", isDeferred: true },
      { code: "sandbox_card", title: "Carte bancaire", isDeferred: false },
    ],
    ...overrides,
  } as CheckoutCart;
}

const data = (overrides: Partial<CheckoutCart> = {}, extra: Partial<CheckoutQuery> = {}, currency = "EUR"): CheckoutQuery => ({
  cart: cart(overrides, currency),
  me: null,
  shippingCountries: [
    { code: "FR", name: "France" },
    { code: "BE", name: "Belgique" },
  ],
  ...extra,
});

function render(element: ReactNode, locale: Locale = "fr-FR", path = "/checkout") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <Stub initialEntries={[path]} />
    </IntlProvider>,
  );
}
const TERMS = "/conditions-generales-de-vente";
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\u00a0|\u202f/g, " ").replace(/\s+/g, " ");
const stepState = (html: string, step: string) => new RegExp(`data-step="${step}" data-step-state="(\\w+)"`).exec(html)?.[1];

describe("CheckoutScreen", () => {
  it("opens the contact step first, the others waiting, with the summary and the phone's total bar", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data()} />);
    expect(stepState(html, "contact")).toBe("current");
    for (const step of ["shipping", "delivery", "billing", "payment", "review"]) expect(stepState(html, step)).toBe("waiting");
    expect(html).toMatch(/<input[^>]*type="email"[^>]*inputMode="email"[^>]*autoComplete="email"/);
    expect(html).toContain('aria-current="step"');
    expect(html).toMatch(/<aside id="checkout-summary"/);
    expect(text(html)).toContain("Huile essentielle de lavande fine – 30 ml");
    expect(html).toMatch(/data-summary-bar-total="">29,90\s€/);
  });

  it("starts a signed-in shopper from their details", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data({ email: "camille@exemple.fr" }, { me: { id: "7", email: "camille@exemple.fr", firstname: "Camille", lastname: "Martin", addresses: [] } })} />);
    expect(stepState(html, "contact")).toBe("done");
    expect(stepState(html, "shipping")).toBe("current");
    expect(html).toMatch(/name="firstname"[^>]*value="Camille"|value="Camille"[^>]*name="firstname"/);
    expect(html).toContain('<option value="FR" selected="">France</option>');
  });

  it("gives the shipping form every autofill token, the phone keypad and the shop's countries", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data({ email: "c@exemple.fr" })} />);
    for (const token of ["given-name", "family-name", "organization", "address-line1", "address-line2", "address-line3", "postal-code", "address-level2", "country", "tel"]) {
      expect(html).toContain(`autoComplete="section-shipping shipping ${token}"`);
    }
    expect(html).toMatch(/type="tel"[^>]*inputMode="tel"/);
    expect(html).toContain('<option value="BE">Belgique</option>');
    expect(html).toMatch(/<form[^>]*data-form="shipping"[^>]*method="post"/);
  });

  it("shows the delivery methods with price and days, and the pickup search for a relay", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data({ email: "c@exemple.fr", shippingAddress: address, selectedShippingMethod: relay })} />);
    expect(stepState(html, "delivery")).toBe("current");
    const body = text(html);
    expect(body).toContain("Colissimo à domicile 5,90 €");
    expect(body).toContain("La Poste · 2 à 3 jours ouvrés");
    expect(html).toContain("data-pickup-search");
    expect(body).toContain("Code postal ou ville");
  });

  it("sums up the done steps with a way to modify each, then asks for payment and the terms", () => {
    const html = render(
      <CheckoutScreen termsPath={TERMS}
        data={data({ email: "c@exemple.fr", shippingAddress: address, selectedShippingMethod: relay, pickupPoint: { id: "P1", name: "Tabac de la Gare", carrier: "Relais Colis", address: { country: "FR", locality: "Paris", postalCode: "75011", streetAddress: ["3 rue Oberkampf"] } } })}
      />,
    );
    expect(stepState(html, "payment")).toBe("current");
    expect(stepState(html, "review")).toBe("current");
    for (const step of ["contact", "shipping", "delivery", "billing"]) {
      expect(stepState(html, step)).toBe("done");
      expect(html).toContain(`href="/checkout?step=${step}"`);
    }
    const body = text(html);
    expect(body).toContain("Tabac de la Gare , 3 rue Oberkampf, 75011 Paris");
    expect(body).toContain("Identique à l'adresse de livraison");
    expect(body).toContain("Votre commande attendra votre paiement");
    expect(html).toMatch(/href="\/conditions-generales-de-vente" target="_blank"/);
    expect(body).toContain("Commander avec obligation de paiement");
  });

  it("opens a done step again from its Modify link (?step=)", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data({ email: "c@exemple.fr", shippingAddress: address, selectedShippingMethod: standard })} />, "fr-FR", "/checkout?step=shipping");
    expect(stepState(html, "shipping")).toBe("current");
    expect(html).toMatch(/value="12 rue des Lilas"/);
    expect(text(html)).toContain("Annuler");
  });

  it("tells a shopper paying in pounds what will be charged in euros", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data({ email: "c@exemple.fr" }, {}, "GBP")} />, "en-GB");
    expect(text(html)).toContain("You will be charged €35.88 (EUR).");
    // Store credit paying part of it: the payment method is charged what is left.
    const withCredit = data({ email: "c@exemple.fr", chargedPrices: { grandTotal: inclExcl(35.88), amountDue: money(25.88) } }, {}, "GBP");
    expect(text(render(<CheckoutScreen termsPath={TERMS} data={withCredit} />, "en-GB"))).toContain("You will be charged €25.88 (EUR).");
  });

  it("says a payment was cancelled, even once the cart is empty", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data({ items: [], itemsQuantity: 0 })} paymentCancelled />, "en-GB");
    expect(text(html)).toContain("The payment was cancelled: nothing was charged.");
    expect(html).toContain('href="/cart"');
  });

  it("shows a refused form's problems from the action, before hydration", () => {
    const html = render(
      <CheckoutScreen termsPath={TERMS}
        data={data({ email: "c@exemple.fr" })}
        refusal={{ step: "shipping", problems: [{ field: "postcode", message: "Code postal invalide pour la France." }], message: null }}
      />,
    );
    expect(html).toMatch(/role="alert"[^>]*data-error-summary/);
    expect(html).toContain('href="#shipping-postcode"');
    expect(html).toMatch(/id="shipping-postcode"[^>]*aria-invalid="true"[^>]*aria-describedby="shipping-postcode-error"/);
  });
});

describe("a signed-in customer's saved addresses", () => {
  const home: SavedAddress = { id: "1", ...address, defaultShipping: true, defaultBilling: true };
  const studio: SavedAddress = { id: "2", ...address, street: ["27 rue Mercière"], postcode: "69002", city: "Lyon", defaultShipping: false, defaultBilling: false };
  const signedIn = (cartOverrides: Partial<CheckoutCart>, addresses: SavedAddress[] = [home, studio]) =>
    data({ email: "camille@exemple.fr", ...cartOverrides }, { me: { id: "7", email: "camille@exemple.fr", firstname: "Camille", lastname: "Martin", addresses } });

  it("starts the shipping step on the cart's address if saved, else on the default one; billing on the delivery address", () => {
    expect(shippingChoice({ shippingAddress: null }, [studio, home])).toBe("1");
    expect(shippingChoice({ shippingAddress: { ...address, street: ["27 rue Mercière"], postcode: "69 002", city: "Lyon", telephone: "+33 6 12 34 56 78" } }, [home, studio])).toBe("2");
    expect(shippingChoice({ shippingAddress: { ...address, city: "Nice" } }, [home, studio])).toBeNull();
    expect(shippingChoice({ shippingAddress: null }, [studio])).toBeNull();
    expect(billingChoice({ billingSameAsShipping: true, billingAddress: address }, [home, studio])).toBe(SAME_AS_SHIPPING);
    expect(billingChoice({ billingSameAsShipping: false, billingAddress: { ...address, street: ["27 rue Mercière"], postcode: "69002", city: "Lyon" } }, [home, studio])).toBe("2");
  });

  it("offers them at the shipping step, the default one chosen, and a new address below (no JavaScript: the id is posted)", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={signedIn({})} />);
    expect(stepState(html, "shipping")).toBe("current");
    expect(html).toMatch(/<form [^>]*data-form="saved-shipping" method="post"><input type="hidden" name="intent" value="shipping"\/><input type="hidden" name="savedChoice" value="true"\/>/);
    expect(html).toMatch(/<input type="radio" name="savedAddressId" checked="" value="1"\/>/);
    expect(html).toMatch(/<input type="radio" name="savedAddressId" value="2"\/>/);
    const body = text(html);
    expect(body).toContain("Livrer à l'une de vos adresses Camille Martin Par défaut 12 rue des Lilas, 75011 Paris, France, +33612345678");
    expect(body).toContain("Ou livrer à une nouvelle adresse");
    // The new address starts empty but for the names: the saved one is chosen above.
    expect(html).toMatch(/<form [^>]*data-form="shipping" method="post">/);
    expect(html).not.toMatch(/value="12 rue des Lilas"/);
  });

  it("starts a billing address of its own from the names once \"same as delivery\" is unticked (no address book)", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={signedIn({ shippingAddress: address, selectedShippingMethod: standard }, [])} />, "fr-FR", "/checkout?step=billing&billing=other");
    expect(stepState(html, "billing")).toBe("current");
    expect(html).toMatch(/<form [^>]*data-form="billing" method="post">/);
    expect(html).toMatch(/<input type="checkbox" id="billing-same" name="sameAsShipping" value="true"\/>/);
    expect(html).toMatch(/id="billing-firstname"[^>]*value="Camille"/);
    expect(html).toMatch(/id="billing-street1"[^>]*value=""/);
    // A billing address of its own the cart already has is shown to be corrected.
    const own = render(
      <CheckoutScreen termsPath={TERMS} data={signedIn({ shippingAddress: address, selectedShippingMethod: standard, billingSameAsShipping: false, billingAddress: { ...address, city: "Nice" } }, [])} />,
      "fr-FR",
      "/checkout?step=billing",
    );
    expect(own).toMatch(/id="billing-city"[^>]*value="Nice"/);
  });

  it("keeps the plain form for a customer without an address book", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={signedIn({}, [])} />);
    expect(html).not.toContain('data-form="saved-shipping"');
    expect(html).toMatch(/<form [^>]*data-form="shipping" method="post">/);
  });

  it("bills the default billing address with the first delivery address, when it is another", () => {
    const office: SavedAddress = { ...studio, defaultBilling: true };
    const homeOnly: SavedAddress = { ...home, defaultBilling: false };
    const first = { isVirtual: false, shippingAddress: null, billingSameAsShipping: true };
    const delivered = { ...address, street: ["12 rue des Lilas"] };
    expect(defaultBillingFor(first, [homeOnly, office], delivered)).toBe(office);
    // Delivered to the default billing address itself (letter case and spaces aside): billed there, as the delivery address.
    expect(defaultBillingFor(first, [homeOnly, office], { ...office, city: "LYON", postcode: "69 002" })).toBeNull();
    // The same address is both defaults, or there is no default billing address: the delivery address is billed.
    expect(defaultBillingFor(first, [home, studio], delivered)).toBeNull();
    expect(defaultBillingFor(first, [homeOnly, studio], delivered)).toBeNull();
    // Once the cart has a delivery address, or bills an address of its own, the shopper's choice stands.
    expect(defaultBillingFor({ ...first, shippingAddress: address }, [homeOnly, office], delivered)).toBeNull();
    expect(defaultBillingFor({ ...first, billingSameAsShipping: false }, [homeOnly, office], delivered)).toBeNull();
    // A cart of downloads starts its own billing step on the default billing address.
    expect(defaultBillingFor({ ...first, isVirtual: true }, [homeOnly, office], delivered)).toBeNull();
  });

  it("sums up the default billing address the cart bills, with the delivery address, and starts its choice there", () => {
    const office: SavedAddress = { ...studio, defaultBilling: true };
    const billed = { ...address, street: ["27 rue Mercière"], postcode: "69002", city: "Lyon" };
    const cartBilled = { shippingAddress: address, selectedShippingMethod: standard, billingSameAsShipping: false, billingAddress: billed };
    const html = render(<CheckoutScreen termsPath={TERMS} data={signedIn(cartBilled, [{ ...home, defaultBilling: false }, office])} />);
    expect(stepState(html, "billing")).toBe("done");
    expect(stepState(html, "payment")).toBe("current");
    expect(html).toMatch(/<address[^>]*data-step-summary="shipping"><span>Camille Martin<\/span><span>12 rue des Lilas<\/span>/);
    expect(html).toMatch(/<address[^>]*data-step-summary="billing"><span>Camille Martin<\/span><span>27 rue Mercière<\/span>/);
    const modify = render(<CheckoutScreen termsPath={TERMS} data={signedIn(cartBilled, [{ ...home, defaultBilling: false }, office])} />, "fr-FR", "/checkout?step=billing");
    expect(modify).toMatch(/<input type="radio" name="savedAddressId" checked="" value="2"\/>/);
    expect(modify).toMatch(/<input type="radio" name="savedAddressId" value="same"\/>/);
    expect(text(modify)).toContain("Lyon");
  });

  it("offers the delivery address and the saved ones for billing, a new one a link away", () => {
    const html = render(
      <CheckoutScreen termsPath={TERMS} data={signedIn({ shippingAddress: address, selectedShippingMethod: standard })} />,
      "en-GB",
      "/checkout?step=billing",
    );
    expect(stepState(html, "billing")).toBe("current");
    expect(html).toMatch(/<input type="radio" name="savedAddressId" checked="" value="same"\/>/);
    expect(text(html)).toContain("Bill to Same as the delivery address Camille Martin Default 12 rue des Lilas");
    expect(html).toContain('<a data-billing-other="" href="/checkout?step=billing&amp;billing=other"');
    expect(html).not.toContain('data-form="billing"');
    const other = render(<CheckoutScreen termsPath={TERMS} data={signedIn({ shippingAddress: address, selectedShippingMethod: standard })} />, "en-GB", "/checkout?step=billing&billing=other");
    expect(other).toMatch(/<form [^>]*data-form="billing" method="post">/);
  });
});

describe("a cart of downloads", () => {
  const guide = {
    items: [{ item_id: "21", sku: "GUIDE-FORMULATION-HE", name: "Guide de formulation : huiles essentielles en cosmétique", quantity: 1, prices: { row: inclExcl(14.9) } }],
    itemsQuantity: 1,
    prices: { subtotal: inclExcl(14.9), discount: inclExcl(0), shipping: inclExcl(0), vat: money(2.48), grandTotal: inclExcl(14.9), storeCredit: money(0), amountDue: money(14.9) },
    chargedPrices: { grandTotal: inclExcl(14.9), amountDue: money(14.9) },
    shippingMethods: [],
    isVirtual: true,
    requiresAccount: true,
    hasDownloads: true,
  };
  const home: SavedAddress = { id: "1", ...address, defaultShipping: true, defaultBilling: true };
  const me = (addresses: SavedAddress[] = []) => ({ me: { id: "7", email: "camille@exemple.fr", firstname: "Camille", lastname: "Martin", addresses } });

  it("has four steps, no shipping address nor delivery, and asks for a billing address of its own", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data({ ...guide, email: "camille@exemple.fr" }, me())} />);
    expect(html).not.toContain('data-step="shipping"');
    expect(html).not.toContain('data-step="delivery"');
    expect(stepState(html, "contact")).toBe("done");
    expect(stepState(html, "billing")).toBe("current");
    expect(html).toMatch(/<form [^>]*data-form="billing" method="post"><input type="hidden" name="intent" value="billing"\/>/);
    expect(html).not.toContain('name="sameAsShipping"');
    expect(html).toMatch(/name="firstname"[^>]*value="Camille"|value="Camille"[^>]*name="firstname"/);
    const body = text(html);
    expect(body).toContain("Étape 2 : Adresse de facturation");
    expect(body).toContain("Rien à livrer : vos fichiers seront dans votre compte");
    // The summary has no delivery row: nothing is delivered, as the e-mails say.
    expect(html).not.toContain('data-total="shipping"');
    expect(body).toContain("Sous-total TTC 14,90 € Total TTC 14,90 €");
  });

  it("offers the saved addresses for billing, never the delivery address it does not have", () => {
    expect(virtualBillingChoice({ billingSameAsShipping: true, billingAddress: address }, [home])).toBe("1");
    expect(virtualBillingChoice({ billingSameAsShipping: false, billingAddress: { ...address, city: "Nice" } }, [home])).toBeNull();
    const html = render(<CheckoutScreen termsPath={TERMS} data={data({ ...guide, email: "camille@exemple.fr" }, me([home]))} />, "en-GB");
    expect(stepState(html, "billing")).toBe("current");
    expect(html).not.toContain('value="same"');
    expect(html).toMatch(/<input type="radio" name="savedAddressId" checked="" value="1"\/>/);
    expect(text(html)).toContain("Nothing to deliver");
  });

  it("goes to payment once billed, the billing address summed up", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data({ ...guide, email: "camille@exemple.fr", billingSameAsShipping: false, billingAddress: address }, me())} />, "en-GB");
    expect(stepState(html, "billing")).toBe("done");
    expect(stepState(html, "payment")).toBe("current");
    const body = text(html);
    expect(body).toContain("Step 3: Payment");
    expect(body).toContain("Camille Martin 12 rue des Lilas 75011 Paris");
    expect(body).not.toContain("Same as the delivery address");
    expect(body).toContain("Your order will wait for your payment: your files are available once it arrives.");
  });

  it("asks, beside the terms, for the files once paid and the loss of the right of withdrawal for them, in both languages", () => {
    const billed = { ...guide, email: "camille@exemple.fr", billingSameAsShipping: false, billingAddress: address };
    const html = render(<CheckoutScreen termsPath={TERMS} data={data(billed, me())} />);
    expect(stepState(html, "review")).toBe("current");
    // A box of its own in the review's form (posted without JavaScript too), after the terms, not ticked.
    const form = /<form id="checkout-place-order"[^]*?<\/form>/.exec(html)?.[0] ?? "";
    expect(form).toMatch(/<input type="checkbox" id="review-terms" name="acceptTerms"[^>]*\/>[^]*<input type="checkbox" id="review-waiver" name="waiveWithdrawalForDownloads"/);
    expect(form).not.toMatch(/name="waiveWithdrawalForDownloads"[^>]*checked/);
    expect(form).toContain('<label for="review-waiver">');
    expect(text(form)).toContain("Je demande l'accès immédiat aux produits téléchargeables dès le paiement et je reconnais perdre mon droit de rétractation pour ceux-ci.");
    const english = text(render(<CheckoutScreen termsPath={TERMS} data={data(billed, me())} />, "en-GB"));
    expect(english).toContain("I ask for immediate access to the downloadable products once paid and acknowledge that I thereby lose my right of withdrawal for them.");
  });

  it("asks it of a mixed basket, and never of a basket without downloads", () => {
    const ready = { email: "c@exemple.fr", shippingAddress: address, selectedShippingMethod: standard };
    const mixed = render(<CheckoutScreen termsPath={TERMS} data={data({ ...ready, requiresAccount: true, hasDownloads: true }, me())} />);
    expect(stepState(mixed, "review")).toBe("current");
    expect(mixed).toContain('name="waiveWithdrawalForDownloads"');
    const plain = render(<CheckoutScreen termsPath={TERMS} data={data(ready)} />);
    expect(stepState(plain, "review")).toBe("current");
    expect(plain).toContain('name="acceptTerms"');
    expect(plain).not.toContain("waiveWithdrawalForDownloads");
    expect(text(plain)).not.toContain("rétractation");
  });

  it("places the order only with a payment, the terms and, for downloads, the waiver; each missing one is said, in the page's order", () => {
    const all = { payment: "bank_transfer", terms: true, waiver: true, hasDownloads: true };
    expect(missingBeforePlacing(all)).toEqual([]);
    expect(missingBeforePlacing({ ...all, waiver: false })).toEqual(["waiver"]);
    expect(missingBeforePlacing({ ...all, waiver: false, hasDownloads: false })).toEqual([]);
    expect(missingBeforePlacing({ payment: "", terms: false, waiver: false, hasDownloads: true })).toEqual(["payment", "terms", "waiver"]);
    expect(missingBeforePlacing({ ...all, terms: false })).toEqual(["terms"]);
  });

  it("offers no guest checkout: sign in or register, the reason said", () => {
    const html = render(<CheckoutLoginScreen requiresAccount />, "fr-FR", "/checkout/login");
    expect(html.match(/<form[^>]*method="post"/g)).toHaveLength(1);
    expect(html).not.toContain('name="intent" value="guest"');
    expect(html).toContain('href="/register?redirect=%2Fcheckout"');
    const body = text(html);
    expect(body).toContain("Votre panier contient un produit téléchargeable");
    expect(body).toContain("Créer un compte");
    expect(body).not.toContain("Continuer sans compte");
  });

  it("confirms an order with nothing to deliver, and where its files are", () => {
    const virtualOrder = order({ code: "sandbox_card", title: "Card", status: "PAID" }, { status: "COMPLETE", shippingAddress: null, shippingMethod: null, pickupPoint: null });
    const html = render(<SuccessScreen order={virtualOrder} />, "en-GB");
    const body = text(html);
    expect(body).toContain("Your payment is confirmed. Your files are ready to download.");
    expect(body).toContain("Download your files from your account: Downloadable products");
    expect(html).toContain('href="/user/downloadable-products"');
    expect(body).toContain("Download — nothing to deliver");
    expect(body).not.toContain("Delivery address");
    expect(html).not.toContain('data-total="shipping"');
  });
});

describe("AddressForm's error summary", () => {
  it("links each problem to its field, which says it is invalid and is described by its message", () => {
    const html = render(
      <AddressForm
        prefix="billing"
        intent="billing"
        section="billing"
        initial={addressFields(null)}
        countries={[{ code: "GB", name: "United Kingdom" }]}
        problems={[
          { field: "postcode", message: "Enter a valid UK postcode." },
          { field: "telephone", message: "Enter a valid phone number." },
        ]}
        pending={false}
        submitLabel="Continue"
        onSubmit={() => undefined}
      />,
      "en-GB",
    );
    expect(text(html)).toContain("There are problems with 2 fields:");
    expect(html).toContain('<a href="#billing-postcode">Enter a valid UK postcode.</a>');
    expect(html).toContain('<a href="#billing-telephone">Enter a valid phone number.</a>');
    expect(html).toMatch(/id="billing-telephone"[^>]*aria-invalid="true"[^>]*aria-describedby="billing-telephone-hint billing-telephone-error"/);
    expect(html).toMatch(/id="billing-firstname"(?![^>]*aria-invalid)/);
  });
});

describe("CheckoutLoginScreen", () => {
  it("offers to sign in or to go on as a guest, each form posting without JavaScript", () => {
    const html = render(<CheckoutLoginScreen />, "en-GB", "/checkout/login");
    expect(html.match(/<form[^>]*method="post"/g)).toHaveLength(2);
    expect(html).toContain('name="intent" value="login"');
    expect(html).toContain('name="intent" value="guest"');
    expect(html).toMatch(/type="password"[^>]*autoComplete="current-password"/);
    expect(text(html)).toContain("Continue as a guest");
  });

  it("shows a refusal the action answered on the right form", () => {
    const html = render(<CheckoutLoginScreen refusal={{ step: "contact", intent: "login", problems: [], message: "The e-mail address or the password is incorrect.", code: null }} />, "en-GB");
    expect(html).toContain('<a href="#login-email">The e-mail address or the password is incorrect.</a>');
  });
});

const order = (payment: Partial<CheckoutOrder["payment"]> = {}, overrides: Partial<CheckoutOrder> = {}): CheckoutOrder =>
  ({
    order_id: "ord_9f2k",
    number: "2026-000042",
    status: "PENDING_PAYMENT",
    createdAt: "2026-11-26T10:00:00Z",
    email: "camille@exemple.fr",
    items: [{ id: "1", sku: "HE-LAVANDE-30", name: "Huile essentielle de lavande fine – 30 ml", quantity: 2, prices: { row: { priceInclTax: money(24) } } }],
    prices: { subtotal: { priceInclTax: money(24) }, discount: { priceInclTax: money(0) }, shipping: { priceInclTax: money(3.9) }, vat: money(4.65), grandTotal: inclExcl(27.9) },
    chargedPrices: { grandTotal: { priceInclTax: money(27.9) }, amountDue: money(27.9) },
    coupon: null,
    shippingAddress: address,
    billingAddress: address,
    shippingMethod: { code: "relay", carrier: "Relais Colis", label: "Point relais", minDays: 3, maxDays: 5 },
    pickupPoint: { id: "P1", name: "Tabac de la Gare", carrier: "Relais Colis", address: { country: "FR", locality: "Paris", postalCode: "75011", streetAddress: ["3 rue Oberkampf"] } },
    payment: { code: "bank_transfer", title: "Virement bancaire", status: "PENDING", instructions: null, ...payment },
    ...overrides,
  }) as CheckoutOrder;

describe("SuccessScreen", () => {
  it("gives the bank details and the reference of a transfer, with its due date", () => {
    const html = render(
      <SuccessScreen
        order={order({
          instructions: { amount: money(27.9), payee: "Essences & Botanique SAS", reference: "EB-7K3M-9Q2X", iban: "FR76 3000 6000 0112 3456 7890 189", bic: "AGRIFRPP", bankName: "Crédit Agricole", mailingAddress: null, dueAt: "2026-12-03T10:00:00Z" },
        })}
      />,
      "fr-FR",
      "/checkout/success?order=ord_9f2k",
    );
    const body = text(html);
    expect(body).toContain("Commande n° 2026-000042");
    expect(body).toContain("En attente de paiement");
    expect(html).toContain('data-payment-instructions="transfer"');
    for (const value of ["FR76 3000 6000 0112 3456 7890 189", "AGRIFRPP", "EB-7K3M-9Q2X", "Essences & Botanique SAS", "27,90 €"]) expect(body).toContain(value);
    expect(body).toContain("Sans paiement reçu le 3 décembre 2026");
    expect(body).toContain("Tabac de la Gare");
  });

  it("gives the payee and the mailing address of a cheque", () => {
    const html = render(
      <SuccessScreen order={order({ code: "cheque", title: "Chèque", instructions: { amount: money(27.9), payee: "Essences & Botanique SAS", reference: "EB-AAAA-BBBB", iban: null, bic: null, bankName: null, mailingAddress: ["Service commandes", "4 rue des Jardins", "69002 Lyon"], dueAt: null } })} />,
      "en-GB",
    );
    expect(html).toContain('data-payment-instructions="cheque"');
    expect(text(html)).toContain("Service commandes, 4 rue des Jardins, 69002 Lyon");
  });

  it("says a card payment is paid, or still being confirmed with a way to refresh", () => {
    expect(nextStepOf(order({ code: "sandbox_card", status: "PAID" }, { status: "PROCESSING" }))).toBe("paid");
    const html = render(<SuccessScreen order={order({ code: "sandbox_card", title: "Card" })} />, "en-GB");
    expect(text(html)).toContain("Your payment is being confirmed");
    expect(html).toContain('href="?order=ord_9f2k"');
    expect(nextStepOf(order({ code: "sandbox_card", status: "FAILED" }))).toBe("failed");
    expect(nextStepOf(order({}, { status: "CANCELLED" }))).toBe("cancelled");
  });

  it("shows nothing of any order when there is none to show", () => {
    const html = render(<NoOrderScreen />, "en-GB", "/checkout/success?order=someone-else");
    expect(text(html)).toContain("There is no order to show here.");
    expect(html).not.toContain("someone-else");
    expect(html).toContain('href="/"');
  });
});

describe("store credit at checkout", () => {
  const ready = { email: "c@exemple.fr", shippingAddress: address, selectedShippingMethod: standard };
  const credit = (applied: boolean, balance = 12.5) => ({ storeCredit: { balance: money(balance), applied } });

  it("offers a customer's store credit at the payment step, in a form that works without JavaScript", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data({ ...ready, ...credit(false) })} />);
    expect(stepState(html, "payment")).toBe("current");
    expect(html).toMatch(/<form [^>]*data-form="storeCredit" method="post"><input type="hidden" name="intent" value="storeCredit"\/>/);
    expect(html).toMatch(/<input type="checkbox" id="checkout-store-credit" aria-describedby="checkout-store-credit-detail" data-use-store-credit="" name="use" value="true"\/>/);
    expect(text(html)).toContain("Utiliser mon avoir (solde : 12,50 €)");
    expect(html).toContain("data-apply-store-credit");
    expect(html).not.toContain('data-total="store-credit"');
    // A visitor, or a customer without any: nothing offered.
    expect(render(<CheckoutScreen termsPath={TERMS} data={data(ready)} />)).not.toContain("data-use-store-credit");
  });

  it("shows what it pays and what is left to pay, in the summary and the review", () => {
    const prices = { ...cart().prices, storeCredit: money(12.5), amountDue: money(17.4) };
    const body = text(render(<CheckoutScreen termsPath={TERMS} data={data({ ...ready, ...credit(true), prices })} />, "en-GB"));
    expect(body).toContain("Your store credit pays €12.50; left to pay: €17.40.");
    expect(body).toContain("Paid with store credit −€12.50 Left to pay €17.40");
    expect(body).toMatch(/Total incl\. VAT €29\.90 Left to pay €17\.40 I have read/);
    expect(body).toMatch(/Left to pay €17\.40 See summary/);
  });

  it("leaves store credit alone to choose, and chosen, when it pays everything", () => {
    const prices = { ...cart().prices, storeCredit: money(29.9), amountDue: money(0) };
    const html = render(
      <CheckoutScreen termsPath={TERMS} data={data({ ...ready, ...credit(true, 40), prices, paymentMethods: [{ code: "store_credit", title: "Avoir", isDeferred: false }] })} />,
    );
    expect(text(html)).toContain("Votre avoir règle toute la commande (29,90 €).");
    expect(html).toMatch(/<input type="radio" form="checkout-place-order" name="paymentMethod" checked="" value="store_credit"\/>/);
    expect(text(html)).toContain("aucun autre paiement n'est nécessaire");
  });

  it("starts from the way of paying chosen while the cart offers it, else store credit when it is the only one", () => {
    const methods = [{ code: "bank_transfer" }, { code: "sandbox_card" }];
    expect(initialPayment(methods, "sandbox_card", "bank_transfer")).toBe("sandbox_card");
    expect(initialPayment(methods, null, "bank_transfer")).toBe("bank_transfer");
    expect(initialPayment(methods, null, null)).toBe("");
    expect(initialPayment([{ code: "store_credit" }], "sandbox_card", "bank_transfer")).toBe("store_credit");
  });
});

describe("placing the order for the amount shown", () => {
  const ready = { email: "c@exemple.fr", shippingAddress: address, selectedShippingMethod: standard };
  const amountChanged = (message: string) => ({ step: "review" as const, problems: [], message, code: "AMOUNT_CHANGED" });

  it("posts the amount due the review shows, in euros (what the payment is charged), with the order", () => {
    expect(render(<CheckoutScreen termsPath={TERMS} data={data(ready)} />)).toContain('<input type="hidden" name="expectedAmountDue" value="29.9"/>');
    // Shown in pounds, charged in euros: the euros go with it.
    expect(render(<CheckoutScreen termsPath={TERMS} data={data(ready, {}, "GBP")} />, "en-GB")).toContain('name="expectedAmountDue" value="35.88"');
    // Store credit paying part of it: what is left for the payment method.
    const withCredit = data({ ...ready, chargedPrices: { grandTotal: inclExcl(29.9), amountDue: money(17.4) } });
    expect(render(<CheckoutScreen termsPath={TERMS} data={withCredit} />)).toContain('name="expectedAmountDue" value="17.4"');
  });

  it("says a changed amount under the total, with the new amount to pay, and lets the shopper place the order again", () => {
    // The cart as read again after the refusal: the price went up.
    const prices = { ...cart().prices, grandTotal: inclExcl(31.9), amountDue: money(31.9) };
    const now = data({ ...ready, prices, chargedPrices: { grandTotal: inclExcl(31.9), amountDue: money(31.9) } });
    const message = "The total of your order has changed since you checked it: nothing was ordered. Check the new amount to pay and place your order again.";
    const html = render(<CheckoutScreen termsPath={TERMS} data={now} refusal={amountChanged(message)} />, "en-GB");
    expect(html).toMatch(/role="alert" data-place-order-error="AMOUNT_CHANGED"/);
    const body = text(html);
    expect(body).toContain(`${message} Amount to pay now: €31.90.`);
    // Between the total and the terms, right above "Place order"; the form sends the new amount.
    expect(body).toMatch(/Total incl\. VAT €31\.90 The total of your order has changed[^]*Amount to pay now: €31\.90\. I have read/);
    expect(html).toContain('name="expectedAmountDue" value="31.9"');
    expect(html).not.toMatch(/data-place-order=""[^>]*disabled/);
    expect(body).not.toContain("Fix my basket");

    const french = text(render(<CheckoutScreen termsPath={TERMS} data={now} refusal={amountChanged("Le montant de votre commande a changé.")} />));
    expect(french).toContain("Montant à payer désormais : 31,90 €.");
  });

  it("keeps other refusals above the lines, with the way back to the basket when it fixes them", () => {
    const html = render(<CheckoutScreen termsPath={TERMS} data={data(ready)} refusal={{ step: "review", problems: [], message: "A product in your basket has just sold out.", code: "OUT_OF_STOCK" }} />, "en-GB");
    expect(html.indexOf('data-place-order-error="OUT_OF_STOCK"')).toBeLessThan(html.indexOf("data-review-total"));
    expect(html).not.toContain("data-amount-changed");
    expect(text(html)).toContain("Fix my basket");
  });
});
