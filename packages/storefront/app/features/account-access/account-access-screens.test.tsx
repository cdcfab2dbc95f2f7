import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs, type Locale } from "../../lib/i18n.ts";
import type { AccessRefusal } from "./access-forms.ts";
import { EmailChangeScreen } from "./email-change-screen.tsx";
import { InformationScreen } from "./information-screen.tsx";
import { LoginScreen } from "./login-screen.tsx";
import { LogoutScreen } from "./logout-screen.tsx";
import { PasswordMeter, strengthLevel } from "./password-meter.tsx";
import { PasswordRequestScreen, PasswordResetScreen } from "./password-screens.tsx";
import { RegisterScreen } from "./register-screen.tsx";

/** The server's markup of the account access screens: what a shopper gets before (or without) JavaScript. */
function render(element: ReactNode, locale: Locale = "fr-FR") {
  const Stub = createRoutesStub([{ path: "*", Component: () => <>{element}</> }]);
  return renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <Stub initialEntries={["/"]} />
    </IntlProvider>,
  );
}

const me = { id: "7", email: "camille@example.fr", firstname: "Camille", lastname: "Durand" };
const inputNames = (html: string) => [...html.matchAll(/<input[^>]*name="([^"]+)"/g)].map((match) => match[1]);

describe("sign-in screen", () => {
  it("is a form posted to the route, with labelled e-mail and password fields and the way to an account", () => {
    const html = render(<LoginScreen returnTo="/user/orders" confirmToken={null} />);
    expect(html).toContain('data-access-form="login"');
    expect(html).toMatch(/<form[^>]*data-access-form="login"[^>]*method="post"/);
    expect(inputNames(html)).toEqual(["intent", "email", "password"]);
    expect(html).toContain('<label for="access-login-email"');
    expect(html).toMatch(/type="password" autoComplete="current-password" name="password"/);
    // Registration and the forgotten password, the way back carried along.
    expect(html).toContain('href="/register?redirect=%2Fuser%2Forders"');
    expect(html).toContain('href="/account/password-request"');
  });

  it("shows the server's refusal with what was typed, never the password", () => {
    const refusal: AccessRefusal = { intent: "login", problems: [], message: "L'adresse e-mail ou le mot de passe est incorrect.", code: "INVALID_CREDENTIALS", values: { email: "camille@example.fr" } };
    const html = render(<LoginScreen returnTo={null} confirmToken={null} refusal={refusal} />);
    expect(html).toContain("data-error-summary");
    expect(html).toContain("L&#x27;adresse e-mail ou le mot de passe est incorrect.");
    expect(html).toMatch(/name="email"[^>]*value="camille@example.fr"/);
    expect(html).not.toMatch(/name="password"[^>]*value=/);
  });

  it("with a confirmation link, offers the button that confirms it (opening the link confirms nothing)", () => {
    const html = render(<LoginScreen returnTo={null} confirmToken="abc123" />, "en-GB");
    expect(html).toContain('data-access-form="confirm"');
    expect(html).toMatch(/<input type="hidden" name="token" value="abc123"/);
    expect(html).toContain("Confirm my e-mail address");
    expect(html).not.toContain('data-access-form="login"');
  });

  it("says when the link is no longer valid and offers a new one", () => {
    const refusal: AccessRefusal = { intent: "confirm", problems: [], message: "Link not valid.", code: "TOKEN_INVALID", values: {} };
    const html = render(<LoginScreen returnTo={null} confirmToken="used" refusal={refusal} />, "en-GB");
    expect(html).toContain('data-access-panel="confirm-invalid"');
    expect(html).toContain("Link not valid.");
    expect(html).toContain('data-access-form="resend"');
    expect(html).not.toContain('data-access-form="confirm"');
  });
});

describe("registration screen", () => {
  it("asks names, e-mail and password (no title), with the password rules", () => {
    const html = render(<RegisterScreen returnTo={null} />);
    expect(inputNames(html)).toEqual(["intent", "firstname", "lastname", "email", "password"]);
    expect(html).not.toMatch(/name="(title|prefix|gender)"/);
    expect(html).toMatch(/type="password" autoComplete="new-password" name="password"/);
    expect(html).toContain("Au moins 8 caractères");
  });

  it("answers with the inbox panel once sent, whoever the address belongs to", () => {
    const html = render(<RegisterScreen returnTo={null} sent />, "en-GB");
    expect(html).toContain('data-access-panel="register-sent"');
    expect(html).toContain("We have just sent an e-mail to the address you gave.");
    expect(html).toContain('data-access-form="resend"');
  });
});

