import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs, type Locale } from "../../lib/i18n.ts";
import type { AccountInvoiceOrder, AccountOrder, AccountOrderSummary, AccountOrdersPage, GuestOrder } from "./account-orders-queries.ts";
import { invoiceIdParam, orderIdParam } from "./account-orders-queries.ts";
import { GuestLookupScreen } from "./guest-lookup.tsx";
import { InvoiceScreen } from "./invoice-view.tsx";
import { OrderDetailScreen } from "./order-detail.tsx";
import { inStore } from "../../lib/store-href.ts";
import { guestLookupInput, isWebAddress, orderActions, ordersPagePath, pageNumbers, pageParam } from "./order-format.ts";
import { OrdersScreen, RecentOrders } from "./order-list.tsx";
import { ReorderMessage } from "./reorder.tsx";

const money = (amount: number, currency = "EUR") => ({ amount, currency });
const incl = (amount: number, currency = "EUR") => ({ priceInclTax: money(amount, currency) });
const inclExcl = (amount: number, currency = "EUR") => ({ priceInclTax: money(amount, currency), priceExclTax: money(Math.round((amount / 1.2) * 100) / 100, currency) });

const address = {
  firstname: "Camille",
  lastname: "Durand",
  company: null,
  street: ["12 avenue Sainte-Lorette"],
  postcode: "06130",
  city: "Grasse",
  countryCode: "FR",
  countryName: "France",
  telephone: "+33612345678",
};

function order(overrides: Partial<AccountOrder> = {}): AccountOrder {
  return {
    order_id: "Abc_123-xyz",
    number: "2026-000042",
    status: "PARTIALLY_SHIPPED",
    createdAt: "2026-11-20T09:30:00.000Z",
    email: "camille@exemple.fr",
    items: [
      {
        sku: "HE-LAVANDE-30",
        productSku: "HE-LAVANDE",
        name: "Lavande fine",
        options: [{ label: "Contenance", value: "30 ml" }],
        quantity: 2,
        quantityShipped: 1,
        prices: { unit: incl(12), row: incl(24) },
      },
      { sku: "FL-AMBRE-50", productSku: "FL-AMBRE-50", name: "Flacon ambré", options: [], quantity: 1, quantityShipped: 0, prices: { unit: incl(3.5), row: incl(3.5) } },
    ],
    prices: { subtotal: incl(27.5), discount: incl(0), shipping: incl(5.9), vat: money(5.57), grandTotal: inclExcl(33.4), storeCredit: money(0), amountDue: money(33.4) },
    chargedPrices: { grandTotal: incl(33.4), amountDue: money(33.4) },
    coupon: null,
    shippingAddress: address,
    billingAddress: { ...address, street: ["3 rue de la Poste"], city: "Nice", postcode: "06000" },
    shippingMethod: { code: "relay", carrier: "Mondial Relay", label: "Point relais", minDays: 3, maxDays: 5 },
    pickupPoint: { id: "MR-1", name: "Tabac de la Gare", carrier: "Mondial Relay", address: { country: "FR", locality: "Grasse", postalCode: "06130", streetAddress: ["1 place de la Gare"] } },
    payment: { code: "bank_transfer", title: "Virement bancaire", status: "PAID", instructions: null },
    history: [
      { status: "PENDING_PAYMENT", at: "2026-11-20T09:30:00.000Z", note: "Commande enregistrée" },
      { status: "PROCESSING", at: "2026-11-21T10:00:00.000Z", note: "Paiement reçu" },
      { status: "PARTIALLY_SHIPPED", at: "2026-11-22T15:45:00.000Z", note: "Un colis est parti" },
    ],
    shipments: [
      {
        id: "7",
        createdAt: "2026-11-22T15:45:00.000Z",
        trackingId: "6A123456789",
        name: "Colissimo",
        url: "https://www.laposte.fr/outils/suivre-vos-envois?code=6A123456789",
        items: [{ sku: "HE-LAVANDE-30", name: "Lavande fine", options: [{ label: "Contenance", value: "30 ml" }], quantity: 1 }],
      },
    ],
    invoices: [{ id: "FA-2026-000017", creationDate: "2026-11-21T10:00:00.000Z", downloadUrl: "/user/orders/Abc_123-xyz/invoice/FA-2026-000017/pdf", totals: { grandTotal: incl(33.4) } }],
    creditNotes: [],
    returnDeadline: "2026-12-22T15:45:00.000Z",
    returnableItems: [
      { orderItemId: "1", quantityReturnable: 1 },
      { orderItemId: "2", quantityReturnable: 0 },
    ],
    returns: [],
    refunds: [],
    ...overrides,
  } as AccountOrder;
}

