import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs, type Locale } from "../../lib/i18n.ts";
import type { StoreCreditEntryView, StoreCreditView } from "./store-credit-queries.ts";
import { StoreCreditScreen, storeCreditPagePath } from "./store-credit-screen.tsx";

const money = (amount: number) => ({ amount, currency: "EUR" });

const entry = (overrides: Partial<StoreCreditEntryView>): StoreCreditEntryView =>
  ({ id: "e1", action: "REFUNDED", amount: money(24), balance: money(24), createdAt: "2026-11-24T10:00:00.000Z", orderNumber: "2026-000042", orderId: "order-42", comment: null, ...overrides }) as StoreCreditEntryView;

function credit(entries: StoreCreditEntryView[], { balance = 12.5, page = 1, totalPages = 1 } = {}): StoreCreditView {
  return { balance: money(balance), history: { items: entries, totalCount: entries.length + (totalPages - 1) * 20, page, pageSize: 20, totalPages } } as StoreCreditView;
}

function render(element: ReactNode, locale: Locale = "fr-FR") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <Stub initialEntries={["/user/store-credit"]} />
    </IntlProvider>,
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\u00a0|\u202f/g, " ")
    .replace(/\s+/g, " ");

describe("StoreCreditScreen", () => {
  const ledger = [
    entry({ id: "e3", action: "SPENT_ON_ORDER", amount: money(-11.5), balance: money(12.5), createdAt: "2026-11-26T10:00:00.000Z", orderNumber: "2026-000051", orderId: "order-51" }),
    entry({ id: "e2", action: "ADDED_BY_SHOP", amount: money(0), balance: money(24), createdAt: "2026-11-25T10:00:00.000Z", orderNumber: null, orderId: null, comment: "Geste pour le colis arrivé en retard" }),
    entry({ id: "e1" }),
  ];

  it("shows the balance large, then each change in words with its order, its signed amount and the balance it left", () => {
    const html = render(<StoreCreditScreen credit={credit(ledger)} />);
    const body = text(html);
    expect(body).toContain("Solde de votre avoir 12,50 €");
    expect(html).toContain('data-store-credit-balance="12.5"');
    expect(body).toContain("cochez « Utiliser mon avoir »");
    expect(body).toContain("Utilisé pour une commande 26 novembre 2026 · Commande 2026-000051 Montant −11,50 € Solde après 12,50 €");
    expect(body).toContain("Avoir offert par la boutique Geste pour le colis arrivé en retard 25 novembre 2026 Montant +0,00 €");
    expect(body).toContain("Remboursement en avoir 24 novembre 2026 · Commande 2026-000042 Montant +24,00 € Solde après 24,00 €");
    // The order's number leads to its page.
    expect(html).toMatch(/<a[^>]*href="\/user\/orders\/order-51"[^>]*>Commande 2026-000051<\/a>/);
    expect(html.match(/data-sign="credit"/g)).toHaveLength(2);
    expect(html.match(/data-sign="debit"/g)).toHaveLength(1);
    expect(html).not.toContain('aria-label="Pages');
  });

  it("says it in English, and pages the ledger with links", () => {
    const html = render(<StoreCreditScreen credit={credit(ledger, { page: 2, totalPages: 3 })} />, "en-GB");
    const body = text(html);
    expect(body).toContain("Your store credit balance €12.50");
    expect(body).toContain("Spent on an order 26 November 2026 · Order 2026-000051 Amount −€11.50 Balance after €12.50");
    expect(html).toContain('aria-label="Pages of the store credit history"');
    expect(html).toMatch(/<a rel="prev" href="\/user\/store-credit"/);
    expect(html).toMatch(/<a rel="next" href="\/user\/store-credit\?page=3"/);
    expect(storeCreditPagePath(1)).toBe("/user/store-credit");
  });

  it("explains what store credit is when there has never been any", () => {
    const html = render(<StoreCreditScreen credit={credit([], { balance: 0 })} />);
    const body = text(html);
    expect(html).toContain("data-no-store-credit");
    expect(body).toContain("Solde de votre avoir 0,00 €");
    expect(body).toContain("Un avoir est un montant que la boutique vous doit");
    expect(html).toContain('href="/user/orders"');
    expect(html).not.toContain("data-store-credit-history");
  });
});