describe("password screens", () => {
  it("the request always answers the same once sent", () => {
    expect(render(<PasswordRequestScreen />)).toContain('data-access-form="password-request"');
    expect(render(<PasswordRequestScreen sent />, "en-GB")).toContain("If an account exists with this address");
  });

  it("the reset form carries the link's token; without one it says the link is incomplete", () => {
    const html = render(<PasswordResetScreen token="r3set" />);
    expect(html).toMatch(/<input type="hidden" name="token" value="r3set"/);
    expect(inputNames(html)).toEqual(["intent", "token", "password"]);
    expect(render(<PasswordResetScreen token={null} />, "en-GB")).toContain("This link is incomplete");
    const invalid: AccessRefusal = { intent: "passwordReset", problems: [], message: "Unknown link.", code: "TOKEN_INVALID", values: {} };
    expect(render(<PasswordResetScreen token="old" refusal={invalid} />, "en-GB")).toContain('href="/account/password-request"');
  });
});

describe("account information", () => {
  it("has three forms, each saved on its own, the names filled in", () => {
    const html = render(<InformationScreen me={me} />);
    for (const form of ["names", "email", "password"]) expect(html).toContain(`data-access-form="${form}"`);
    expect(html).toMatch(/name="firstname"[^>]*value="Camille"/);
    expect(html).toContain("camille@example.fr");
    expect(html.match(/name="currentPassword"/g)).toHaveLength(2);
  });

  it("shows the confirmation of the form the server saved, only that one", () => {
    const html = render(<InformationScreen me={me} saved="names" />, "en-GB");
    expect(html).toContain("Your first and last names are saved.");
    expect(html).not.toContain("We have sent a link");
  });

  it("says a new address changes only once its link is opened, and shows the change waiting with its two buttons", () => {
    const waiting = { ...me, pendingEmail: "camille.new@example.fr" };
    const html = render(<InformationScreen me={waiting} saved="email" />, "en-GB");
    expect(html).toContain("We have sent a link to camille.new@example.fr: your address will change when you open it");
    expect(html).toMatch(/data-current-email="">camille@example.fr</);
    expect(html).toContain('data-pending-email="camille.new@example.fr"');
    expect(html).toContain("Waiting for confirmation: <strong>camille.new@example.fr</strong>");
    for (const [form, intent] of [
      ["email-resend", "emailResend"],
      ["email-cancel", "emailCancel"],
    ]) {
      expect(html).toMatch(new RegExp(`<form[^>]*data-access-form="${form}"[^>]*method="post"><input type="hidden" name="intent" value="${intent}"/>`));
    }
    expect(html).toContain(">Send the link again</button>");
    expect(html).toContain(">Cancel the change</button>");
    // No change waiting: no box, and the form explains what will happen.
    const plain = render(<InformationScreen me={me} />);
    expect(plain).not.toContain("data-pending-email");
    expect(plain).toContain("Nous enverrons un lien à la nouvelle adresse");
  });

  it("says what sending again and cancelling did", () => {
    const waiting = { ...me, pendingEmail: "camille.new@example.fr" };
    expect(render(<InformationScreen me={waiting} saved="emailResend" />)).toContain("Un nouveau lien a été envoyé à camille.new@example.fr.");
    const cancelled = render(<InformationScreen me={me} saved="emailCancel" />, "en-GB");
    expect(cancelled).toContain("The change is cancelled: your address stays camille@example.fr.");
    expect(cancelled).not.toContain("data-pending-email");
    expect(render(<InformationScreen me={me} saved="email" />, "en-GB")).toContain("This is already your e-mail address: nothing has changed.");
  });

  it("shows a refusal on the form it is about", () => {
    const refusal: AccessRefusal = { intent: "password", problems: [{ field: "currentPassword", message: "Wrong." }], message: null, code: "CURRENT_PASSWORD_WRONG", values: {} };
    const html = render(<InformationScreen me={me} refusal={refusal} />, "en-GB");
    expect(html).toMatch(/id="access-password-currentPassword"[^>]*aria-invalid="true"/);
    expect(html).not.toMatch(/id="access-email-currentPassword"[^>]*aria-invalid/);
  });
});