function render(element: ReactNode, locale: Locale = "fr-FR", path = "/user/orders/Abc_123-xyz") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <Stub initialEntries={[path]} />
    </IntlProvider>,
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\u00a0|\u202f/g, " ")
    .replace(/\s+/g, " ");

describe("order list helpers", () => {
  it("reads the page from the address, the first by default, never below 1", () => {
    expect(pageParam(new URLSearchParams(""))).toBe(1);
    expect(pageParam(new URLSearchParams("page=3"))).toBe(3);
    expect(pageParam(new URLSearchParams("page=0"))).toBe(1);
    expect(pageParam(new URLSearchParams("page=-2"))).toBe(1);
    expect(pageParam(new URLSearchParams("page=abc"))).toBe(1);
    expect(ordersPagePath(1)).toBe("/user/orders");
    expect(ordersPagePath(4)).toBe("/user/orders?page=4");
  });

  it("shows the first, the last and two pages either side of the current one, gaps as null", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageNumbers(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageNumbers(12, 12)).toEqual([1, null, 10, 11, 12]);
  });

  it("puts the store's base path before an API path, and links only web addresses", () => {
    expect(inStore("/", "/user/orders/a/invoice/b/pdf")).toBe("/user/orders/a/invoice/b/pdf");
    expect(inStore("/en", "/user/orders/a/invoice/b/pdf")).toBe("/en/user/orders/a/invoice/b/pdf");
    expect(inStore("/en/", "user/x")).toBe("/en/user/x");
    expect(isWebAddress("https://www.laposte.fr/suivi?code=1")).toBe(true);
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    expect(isWebAddress(null)).toBe(false);
  });

  it("sends only ids that look like ids to the API", () => {
    expect(orderIdParam("Abc_123-xyz")).toBe("Abc_123-xyz");
    expect(orderIdParam("../../etc")).toBeNull();
    expect(orderIdParam(undefined)).toBeNull();
    expect(invoiceIdParam("FA-2026-000017")).toBe("FA-2026-000017");
    expect(invoiceIdParam("FA 2026")).toBeNull();
  });

  it("offers a return while a line may be sent back, the refunds once there are some", () => {
    const line = (quantityReturnable: number) => ({ quantityReturnable });
    expect(orderActions({ returnableItems: [], refunds: [] })).toEqual({ returnable: false, refunds: false });
    expect(orderActions({ returnableItems: [line(0), line(0)], refunds: [] })).toEqual({ returnable: false, refunds: false });
    expect(orderActions({ returnableItems: [line(0), line(2)], refunds: [{ id: "r1" }] })).toEqual({ returnable: true, refunds: true });
  });

  it("reads the lookup form trimmed", () => {
    const form = new FormData();
    form.set("number", " 2026-000042 ");
    form.set("email", "camille@exemple.fr ");
    form.set("postcode", "06130");
    expect(guestLookupInput(form)).toEqual({ number: "2026-000042", email: "camille@exemple.fr", postcode: "06130" });
  });
});

const summary = (number: string, status: AccountOrderSummary["status"] = "PROCESSING"): AccountOrderSummary => ({
  order_id: `id-${number}`,
  number,
  status,
  createdAt: "2026-11-20T09:30:00.000Z",
  items: [{ quantity: 2 }, { quantity: 1 }],
  prices: { grandTotal: incl(33.4) },
  shipments: status === "SHIPPED" ? [{ id: "1" }] : [],
});

