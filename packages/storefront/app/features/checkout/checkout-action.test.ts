import { describe, expect, it, vi } from "vitest";
import { checkoutAction } from "./checkout-action.ts";

/**
 * "Place order" posted without JavaScript (checkout-action.ts): the amount due the page showed goes
 * with the order, and a refusal for another amount comes back to the review step with its message.
 */
describe("checkoutAction placing the order (no JavaScript)", () => {
  type Answer = { success: boolean; errorMessage: string | null; errorCode: string | null; order: { order_id: string } | null; paymentAction: { redirectUrl: string } | null };
  const placed: Answer = { success: true, errorMessage: null, errorCode: null, order: { order_id: "o1" }, paymentAction: null };
  const fields = { intent: "placeOrder", paymentMethod: "bank_transfer", idempotencyKey: "0b6a0c3e-6a0d-4a8e-9a55-2f3c1c6f2d11", acceptTerms: "on" };

  function post(form: Record<string, string>, answer: Answer = placed) {
    const request = new Request("http://localhost/en/checkout", { method: "POST", body: new URLSearchParams(form), headers: { "content-type": "application/x-www-form-urlencoded" } });
    const mutate = vi.fn(async () => ({ data: { placeOrder: answer }, setCookies: [] }));
    const context = { queries: { mutate }, page: { basename: "/en", locale: "en-GB", maintenance: false, offline: false }, log: { warn: vi.fn() } };
    return { mutate, response: checkoutAction("/checkout", "/checkout")({ request, context, params: {} } as never) };
  }
  const inputOf = (mutate: ReturnType<typeof post>["mutate"]) => (mutate.mock.calls[0] as unknown as [{ variables: { input: Record<string, unknown> } }])[0].variables.input;

  it("sends the amount due the page showed, as a number, and goes to the confirmation once placed", async () => {
    const { mutate, response } = post({ ...fields, expectedAmountDue: "35.88" });
    const answer = (await response) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/checkout/success?order=o1");
    expect(inputOf(mutate)).toEqual({
      paymentMethod: "bank_transfer",
      idempotencyKey: fields.idempotencyKey,
      acceptTerms: true,
      waiveWithdrawalForDownloads: false,
      subscribeToNewsletter: false,
      expectedAmountDue: 35.88,
    });
  });

  it("signs the order's address up to the newsletter only when its box was ticked", async () => {
    const { mutate, response } = post({ ...fields, subscribeToNewsletter: "on", expectedAmountDue: "35.88" });
    await response;
    expect(inputOf(mutate)).toMatchObject({ subscribeToNewsletter: true });
  });

  it("sends no amount when the page had none to send (placed at the amount priced then)", async () => {
    for (const expectedAmountDue of [undefined, "", "not a number"]) {
      const { mutate, response } = post(expectedAmountDue === undefined ? fields : { ...fields, expectedAmountDue });
      await response;
      expect(inputOf(mutate)).not.toHaveProperty("expectedAmountDue");
    }
    // Zero is an amount (store credit pays everything).
    const { mutate, response } = post({ ...fields, paymentMethod: "store_credit", expectedAmountDue: "0" });
    await response;
    expect(inputOf(mutate)).toMatchObject({ expectedAmountDue: 0 });
  });

  it("answers another amount at the review step with the API's message, for the page to show with the new amount", async () => {
    const message = "The total of your order has changed since you checked it: nothing was ordered. Check the new amount to pay and place your order again.";
    const { response } = post({ ...fields, expectedAmountDue: "29.9" }, { success: false, errorMessage: message, errorCode: "AMOUNT_CHANGED", order: null, paymentAction: null });
    const answer = (await response) as { data: { refusal: unknown } };
    expect(answer.data.refusal).toEqual({ step: "review", intent: "placeOrder", problems: [], message, code: "AMOUNT_CHANGED" });
  });
});