describe("change of address link", () => {
  it("offers the button that confirms it, the token in the form (opening the link changes nothing)", () => {
    const html = render(<EmailChangeScreen token="ch4nge" />, "en-GB");
    expect(html).toMatch(/<form[^>]*data-access-form="email-change"[^>]*method="post"/);
    expect(inputNames(html)).toEqual(["intent", "token"]);
    expect(html).toMatch(/<input type="hidden" name="token" value="ch4nge"/);
    expect(html).toContain(">Confirm my new address</button>");
  });

  it("done: tells a signed-in customer their new address, asks anyone else to sign in with it", () => {
    const signedIn = render(<EmailChangeScreen token={null} done={{ me: { ...me, email: "camille.new@example.fr" } }} />, "en-GB");
    expect(signedIn).toContain('data-access-panel="email-change-done"');
    expect(signedIn).toContain("Your account&#x27;s e-mail address is now camille.new@example.fr.");
    expect(signedIn).toContain('href="/user/information"');
    const signedOut = render(<EmailChangeScreen token={null} done={{ me: null }} />);
    expect(signedOut).toContain("Connectez-vous avec votre nouvelle adresse.");
    expect(signedOut).toContain('href="/login?redirect=%2Fuser%2Finformation"');
  });

  it("says clearly when the link is invalid, its address taken meanwhile, or incomplete, and leads back to the account's information", () => {
    const invalid: AccessRefusal = { intent: "emailConfirm", problems: [], message: "This link is no longer valid.", code: "TOKEN_INVALID", values: {} };
    const html = render(<EmailChangeScreen token="old" refusal={invalid} />, "en-GB");
    expect(html).toContain('data-access-panel="email-change-invalid"');
    expect(html).toContain("This link is no longer valid.");
    expect(html).toContain("If your address has not changed yet, send the link again");
    expect(html).toContain('href="/user/information"');
    expect(html).not.toContain('data-access-form="email-change"');
    const taken: AccessRefusal = { ...invalid, message: "Another account already uses this e-mail address.", code: "EMAIL_TAKEN" };
    const takenHtml = render(<EmailChangeScreen token="old" refusal={taken} />, "en-GB");
    expect(takenHtml).toContain('data-access-panel="email-change-taken"');
    expect(takenHtml).toContain("Address already in use");
    expect(takenHtml).toContain("Your account keeps its current address.");
    expect(render(<EmailChangeScreen token={null} />, "en-GB")).toContain("This link is incomplete");
  });
});

describe("sign-out screen", () => {
  it("is a button in a POST form, never a link that signs out", () => {
    const html = render(<LogoutScreen me={me} />, "en-GB");
    expect(html).toMatch(/<form[^>]*data-access-form="logout"[^>]*method="post"/);
    expect(html).toContain(">Sign out</button>");
    expect(html).toContain("Camille Durand");
  });
});

describe("password meter", () => {
  it("says the strength in words in a polite live region, with the server's suggestions", () => {
    const html = render(<PasswordMeter id="m" verdict={{ score: 1, acceptable: false, suggestions: ["Ajoutez un mot ou deux."] }} />);
    expect(html).toMatch(/<p id="m"[^>]*aria-live="polite"[^>]*>Robustesse : faible\./);
    expect(html).toContain("Trop facile à deviner.");
    expect(html).toContain("Ajoutez un mot ou deux.");
    expect(html).toContain('data-level="weak"');
  });

  it("keeps its live region in place, empty, before anything is typed", () => {
    const html = render(<PasswordMeter id="m" verdict={null} />);
    expect(html).toMatch(/<p id="m"[^>]*aria-live="polite"[^>]*><\/p>/);
    expect(html).not.toContain("data-level");
  });

  it("names every score", () => {
    expect([0, 1, 2, 3, 4].map(strengthLevel)).toEqual(["veryWeak", "weak", "fair", "strong", "veryStrong"]);
    expect(strengthLevel(9)).toBe("veryStrong");
  });
});