const page = (items: AccountOrderSummary[], overrides: Partial<AccountOrdersPage> = {}): AccountOrdersPage => ({
  totalCount: items.length,
  page: 1,
  pageSize: 10,
  totalPages: 1,
  items,
  ...overrides,
});

describe("OrdersScreen", () => {
  it("lists each order with its number linked, date, status, units and total", () => {
    const html = render(<OrdersScreen orders={page([summary("2026-000043", "SHIPPED"), summary("2026-000042")])} />, "fr-FR", "/user/orders");
    const body = text(html);
    expect(html).toContain('href="/user/orders/id-2026-000043"');
    expect(body).toContain("Commande 2026-000043 Expédiée");
    expect(body).toContain("3 articles");
    expect(body).toContain("1 colis");
    expect(body).toContain("33,40 €");
    expect(body.indexOf("2026-000043")).toBeLessThan(body.indexOf("2026-000042"));
    expect(html).not.toContain("aria-label=\"Pages de commandes\"");
  });

  it("pages the list with links, the current page marked", () => {
    const html = render(<OrdersScreen orders={page([summary("2026-000031")], { totalCount: 25, page: 2, totalPages: 3 })} />, "en-GB", "/user/orders?page=2");
    expect(html).toContain('aria-label="Pages of orders"');
    expect(html).toMatch(/<a rel="prev" href="\/user\/orders"/);
    expect(html).toMatch(/<a rel="next" href="\/user\/orders\?page=3"/);
    expect(html).toMatch(/<a aria-current="page" href="\/user\/orders\?page=2"/);
    expect(text(html)).toContain("25 orders, page 2 of 3");
  });

  it("says there is no order yet, with the way to the shop", () => {
    const html = render(<OrdersScreen orders={page([])} />, "en-GB", "/user/orders");
    expect(text(html)).toContain("You have not placed an order yet.");
    expect(html).toContain("data-no-orders");
    const recent = render(<RecentOrders orders={page([summary("2026-000042")], { totalCount: 7 })} />, "en-GB", "/user");
    expect(text(recent)).toContain("See all my orders (7)");
  });
});

