import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { catalogs, type Locale } from "../../lib/i18n.ts";
import type { AddressBookQuery } from "../../lib/generated/graphql.ts";
import type { SavedAddress } from "./address-book-queries.ts";
import { AddressBookScreen } from "./address-book-screen.tsx";
import { addressBookDonePath, addressBookView, addressIdOf, customerAddressInput, defaultAddresses, defaultsOfForm, withDefault } from "./address-book-state.ts";
import { DefaultAddresses } from "./default-addresses.tsx";

const grasse: SavedAddress = {
  id: "1",
  firstname: "Camille",
  lastname: "Durand",
  company: null,
  street: ["12 avenue Sainte-Lorette"],
  postcode: "06130",
  city: "Grasse",
  countryCode: "FR",
  countryName: "France",
  telephone: "+33612345678",
  defaultShipping: true,
  defaultBilling: true,
};
const lyon: SavedAddress = {
  ...grasse,
  id: "2",
  company: "Atelier Durand Parfums",
  street: ["Atelier 3", "27 rue Mercière"],
  postcode: "69002",
  city: "Lyon",
  telephone: "+33478421010",
  defaultShipping: false,
  defaultBilling: false,
};

const book = (addresses: SavedAddress[]): AddressBookQuery => ({
  me: { id: "7", addresses },
  shippingCountries: [
    { code: "FR", name: "France" },
    { code: "BE", name: "Belgique" },
  ],
});

