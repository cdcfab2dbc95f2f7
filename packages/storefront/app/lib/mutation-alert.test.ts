import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import { describe, expect, it } from "vitest";
import { intlFor } from "./i18n.ts";
import { mutationAlert, mutationFault } from "./mutation-alert.ts";

const serverError = (status: number) => new ServerError("answered", { response: new Response("", { status }), bodyText: "" });
const graphQLError = (message: string, code?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, ...(code && { extensions: { code } }) }], data: null });

describe("mutationAlert", () => {
  const fr = intlFor("fr-FR");
  const en = intlFor("en-GB");

  it("says nothing when the mutation succeeded", () => {
    expect(mutationAlert(en, { result: { success: true, errorMessage: null, errorCode: null } })).toBeNull();
  });

  it("shows the API's own message of an expected failure (already in the store's language)", () => {
    const result = { success: false, errorCode: "CURRENCY_UNSUPPORTED", errorMessage: "This currency is not offered by the shop." };
    expect(mutationAlert(en, { result })).toEqual({ type: "error", message: "This currency is not offered by the shop." });
  });

  it("tells a failure without a message, or without any result, in the shopper's language", () => {
    expect(mutationAlert(fr, { result: { success: false, errorMessage: null } })?.message).toBe("Cela n'a pas fonctionné. Veuillez réessayer.");
    expect(mutationAlert(en, { result: undefined })?.message).toBe("That did not work. Please try again.");
  });

  it.each([
    ["maintenance (503)", serverError(503), "maintenance", "The shop is undergoing maintenance: nothing was changed. Please try again in a few minutes."],
    ["maintenance (the API's flag)", graphQLError("#503 Maintenance flag"), "maintenance", "The shop is undergoing maintenance: nothing was changed. Please try again in a few minutes."],
    ["timeout (504)", serverError(504), "timeout", "The shop took too long to answer: nothing was changed. Please try again."],
    ["timeout (the API's deadline)", graphQLError("Request timed out", "TIMEOUT"), "timeout", "The shop took too long to answer: nothing was changed. Please try again."],
    ["timeout (aborted)", new DOMException("aborted", "TimeoutError"), "timeout", "The shop took too long to answer: nothing was changed. Please try again."],
    ["server error (500)", serverError(500), "unavailable", "The shop cannot answer right now: nothing was changed. Please try again shortly."],
    ["database unavailable", graphQLError("Retry later", "SERVICE_UNAVAILABLE"), "unavailable", "The shop cannot answer right now: nothing was changed. Please try again shortly."],
    ["no answer (fetch failed)", new TypeError("Failed to fetch"), "offline", "You seem to be offline: nothing was changed. Please try again once connected."],
  ])("turns a network failure into an alert: %s", (_label, error, fault, message) => {
    expect(mutationFault(error)).toBe(fault);
    expect(mutationAlert(en, { error })).toEqual({ type: "error", message });
  });

  it("knows the shopper is offline whatever the error says", () => {
    expect(mutationFault(new Error("anything"), false)).toBe("offline");
    expect(mutationFault(new Error("anything"), true)).toBe("unknown");
  });

  it("has every message in both store languages", () => {
    for (const error of [serverError(503), serverError(504), serverError(500), new TypeError("x"), new Error("x")]) {
      const french = mutationAlert(fr, { error })?.message;
      const english = mutationAlert(en, { error })?.message;
      expect(french).toEqual(expect.any(String));
      expect(english).toEqual(expect.any(String));
      expect(french).not.toBe(english);
    }
  });
});