describe("OrderDetailScreen", () => {
  it("shows the lines with their options and what has shipped, the totals and the parcels with tracking", () => {
    const html = render(<OrderDetailScreen order={order()} />);
    const body = text(html);
    expect(body).toContain("Lavande fine Réf. HE-LAVANDE-30 Contenance : 30 ml");
    expect(body).toContain("Expédié 1 sur 2");
    expect(body).toContain("Expédié pas encore");
    expect(html).toMatch(/data-total="grand">33,40\s€/);
    expect(body).toContain("Votre colis Remis à Colissimo le 22 novembre 2026");
    expect(html).toContain('data-tracking-id="">6A123456789');
    expect(html).toMatch(/<a href="https:\/\/www\.laposte\.fr\/outils\/suivre-vos-envois\?code=6A123456789" target="_blank" rel="noopener noreferrer"/);
    expect(body).toContain("Suivre le colis sur le site de Colissimo (s'ouvre dans une nouvelle fenêtre)");
  });

  it("gives the delivery, the pickup point, both addresses, the payment, the invoices and the history", () => {
    const html = render(<OrderDetailScreen order={order()} />);
    const body = text(html);
    expect(body).toContain("Point relais · Mondial Relay · 3 à 5 jours ouvrés");
    expect(body).toContain("Point relais : Tabac de la Gare , 1 place de la Gare, 06130 Grasse");
    expect(body).toContain("Destinataire Camille Durand 12 avenue Sainte-Lorette 06130 Grasse France +33612345678");
    expect(body).toContain("Adresse de facturation Camille Durand 3 rue de la Poste 06000 Nice");
    expect(body).toContain("Virement bancaire · payé");
    expect(html).toContain('href="/user/orders/Abc_123-xyz/invoice/FA-2026-000017"');
    expect(html).toMatch(/<a href="\/user\/orders\/Abc_123-xyz\/invoice\/FA-2026-000017\/pdf" download=""/);
    expect(body).toContain("PDF de la facture FA-2026-000017");
    expect(body).toMatch(/En attente de paiement 20 novembre 2026 à 10:30 Commande enregistrée .* Expédiée en partie 22 novembre 2026 à 16:45 Un colis est parti/);
  });

  it("lists the credit notes that cancel the invoice of an order cancelled after it was paid, each with its PDF, in both languages", () => {
    const cancelled = order({
      status: "CANCELLED",
      shipments: [],
      creditNotes: [
        { id: "AV-2026-000003", creationDate: "2026-11-23T08:00:00.000Z", invoiceNumber: "FA-2026-000017", downloadUrl: "/user/orders/Abc_123-xyz/credit-note/AV-2026-000003/pdf", totals: { grandTotal: incl(33.4) } },
      ],
    });
    const html = render(<OrderDetailScreen order={cancelled} />);
    const body = text(html);
    // The invoice stays as it was issued, the credit note beside it.
    expect(html).toContain('href="/user/orders/Abc_123-xyz/invoice/FA-2026-000017"');
    expect(body).toContain("Factures d'avoir Facture d'avoir AV-2026-000003 23 novembre 2026 · −33,40 € · sur la facture FA-2026-000017");
    expect(html).toMatch(/<a href="\/user\/orders\/Abc_123-xyz\/credit-note\/AV-2026-000003\/pdf" download=""[^>]*data-credit-note-pdf/);
    expect(body).toContain("PDF de la facture d'avoir AV-2026-000003");
    const en = text(render(<OrderDetailScreen order={cancelled} />, "en-GB", "/en/user/orders/Abc_123-xyz"));
    expect(en).toContain("Credit notes Credit note AV-2026-000003 23 November 2026 · −€33.40 · against invoice FA-2026-000017");
    expect(en).toContain("PDF of credit note AV-2026-000003");
    // Without a PDF for this viewer, no link; without credit notes, no heading.
    expect(render(<OrderDetailScreen order={order({ ...cancelled, creditNotes: [{ ...cancelled.creditNotes[0], downloadUrl: null }] })} />)).not.toContain("data-credit-note-pdf");
    expect(text(render(<OrderDetailScreen order={order()} />))).not.toContain("Factures d'avoir");
  });

  it("offers to order again (a form that works without JavaScript), a return while a line may be sent back and the refunds once there are some", () => {
    const html = render(<OrderDetailScreen order={order()} />, "en-GB");
    expect(html).toMatch(/<form data-form="reorder" method="post"><input type="hidden" name="intent" value="reorder"\/>/);
    expect(html).toContain('href="/user/orders/Abc_123-xyz/returns/create"');
    expect(text(html)).toContain("Request a return Until 22 December 2026");
    expect(html).not.toContain("/refunds");
    expect(html).not.toContain("order-returns");
    const later = render(
      <OrderDetailScreen
        order={order({
          status: "CLOSED",
          returnableItems: [{ orderItemId: "1", quantityReturnable: 0 }],
          refunds: [{ id: "r1" }],
          returns: [
            {
              id: "rma1",
              number: "RMA-2026-000012",
              createdAt: "2026-11-25T10:00:00.000Z",
              status: "CLOSED",
              items: [{ orderItemId: "1", name: "Lavande fine", sku: "HE-LAVANDE-30", quantity: 1, status: "APPROVED" }],
            },
          ],
        })}
      />,
    );
    const laterText = text(later);
    expect(later).not.toContain("returns/create");
    expect(later).toContain('href="/user/orders/Abc_123-xyz/refunds"');
    expect(laterText).toContain("Voir le remboursement");
    expect(laterText).toContain("Remboursée");
    expect(laterText).toContain("Retours Retour RMA-2026-000012 Clôturé Demandé le 25 novembre 2026 Lavande fine × 1 Accepté");
    expect(later).toContain('href="/user/returns"');
    const pending = render(
      <OrderDetailScreen
        order={order({
          status: "PENDING_PAYMENT",
          shipments: [],
          invoices: [],
          // Nothing shipped: the API says no line may be returned, and gives no deadline.
          returnableItems: [
            { orderItemId: "1", quantityReturnable: 0 },
            { orderItemId: "2", quantityReturnable: 0 },
          ],
          returnDeadline: null,
          payment: {
            code: "bank_transfer",
            title: "Bank transfer",
            status: "PENDING",
            instructions: { amount: money(33.4), payee: "Essences & Botanique SAS", reference: "2026-000042", iban: "FR76 3000", bic: "BNPAFRPP", bankName: "BNP", mailingAddress: null, dueAt: "2026-11-30T09:30:00.000Z" },
          },
        })}
      />,
      "en-GB",
    );
    const body = text(pending);
    expect(pending).not.toContain("returns/create");
    expect(pending).not.toContain("/refunds");
    expect(body).toContain("Your order will be prepared as soon as your payment arrives.");
    expect(body).toContain("IBAN FR76 3000");
    expect(body).toContain("To be received by 30 November 2026");
    expect(body).toContain("The invoice is issued once the payment has arrived.");
  });

  it("shows an order of downloads with nothing to deliver: no parcels, no shipping address, the way to the files", () => {
    const guide = { sku: "GUIDE-FORMULATION-HE", productSku: "GUIDE-FORMULATION-HE", name: "Guide de formulation : huiles essentielles en cosmétique", options: [], quantity: 1, quantityShipped: 0, prices: { unit: incl(14.9), row: incl(14.9) } };
    const html = render(
      <OrderDetailScreen
        order={order({ status: "COMPLETE", items: [guide], returnableItems: [{ orderItemId: "1", quantityReturnable: 0 }], returnDeadline: null, shipments: [], shippingAddress: null, shippingMethod: null, pickupPoint: null, prices: { subtotal: incl(14.9), discount: incl(0), shipping: incl(0), vat: money(2.48), grandTotal: inclExcl(14.9), storeCredit: money(0), amountDue: money(14.9) } })}
      />,
    );
    const body = text(html);
    expect(body).toContain("Livraison Téléchargement — aucune livraison Mes produits téléchargeables");
    expect(html).toContain('href="/user/downloadable-products"');
    expect(html).not.toContain("order-shipments");
    expect(html).not.toContain("returns/create");
    expect(body).not.toContain("Adresse de livraison");
    expect(html).not.toContain("data-line-shipped");
    // Nothing delivered: no delivery row in the totals (the delivery section says so).
    expect(html).not.toContain('data-total="shipping"');
    expect(body).toContain("Adresse de facturation Camille Durand 3 rue de la Poste");
  });

  it("says what was put back in the basket and what could not be", () => {
    const html = render(<ReorderMessage outcome={{ ok: true, added: 2, dropped: [{ sku: "A", name: "Néroli" }, { sku: "B", name: "Iris" }] }} />, "en-GB");
    const body = text(html);
    expect(body).toContain("2 products were added to your basket. See my basket");
    expect(body).toContain("No longer available: Néroli and Iris.");
    expect(html).toContain('href="/cart"');
    expect(text(render(<ReorderMessage outcome={{ ok: false, message: "Too many attempts." }} />))).toContain("Too many attempts.");
  });
});