function render(element: ReactNode, locale: Locale = "fr-FR", path = "/user/address-book") {
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
const names = { firstname: "Camille", lastname: "Durand" };

describe("address book state", () => {
  it("reads what the book shows from its address: a form, a question before deleting, what was done", () => {
    const addresses = [grasse, lyon];
    expect(addressBookView(new URLSearchParams(""), addresses)).toEqual({ form: null, deleting: null, done: null });
    expect(addressBookView(new URLSearchParams("new"), addresses).form).toEqual({ kind: "create" });
    expect(addressBookView(new URLSearchParams("edit=2"), addresses).form).toEqual({ kind: "update", address: lyon });
    expect(addressBookView(new URLSearchParams("delete=2"), addresses).deleting).toBe("2");
    expect(addressBookView(new URLSearchParams("done=defaultBilling"), addresses).done).toBe("defaultBilling");
    // An address not in the book, or a state it does not know, shows the list as it is.
    expect(addressBookView(new URLSearchParams("edit=99&delete=98&done=hack"), addresses)).toEqual({ form: null, deleting: null, done: null });
    // An empty book opens the form of its first address.
    expect(addressBookView(new URLSearchParams(""), []).form).toEqual({ kind: "create" });
    expect(addressBookDonePath("delete")).toBe("/user/address-book?done=delete");
    expect(addressIdOf(" 12 ")).toBe("12");
    expect(addressIdOf("1;drop")).toBeNull();
  });

  it("sends the address as typed and only the defaults ticked", () => {
    const fields = { firstname: " Camille ", lastname: "Durand", company: "", street1: "12 rue", street2: "", street3: "", postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "06 12 34 56 78" };
    expect(customerAddressInput(fields, { shipping: true, billing: false })).toEqual({
      address: { firstname: "Camille", lastname: "Durand", street: ["12 rue"], postcode: "06130", city: "Grasse", countryCode: "FR", telephone: "06 12 34 56 78" },
      defaultShipping: true,
    });
    const form = new FormData();
    form.set("defaultBilling", "true");
    expect(defaultsOfForm(form)).toEqual({ shipping: false, billing: true });
    expect(withDefault(lyon, "defaultShipping")).toEqual({
      address: { firstname: "Camille", lastname: "Durand", company: "Atelier Durand Parfums", street: ["Atelier 3", "27 rue Mercière"], postcode: "69002", city: "Lyon", countryCode: "FR", telephone: "+33478421010" },
      defaultShipping: true,
    });
    expect(defaultAddresses([lyon, grasse])).toEqual({ shipping: grasse, billing: grasse });
  });
});

describe("AddressBookScreen", () => {
  it("lists the addresses, the defaults marked, each with its actions as links and forms that work without JavaScript", () => {
    const html = render(<AddressBookScreen data={book([grasse, lyon])} names={names} />);
    const body = text(html);
    expect(body).toContain("Vos 2 adresses");
    expect(body).toContain("Adresse de livraison par défaut Adresse de facturation par défaut Camille Durand 12 avenue Sainte-Lorette 06130 Grasse France +33612345678");
    expect(html).toContain('href="/user/address-book?edit=2"');
    expect(html).toContain('href="/user/address-book?delete=2"');
    expect(html).toContain('href="/user/address-book?new"');
    // The buttons say which address they act on.
    expect(body).toContain("Modifier l'adresse Camille Durand, Atelier 3, 69002 Lyon");
    // "Make it the default" only where it is not already.
    expect(html.match(/name="intent" value="defaultShipping"/g)).toHaveLength(1);
    expect(html).toMatch(/<form method="post"><input type="hidden" name="intent" value="defaultShipping"\/><input type="hidden" name="id" value="2"\/>/);
    expect(html).not.toContain('data-confirm-delete');
  });

  it("asks before deleting, with the delete form and a way to keep it", () => {
    const html = render(<AddressBookScreen data={book([grasse, lyon])} names={names} />, "en-GB", "/user/address-book?delete=2");
    expect(html).toMatch(/<form [^>]*data-confirm-delete="" method="post"><input type="hidden" name="intent" value="delete"\/><input type="hidden" name="id" value="2"\/>/);
    expect(text(html)).toContain("Delete this address? Orders already placed keep their own copy. Delete the address Keep it");
  });

  it("opens the address being changed in the form, with the defaults it may take", () => {
    const html = render(<AddressBookScreen data={book([grasse, lyon])} names={names} />, "en-GB", "/user/address-book?edit=2");
    expect(text(html)).toContain("Edit this address");
    expect(html).toMatch(/<form [^>]*data-form="address" method="post"><input type="hidden" name="intent" value="update"\/>/);
    expect(html).toContain('<input type="hidden" name="id" value="2"/>');
    expect(html).toMatch(/name="street2"[^>]*value="27 rue Mercière"|value="27 rue Mercière"[^>]*name="street2"/);
    expect(html).toContain('autoComplete="section-book postal-code"');
    expect(html).toContain('name="defaultShipping" value="true"');
    const own = render(<AddressBookScreen data={book([grasse, lyon])} names={names} />, "en-GB", "/user/address-book?edit=1");
    expect(own).not.toContain('name="defaultShipping"');
    expect(text(own)).toContain("This is your default delivery address.");
  });

  it("opens a new address's form for an empty book, from the customer's names and the store's country", () => {
    const html = render(<AddressBookScreen data={book([])} names={names} />, "fr-FR");
    const body = text(html);
    expect(body).toContain("Nouvelle adresse");
    expect(body).toContain("Votre première adresse devient votre adresse de livraison et de facturation par défaut.");
    expect(body).toContain("Votre carnet d'adresses est vide.");
    expect(html).toMatch(/name="firstname"[^>]*value="Camille"|value="Camille"[^>]*name="firstname"/);
    expect(html).toContain('<option value="FR" selected="">France</option>');
    expect(html).not.toContain(">Annuler<");
  });

  it("shows what the action refused on the form, keeping what was typed", () => {
    const typed = { firstname: "Camille", lastname: "Durand", company: "", street1: "1 rue X", street2: "", street3: "", postcode: "123", city: "Lyon", countryCode: "FR", telephone: "06" };
    const html = render(
      <AddressBookScreen
        data={book([grasse])}
        names={names}
        refusal={{ intent: "create", id: null, problems: [{ field: "postcode", message: "Ce code postal n'est pas valide pour la France." }], message: null, fields: typed }}
      />,
      "fr-FR",
      "/user/address-book?new",
    );
    expect(html).toContain('href="#address-postcode"');
    expect(html).toMatch(/id="address-postcode"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/name="street1"[^>]*value="1 rue X"|value="1 rue X"[^>]*name="street1"/);
  });

  it("confirms what was done", () => {
    const html = render(<AddressBookScreen data={book([grasse])} names={names} />, "en-GB", "/user/address-book?done=delete");
    expect(html).toContain('data-address-book-done="delete"');
    expect(text(html)).toContain("The address has been deleted.");
  });
});

describe("DefaultAddresses", () => {
  it("says one address once when it is both defaults, else each", () => {
    expect(text(render(<DefaultAddresses addresses={[grasse, lyon]} />, "en-GB"))).toContain("Default delivery and billing address Camille Durand 12 avenue Sainte-Lorette");
    const split = text(render(<DefaultAddresses addresses={[{ ...grasse, defaultBilling: false }, { ...lyon, defaultBilling: true }]} />, "en-GB"));
    expect(split).toContain("Default delivery address Camille Durand 12 avenue Sainte-Lorette");
    expect(split).toContain("Default billing address Camille Durand Atelier Durand Parfums Atelier 3");
    expect(text(render(<DefaultAddresses addresses={[]} />, "en-GB"))).toContain("No address saved yet.");
  });
});
