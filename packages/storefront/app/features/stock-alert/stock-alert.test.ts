import { describe, expect, it } from "vitest";
import { intlFor } from "../../lib/i18n.ts";
import { tokenParam } from "../../lib/message-link.ts";
import { STOCK_ALERT_CONFIRM_PATH, STOCK_ALERT_UNSUBSCRIBE_PATH, alertIdOf, stockAlertNotice } from "./stock-alert-outcome.ts";
import { linkKindOf } from "./stock-alert-action.ts";

const answer = (fields: Partial<Parameters<typeof stockAlertNotice>[1] & object>) => ({ success: false, errorCode: null, errorMessage: null, outcome: null, ...fields });

describe("the notify-me form's notice", () => {
  it("says a link is on its way, or that the alert is on, in the store's language", () => {
    for (const locale of ["fr-FR", "en-GB"] as const) {
      const intl = intlFor(locale);
      const sent = stockAlertNotice(intl, answer({ success: true, outcome: "CONFIRMATION_SENT" }));
      const active = stockAlertNotice(intl, answer({ success: true, outcome: "ACTIVE" }));
      expect(sent).toMatchObject({ tone: "done", field: null, code: "CONFIRMATION_SENT" });
      expect(active).toMatchObject({ tone: "done", field: null, code: "ACTIVE" });
      expect(sent.text).not.toBe(active.text);
      for (const { text } of [sent, active]) expect(text).not.toMatch(/^stockAlert\./);
    }
    expect(stockAlertNotice(intlFor("fr-FR"), answer({ success: true, outcome: "CONFIRMATION_SENT" })).text).not.toBe(
      stockAlertNotice(intlFor("en-GB"), answer({ success: true, outcome: "CONFIRMATION_SENT" })).text,
    );
  });

  it("gives the API's message for a refusal, marking the address field for the address's own codes", () => {
    const intl = intlFor("en-GB");
    expect(stockAlertNotice(intl, answer({ errorCode: "INVALID_EMAIL", errorMessage: "Enter a valid e-mail address." }))).toEqual({
      tone: "refused",
      text: "Enter a valid e-mail address.",
      field: "email",
      code: "INVALID_EMAIL",
    });
    expect(stockAlertNotice(intl, answer({ errorCode: "EMAIL_REQUIRED", errorMessage: "x" })).field).toBe("email");
    expect(stockAlertNotice(intl, answer({ errorCode: "TOO_MANY_ATTEMPTS", errorMessage: "Later." }))).toMatchObject({ field: null, text: "Later." });
  });

  it("says something went wrong when there is no answer at all", () => {
    const notice = stockAlertNotice(intlFor("fr-FR"), null);
    expect(notice).toMatchObject({ tone: "refused", field: null, code: "FAULT" });
    expect(notice.text.length).toBeGreaterThan(5);
  });
});

describe("what the alert link pages take from their address", () => {
  it("a token only when it looks like one, so nothing else is sent to the API", () => {
    expect(tokenParam(" abcdEFGH1234_-.~ ")).toBe("abcdEFGH1234_-.~");
    for (const bad of [null, undefined, "", "short", "a".repeat(257), "abc def ghi", "<script>alert(1)</script>", "tok%0Aen12345"]) expect(tokenParam(bad), String(bad)).toBeNull();
  });

  it("an alert id only when it looks like one", () => {
    expect(alertIdOf(" 42 ")).toBe("42");
    for (const bad of [42, null, "", "a/b", "x".repeat(101)]) expect(alertIdOf(bad), String(bad)).toBeNull();
  });

  it("which link: the stop link's path, trailing slash or not; every other path confirms", () => {
    expect(linkKindOf(STOCK_ALERT_UNSUBSCRIBE_PATH)).toBe("unsubscribe");
    expect(linkKindOf(`${STOCK_ALERT_UNSUBSCRIBE_PATH}/`)).toBe("unsubscribe");
    expect(linkKindOf(STOCK_ALERT_CONFIRM_PATH)).toBe("confirm");
  });
});