describe("InvoiceScreen", () => {
  const invoiceOrder = (): AccountInvoiceOrder => ({
    order_id: "Abc_123-xyz",
    number: "2026-000042",
    createdAt: "2026-11-20T09:30:00.000Z",
    email: "camille@exemple.fr",
    billingAddress: address,
    payment: { code: "bank_transfer", title: "Virement bancaire" },
    invoices: [
      {
        id: "FA-2026-000017",
        creationDate: "2026-11-21T10:00:00.000Z",
        downloadUrl: "/user/orders/Abc_123-xyz/invoice/FA-2026-000017/pdf",
        items: [
          {
            name: "Coffret découverte",
            sku: "KIT-DECOUVERTE",
            price: inclExcl(36),
            quantity: 1,
            taxAmount: money(6),
            subtotal: inclExcl(36),
            options: [{ label: "Gravure", value: "Camille" }],
            bundleOptions: [{ label: "Huile 1", value: "Lavande fine" }],
          },
        ],
        totals: { subtotal: inclExcl(36), discount: inclExcl(3.6), shippingAmount: inclExcl(5.9), taxAmount: money(6.38), grandTotal: inclExcl(38.3) },
      },
    ],
  });

  it("shows every field of the invoice and its PDF", () => {
    const data = invoiceOrder();
    const html = render(<InvoiceScreen order={data} invoice={data.invoices[0]} />, "fr-FR", "/user/orders/Abc_123-xyz/invoice/FA-2026-000017");
    const body = text(html);
    expect(body).toContain("Numéro de facture FA-2026-000017");
    expect(body).toContain("Émise le 21 novembre 2026");
    expect(body).toContain("Commande 2026-000042");
    expect(body).toContain("Facturé à Camille Durand 12 avenue Sainte-Lorette 06130 Grasse France");
    expect(body).toContain("Coffret découverte Réf. KIT-DECOUVERTE Gravure : Camille Contenu du coffret : Huile 1 : Lavande fine");
    expect(body).toMatch(/30,00 € 36,00 € TTC 1 6,00 € 30,00 € 36,00 €/);
    expect(html).toMatch(/data-total="subtotal">30,00\s€/);
    expect(html).toMatch(/data-total="discount">−3,00\s€/);
    expect(html).toMatch(/data-total="shipping">4,92\s€/);
    expect(html).toMatch(/data-total="tax">6,38\s€/);
    expect(html).toMatch(/data-total="grand">38,30\s€/);
    expect(html).toMatch(/<a href="\/user\/orders\/Abc_123-xyz\/invoice\/FA-2026-000017\/pdf" download=""[^>]*data-invoice-pdf/);
    expect(body).toContain("Télécharger le PDF");
    expect(html).toMatch(/<table[^>]*><caption id="invoice-lines">Articles facturés<\/caption>/);
  });
});

