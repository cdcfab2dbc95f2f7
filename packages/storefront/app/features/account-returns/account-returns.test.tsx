import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { MemoryRouter, createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { catalogs, intlFor, type Locale } from "../../lib/i18n.ts";
import type { AccountReturn, AccountReturnsPage, RefundsOrder, ReturnAttributeView, ReturnCreateOrder } from "./account-returns-queries.ts";
import { RefundsScreen } from "./refund-list.tsx";
import { returnCreateAction } from "./return-action.ts";
import { ReturnCreateScreen } from "./return-form.tsx";
import { answerField, formValues, missingAnswers, refusalProblems, returnInput } from "./return-form-state.ts";
import { ReturnsScreen } from "./return-list.tsx";
import { createdParam, returnsPagePath } from "./return-paths.ts";

const money = (amount: number) => ({ amount, currency: "EUR" });
const incl = (amount: number) => ({ priceInclTax: money(amount) });

function render(element: ReactNode, locale: Locale = "fr-FR", path = "/user/returns") {
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
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\u00a0|\u202f/g, " ")
    .replace(/\s+/g, " ");

const rma = (overrides: Partial<AccountReturn> = {}): AccountReturn =>
  ({
    id: "rma_1",
    number: "RMA-2026-000012",
    createdAt: "2026-11-25T10:00:00.000Z",
    status: "AUTHORISED",
    slipUrl: "/user/returns/rma_1/slip",
    order: { order_id: "Abc_123-xyz", number: "2026-000042" },
    items: [
      { orderItemId: "11", name: "Lavande fine", sku: "HE-LAVANDE-30", options: [{ label: "Contenance", value: "30 ml" }], quantity: 1, status: "AUTHORISED" },
      { orderItemId: "12", name: "Flacon ambré", sku: "FL-AMBRE-50", options: [], quantity: 2, status: "REJECTED" },
    ],
    ...overrides,
  }) as AccountReturn;

const page = (items: AccountReturn[], overrides: Partial<AccountReturnsPage> = {}): AccountReturnsPage =>
  ({ items, totalCount: items.length, page: 1, pageSize: 10, totalPages: 1, ...overrides }) as AccountReturnsPage;

describe("return paths", () => {
  it("page the list and read the number of the return just requested", () => {
    expect(returnsPagePath(1)).toBe("/user/returns");
    expect(returnsPagePath(2)).toBe("/user/returns?page=2");
    expect(createdParam(new URLSearchParams("created=RMA-2026-000012"))).toBe("RMA-2026-000012");
    expect(createdParam(new URLSearchParams("created=<script>"))).toBeNull();
  });
});

describe("ReturnsScreen", () => {
  it("shows each return with its number, date, order (linked), status, items with theirs, and the slip while open", () => {
    const html = render(<ReturnsScreen returns={page([rma()])} />);
    const body = text(html);
    expect(body).toContain("1 retour · page 1 sur 1");
    expect(body).toContain("Retour RMA-2026-000012 Accepté : à renvoyer");
    expect(body).toContain("Demandé le 25 novembre 2026 Commande 2026-000042");
    expect(html).toMatch(/<a data-return-order="" href="\/user\/orders\/Abc_123-xyz"[^>]*>2026-000042<\/a>/);
    expect(body).toContain("Lavande fine Réf. HE-LAVANDE-30 Contenance : 30 ml Quantité 1 État de l'article Retour accepté");
    expect(body).toContain("Flacon ambré Réf. FL-AMBRE-50 Quantité 2 État de l'article Refusé");
    expect(html).toMatch(/<a href="\/user\/returns\/rma_1\/slip" download=""[^>]*data-return-slip/);
    expect(body).toContain("Bon de retour (PDF) du retour RMA-2026-000012");
  });

  it("offers no slip once the return is closed, and pages the list in English", () => {
    const html = render(<ReturnsScreen returns={page([rma({ status: "CLOSED", slipUrl: null })], { totalCount: 11, totalPages: 2 })} />, "en-GB");
    expect(html).not.toContain("data-return-slip");
    expect(text(html)).toContain("Return RMA-2026-000012 Closed");
    expect(html).toContain('aria-label="Pages of returns"');
    expect(html).toMatch(/<a rel="next" href="\/user\/returns\?page=2"/);
  });

  it("puts the store's base path before the slip's address", () => {
    const html = renderToString(
      <IntlProvider locale="en-GB" messages={catalogs["en-GB"]}>
        <MemoryRouter basename="/en" initialEntries={["/en/user/returns"]}>
          <ReturnsScreen returns={page([rma()])} />
        </MemoryRouter>
      </IntlProvider>,
    );
    expect(html).toContain('href="/en/user/returns/rma_1/slip"');
  });

  it("explains how returns work when there is none", () => {
    const html = render(<ReturnsScreen returns={page([])} />);
    expect(html).toContain("data-no-returns");
    expect(text(html)).toContain("choisissez « Demander un retour »");
  });
});

const refund = {
  id: "rf_1",
  createdAt: "2026-11-28T09:00:00.000Z",
  method: "STORE_CREDIT",
  methodTitle: "Avoir",
  status: "COMPLETED",
  completedAt: "2026-11-28T09:00:00.000Z",
  creditNote: { id: "AV-2026-000004", downloadUrl: "/user/orders/Abc_123-xyz/credit-note/AV-2026-000004/pdf" },
  items: [{ name: "Lavande fine", sku: "HE-LAVANDE-30", quantity: 1, options: [], price: incl(12), subtotal: incl(12) }],
  shipping: incl(5.9),
  adjustment: money(2),
  fee: money(0),
  total: money(19.9),
} as RefundsOrder["refunds"][number];

describe("RefundsScreen", () => {
  it("shows each refund: when, how, where it stands, the items, the delivery, the adjustment, the total and the credit note with its PDF", () => {
    const html = render(<RefundsScreen order={{ order_id: "Abc_123-xyz", number: "2026-000042", status: "CLOSED", refunds: [refund] } as RefundsOrder} />);
    const body = text(html);
    expect(body).toContain("Remboursement du 28 novembre 2026 Effectué");
    expect(body).toContain("Remboursé par Avoir Crédité le 28 novembre 2026 Facture d'avoir AV-2026-000004");
    expect(body).toContain("Lavande fine Réf. HE-LAVANDE-30 Quantité 1 Prix unitaire 12,00 € Remboursé 12,00 €");
    expect(body).toContain("Livraison remboursée 5,90 € Geste commercial +2,00 € Total remboursé 19,90 €");
    expect(body).not.toContain("Frais retenus");
    expect(html).toMatch(/<a href="\/user\/orders\/Abc_123-xyz\/credit-note\/AV-2026-000004\/pdf" download=""[^>]*data-credit-note-pdf/);
    expect(html).toContain('href="/user/orders/Abc_123-xyz"');
  });

  it("says a refund to the card is pending at the bank, with its fee, in English", () => {
    const card = { ...refund, method: "ORIGINAL_PAYMENT", methodTitle: "Bank card", status: "PENDING", completedAt: null, shipping: incl(0), adjustment: money(0), fee: money(1.5), total: money(10.5) } as typeof refund;
    const body = text(render(<RefundsScreen order={{ order_id: "Abc_123-xyz", number: "2026-000042", status: "SHIPPED", refunds: [card] } as RefundsOrder} />, "en-GB"));
    expect(body).toContain("Refund of 28 November 2026 In progress with the bank");
    expect(body).toContain("Refunded to Bank card Credit note");
    expect(body).toContain("Fee kept −€1.50 Total refunded €10.50");
    expect(body).not.toContain("Delivery refunded");
  });

  it("says when the order has no refund", () => {
    expect(text(render(<RefundsScreen order={{ order_id: "Abc_123-xyz", number: "2026-000042", status: "SHIPPED", refunds: [] } as unknown as RefundsOrder} />))).toContain(
      "Cette commande n'a fait l'objet d'aucun remboursement.",
    );
  });
});

const attributes = [
  { code: "reason", label: "Motif du retour", kind: "SELECT", required: true, help: null, options: [{ value: "damaged", label: "Arrivé abîmé" }, { value: "wrong", label: "Erreur de commande" }], maxLength: null },
  { code: "comment", label: "Commentaire", kind: "TEXTAREA", required: false, help: "Ce qui nous aidera à traiter votre retour.", options: [], maxLength: 500 },
  { code: "batch", label: "Numéro de lot", kind: "TEXT", required: false, help: null, options: [], maxLength: 40 },
  { code: "opened", label: "Le flacon a-t-il été ouvert ?", kind: "BOOLEAN", required: true, help: null, options: [], maxLength: null },
] as ReturnAttributeView[];

const returnOrder = {
  order_id: "Abc_123-xyz",
  number: "2026-000042",
  status: "SHIPPED",
  createdAt: "2026-11-20T09:30:00.000Z",
  returnDeadline: "2026-12-22T15:45:00.000Z",
  returns: [],
  returnableItems: [
    { orderItemId: "11", name: "Lavande fine", sku: "HE-LAVANDE-30", options: [{ label: "Contenance", value: "30 ml" }], quantityShipped: 2, quantityRequested: 0, quantityReturnable: 2, reason: null, returnableOnlyUnopened: true },
    { orderItemId: "12", name: "Flacon ambré", sku: "FL-AMBRE-50", options: [], quantityShipped: 1, quantityRequested: 1, quantityReturnable: 0, reason: "ALREADY_REQUESTED", returnableOnlyUnopened: false },
    { orderItemId: "13", name: "Guide de formulation", sku: "GUIDE-HE", options: [], quantityShipped: 0, quantityRequested: 0, quantityReturnable: 0, reason: "NOT_SHIPPED", returnableOnlyUnopened: false },
  ],
} as unknown as ReturnCreateOrder;

describe("the return request's form", () => {
  const values = { "quantity.11": "2", "quantity.12": "0", "answer.11.reason": "damaged", "answer.11.comment": "  Bouchon fendu  ", "answer.11.batch": "", "answer.11.opened": "false", "answer.12.reason": "wrong" };

  it("sends the lines with a quantity and their answers, trimmed, empty ones left out", () => {
    expect(returnInput("Abc_123-xyz", values)).toEqual({
      orderId: "Abc_123-xyz",
      items: [{ orderItemId: "11", quantity: 2, answers: [{ code: "reason", value: "damaged" }, { code: "comment", value: "Bouchon fendu" }, { code: "opened", value: "false" }] }],
    });
    const form = new FormData();
    form.set("intent", "createReturn");
    form.set("quantity.11", "1");
    expect(formValues(form)).toEqual({ "quantity.11": "1" });
  });

  it("checks that something is chosen and that each chosen line answers the required questions", () => {
    expect(missingAnswers(returnOrder.returnableItems, attributes, {})).toEqual({ nothingSelected: true, missing: [] });
    expect(missingAnswers(returnOrder.returnableItems, attributes, { "quantity.11": "1", "answer.11.reason": "damaged" })).toEqual({ nothingSelected: false, missing: [{ orderItemId: "11", code: "opened" }] });
    expect(missingAnswers(returnOrder.returnableItems, attributes, values)).toEqual({ nothingSelected: false, missing: [] });
  });

  it("puts the API's refusal next to the line or the question it names, else above the form", () => {
    expect(refusalProblems({ message: "Répondez.", code: "ANSWER_REQUIRED", itemId: "11", attribute: "opened" }).problems).toEqual([{ field: answerField("11", "opened"), message: "Répondez." }]);
    expect(refusalProblems({ message: "Trop.", code: "QUANTITY_NOT_RETURNABLE", itemId: "11", attribute: null }).problems).toEqual([{ field: "11-quantity", message: "Trop." }]);
    expect(refusalProblems({ message: "Délai dépassé.", code: "RETURN_WINDOW_CLOSED", itemId: null, attribute: null })).toEqual({ problems: [], message: "Délai dépassé." });
  });

  it("offers each returnable line's quantity and every question, labelled, required ones marked, and the lines that cannot be returned with why", () => {
    const html = render(<ReturnCreateScreen order={returnOrder} attributes={attributes} />, "fr-FR", "/user/orders/Abc_123-xyz/returns/create");
    const body = text(html);
    expect(body).toContain("Vous pouvez demander un retour jusqu'au 22 décembre 2026 .");
    expect(html).toMatch(/<form noValidate="" [^>]*data-form="return" method="post"><input type="hidden" name="intent" value="createReturn"\/>/);
    expect(body).toContain("Lavande fine Réf. HE-LAVANDE-30 Contenance : 30 ml 2 expédiés · 2 peuvent être retournés");
    expect(body).toContain("ce produit n'est repris que s'il n'a pas été ouvert");
    expect(html).toMatch(/<label for="return-11-quantity"[^>]*>Quantité à retourner<\/label><select id="return-11-quantity" name="quantity.11"/);
    expect(html).toMatch(/<option value="0" selected="">Aucun<\/option><option value="1">1<\/option><option value="2">2<\/option><\/select>/);
    // Required: no "(optional)"; optional ones say so; help read with its field.
    expect(body).toContain("Motif du retour Choisissez… Arrivé abîmé Erreur de commande");
    expect(html).toMatch(/<select id="return-11-a-reason" class="[^"]*" name="answer.11.reason" aria-required="true"/);
    expect(body).toContain("Commentaire (facultatif) Ce qui nous aidera à traiter votre retour.");
    expect(html).toMatch(/<textarea id="return-11-a-comment" [^>]*maxLength="500" name="answer.11.comment" aria-describedby="return-11-a-comment-help"/);
    expect(html).toMatch(/<input id="return-11-a-batch" type="text" [^>]*maxLength="40"/);
    expect(body).toContain("Le flacon a-t-il été ouvert ? Oui Non");
    expect(html).toMatch(/<input type="radio" id="return-11-a-opened" [^>]*name="answer.11.opened"[^>]* value="true"/);
    expect(body).toContain("Articles qui ne peuvent pas être retournés Flacon ambré Réf. FL-AMBRE-50 Déjà dans une demande de retour Guide de formulation Réf. GUIDE-HE Pas encore expédié");
    expect(html).not.toContain('name="quantity.12"');
    expect(html).toContain('href="/user/orders/Abc_123-xyz"');
  });

  it("shows a refusal posted without JavaScript next to its question, with what was filled in, and the error summary linking to it", () => {
    const posted = { values: { "quantity.11": "1", "answer.11.reason": "wrong", "answer.11.comment": "Trop fort" }, refusal: { message: "Répondez à cette question.", code: "ANSWER_REQUIRED" as const, itemId: "11", attribute: "opened" } };
    const html = render(<ReturnCreateScreen order={returnOrder} attributes={attributes} posted={posted} />, "fr-FR", "/user/orders/Abc_123-xyz/returns/create");
    expect(html).toMatch(/<div class="[^"]*" role="alert" tabindex="-1" data-error-summary="">/);
    expect(html).toContain('<a href="#return-11-a-opened">Répondez à cette question.</a>');
    expect(html).toContain('<p id="return-11-a-opened-error"');
    expect(html).toMatch(/aria-describedby="return-11-a-opened-error"/);
    expect(html).toMatch(/<option value="1" selected="">1<\/option>/);
    expect(html).toMatch(/<option value="wrong" selected="">Erreur de commande<\/option>/);
    expect(html).toContain(">Trop fort</textarea>");
  });

  it("says what comes next once requested, with the slip and the way to follow it, in English", () => {
    const created = rma({ status: "REQUESTED" });
    const body = text(render(<ReturnCreateScreen order={returnOrder} attributes={attributes} created={created} />, "en-GB", "/en/user/orders/Abc_123-xyz/returns/create"));
    expect(body).toContain("Your return request RMA-2026-000012 has been registered");
    expect(body).toContain("Print the return slip");
    expect(body).toContain("Return slip (PDF) of return RMA-2026-000012 Follow my returns");
  });

  it("says when nothing may be returned", () => {
    const none = { ...returnOrder, returnDeadline: null, returnableItems: returnOrder.returnableItems.filter((line) => line.quantityReturnable === 0) } as ReturnCreateOrder;
    const html = render(<ReturnCreateScreen order={none} attributes={attributes} />);
    expect(html).not.toContain('data-form="return"');
    expect(text(html)).toContain("Aucun article de cette commande ne peut être retourné pour le moment.");
  });
});

describe("returnCreateAction (posted without JavaScript)", () => {
  type Answer = { success: boolean; errorMessage: string | null; errorCode: string | null; errorItemId?: string | null; errorAttribute?: string | null; returnAuthorization?: unknown };
  function call(fields: Record<string, string>, answer: Answer | Error, orderId = "Abc_123-xyz") {
    const request = new Request("http://localhost/user/orders/Abc_123-xyz/returns/create", { method: "POST", body: new URLSearchParams(fields), headers: { "content-type": "application/x-www-form-urlencoded" } });
    const mutate = vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return { data: { createReturnAuthorization: answer }, setCookies: [] };
    });
    const context = { queries: { mutate }, page: { basename: "/", locale: "fr-FR", maintenance: false, offline: false }, log: { warn: vi.fn() } };
    return { mutate, response: returnCreateAction({ request, context, params: { orderId } } as never) };
  }

  it("sends the request and shows the page with the return's number (Post/Redirect/Get)", async () => {
    const { mutate, response } = call({ intent: "createReturn", "quantity.11": "1", "answer.11.reason": "damaged", "answer.11.opened": "false" }, { success: true, errorMessage: null, errorCode: null, returnAuthorization: rma() });
    const answer = (await response) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/user/orders/Abc_123-xyz/returns/create?created=RMA-2026-000012");
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { input: { orderId: "Abc_123-xyz", items: [{ orderItemId: "11", quantity: 1, answers: [{ code: "reason", value: "damaged" }, { code: "opened", value: "false" }] }] } } }),
    );
  });

  it("answers a refusal with the line and question it names and what was filled in", async () => {
    const { response } = call({ intent: "createReturn", "quantity.11": "2" }, { success: false, errorMessage: "Répondez.", errorCode: "ANSWER_REQUIRED", errorItemId: "11", errorAttribute: "reason" });
    const answer = (await response) as { data: { posted: unknown } };
    expect(answer.data.posted).toEqual({ values: { "quantity.11": "2" }, refusal: { message: "Répondez.", code: "ANSWER_REQUIRED", itemId: "11", attribute: "reason" } });
  });

  it("says the shop could not answer, and changes nothing for another intent or a bad order id", async () => {
    const failed = (await call({ intent: "createReturn", "quantity.11": "1" }, new Error("down")).response) as { data: { posted: { refusal: { message: string } } } };
    expect(failed.data.posted.refusal.message).toBe(intlFor("fr-FR").formatMessage({ id: "mutation.fault.unavailable" }));
    const other = call({ intent: "reorder" }, new Error("unused"));
    expect(((await other.response) as Response).headers.get("location")).toBe("/user/orders/Abc_123-xyz");
    expect(other.mutate).not.toHaveBeenCalled();
    const bad = call({ intent: "createReturn" }, new Error("unused"), "../etc");
    expect(((await bad.response) as Response).headers.get("location")).toBe("/user/orders");
  });
});