describe("GuestLookupScreen", () => {
  it("asks for the number, the e-mail and the postcode in a form that works without JavaScript", () => {
    const html = render(<GuestLookupScreen />, "en-GB", "/orders");
    expect(html).toMatch(/<form [^>]*data-form="order-lookup" method="post"><input type="hidden" name="intent" value="lookup"\/>/);
    for (const label of ["Order number", "E-mail address", "Postcode"]) expect(html).toContain(`>${label}</label>`);
    expect(html).toMatch(/name="email"[^>]*autoComplete="email"|autoComplete="email"[^>]*name="email"/);
    expect(html).toContain('href="/login?redirect=%2Fuser%2Forders"');
  });

  it("shows the action's answer: the one not-found message, or the order with its parcels", () => {
    const refused = render(<GuestLookupScreen posted={{ message: "No order matches." }} />, "en-GB", "/orders");
    expect(refused).toMatch(/role="alert"[^>]*>.*No order matches\./);
    const found: GuestOrder = {
      order_id: "x",
      number: "2026-000042",
      status: "SHIPPED",
      createdAt: "2026-11-20T09:30:00.000Z",
      items: order().items.map(({ prices: _prices, productSku: _productSku, ...item }) => item),
      prices: { grandTotal: incl(33.4) },
      shippingMethod: order().shippingMethod,
      pickupPoint: null,
      history: order().history,
      shipments: order().shipments,
    };
    const html = render(<GuestLookupScreen posted={{ order: found }} />, "en-GB", "/orders");
    const body = text(html);
    expect(html).toContain('data-order-status="SHIPPED"');
    expect(body).toContain("Order 2026-000042");
    expect(body).toContain("Tracking number 6A123456789");
    expect(body).toContain("Lavande fine SKU HE-LAVANDE-30 Volume: 30 ml".replace("Volume", "Contenance"));
    expect(html).not.toContain("Camille Durand");
  });
});
