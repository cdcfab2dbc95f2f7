import type { Page } from "@playwright/test";
import { PHONE_WIDTH, expect, test, waitForHydration } from "./fixtures.ts";
import { fillCart, step } from "./checkout-kit.ts";
import { signedInCustomer } from "./customer-kit.ts";

/**
 * The address book, in both stores, on a desktop and a phone: the first address (both defaults),
 * a second one checked for its country (a postcode the country does not have is refused on its
 * field), edited, made the default delivery address, the first deleted after the question; then
 * the checkout offers the book with the default delivery address chosen. The same without
 * JavaScript, every form posted to the route's action.
 */

const STORES = [
  {
    base: "",
    title: "Carnet d'adresses",
    save: "Enregistrer l'adresse",
    add: "Ajouter une adresse",
    edit: /^Modifier l.adresse .*Bruxelles/,
    del: /^Supprimer l.adresse .*Grasse/,
    confirmDelete: "Supprimer l'adresse",
    makeShipping: /^Livrer ici par défaut/,
    done: { create: "L'adresse a été ajoutée", update: "L'adresse a été enregistrée", delete: "L'adresse a été supprimée", defaultShipping: "Vos livraisons vont désormais" },
    labels: { firstname: "Prénom", lastname: "Nom", street1: "Adresse", postcode: "Code postal", city: "Ville", country: "Pays", telephone: "Téléphone" },
    useSaved: "Livrer à cette adresse",
    belgium: "Belgique",
  },
  {
    base: "/en",
    title: "Address book",
    save: "Save the address",
    add: "Add an address",
    edit: /^Edit the address .*Bruxelles/,
    del: /^Delete the address .*Grasse/,
    confirmDelete: "Delete the address",
    makeShipping: /^Deliver here by default/,
    done: { create: "The address has been added", update: "The address has been saved", delete: "The address has been deleted", defaultShipping: "Deliveries now go to this address" },
    labels: { firstname: "First name", lastname: "Last name", street1: "Address", postcode: "Postcode", city: "Town or city", country: "Country", telephone: "Phone number" },
    useSaved: "Deliver to this address",
    belgium: "Belgium",
  },
] as const;

type Store = (typeof STORES)[number];

const form = (page: Page) => page.locator('[data-form="address"]');

async function fill(page: Page, store: Store, fields: { street: string; postcode: string; city: string; country: string; telephone: string }) {
  const scope = form(page);
  await scope.getByLabel(store.labels.street1, { exact: true }).fill(fields.street);
  await scope.getByLabel(store.labels.postcode).fill(fields.postcode);
  await scope.getByLabel(store.labels.city).fill(fields.city);
  await scope.getByLabel(store.labels.country).selectOption(fields.country);
  await scope.getByLabel(store.labels.telephone).fill(fields.telephone);
}

const card = (page: Page, text: string) => page.locator("[data-address]").filter({ hasText: text });
const done = (page: Page, intent: string) => page.locator(`[data-address-book-done="${intent}"]`);

const GRASSE = { street: "8 rue des Tanneurs", postcode: "06130", city: "Grasse", country: "FR", telephone: "06 12 34 56 78" };
const BRUSSELS = { street: "Rue Haute 12", postcode: "1000", city: "Bruxelles", country: "BE", telephone: "+32 2 511 22 33" };

for (const store of STORES) {
  for (const width of [1280, PHONE_WIDTH]) {
    test.describe(`${store.base || "fr"} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.describe.configure({ timeout: 60_000 });

      test("add, refuse a postcode of another country, edit, make the default, delete; the checkout offers the book", async ({ page }) => {
        await signedInCustomer(page, store.base, "book");
        await page.goto(`${store.base}/user/address-book`);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.title);

        // An empty book opens the first address's form, from the customer's names.
        await expect(form(page).getByLabel(store.labels.firstname)).toHaveValue("Iris");
        await fill(page, store, GRASSE);
        await form(page).getByRole("button", { name: store.save }).click();
        await expect(done(page, "create")).toContainText(store.done.create);
        await expect(card(page, "Grasse")).toHaveAttribute("data-default-shipping", "true");
        await expect(card(page, "Grasse")).toHaveAttribute("data-default-billing", "true");

        // A second address, in Belgium: a French postcode is refused on its field, as at checkout.
        await page.getByRole("link", { name: store.add }).click();
        await fill(page, store, { ...BRUSSELS, postcode: "06130" });
        await form(page).getByRole("button", { name: store.save }).click();
        await expect(form(page).locator("[data-error-summary]")).toBeVisible();
        await expect(form(page).getByLabel(store.labels.postcode)).toHaveAttribute("aria-invalid", "true");
        await form(page).getByLabel(store.labels.postcode).fill(BRUSSELS.postcode);
        await form(page).getByRole("button", { name: store.save }).click();
        await expect(done(page, "create")).toBeVisible();
        await expect(card(page, "Bruxelles")).toBeVisible();
        await expect(card(page, "Bruxelles")).not.toHaveAttribute("data-default-shipping", "true");

        // Edited: its street changes.
        await card(page, "Bruxelles").getByRole("link", { name: store.edit }).click();
        await form(page).getByLabel(store.labels.street1, { exact: true }).fill("Rue Haute 14");
        await form(page).getByRole("button", { name: store.save }).click();
        await expect(done(page, "update")).toContainText(store.done.update);
        await expect(card(page, "Bruxelles")).toContainText("Rue Haute 14");

        // Made the default delivery address: the default moves.
        await card(page, "Bruxelles").getByRole("button", { name: store.makeShipping }).click();
        await expect(done(page, "defaultShipping")).toContainText(store.done.defaultShipping);
        await expect(card(page, "Bruxelles")).toHaveAttribute("data-default-shipping", "true");
        await expect(card(page, "Grasse")).not.toHaveAttribute("data-default-shipping", "true");

        // The first one deleted, after the question.
        await card(page, "Grasse").getByRole("link", { name: store.del }).click();
        await card(page, "Grasse").getByRole("button", { name: store.confirmDelete }).click();
        await expect(done(page, "delete")).toContainText(store.done.delete);
        await expect(card(page, "Grasse")).toHaveCount(0);
        await expect(page.locator("[data-address]")).toHaveCount(1);

        // At checkout the book is offered, the default delivery address chosen.
        await fillCart(page, store.base);
        await page.goto(`${store.base}/checkout/`);
        await waitForHydration(page);
        const saved = page.locator('[data-form="saved-shipping"]');
        await expect(saved.locator("[data-saved-address]").filter({ hasText: "Bruxelles" }).getByRole("radio")).toBeChecked();
        await saved.getByRole("button", { name: store.useSaved }).click();
        await expect(step(page, "shipping")).toHaveAttribute("data-step-state", "done");
        await expect(step(page, "shipping").locator('[data-step-summary="shipping"]')).toContainText("Rue Haute 14");
        await expect(step(page, "shipping").locator('[data-step-summary="shipping"]')).toContainText(store.belgium);
      });
    });
  }

  test.describe(`${store.base || "fr"}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });
    test.describe.configure({ timeout: 60_000 });

    test("every change is a form posted to the book's action, and the checkout's choice posts the saved address", async ({ page }) => {
      await signedInCustomer(page, store.base, "book-nojs");
      await page.goto(`${store.base}/user/address-book`);
      await fill(page, store, GRASSE);
      await form(page).getByRole("button", { name: store.save }).click();
      await expect(page).toHaveURL(/\/user\/address-book\?done=create$/);
      await expect(done(page, "create")).toBeVisible();

      await page.getByRole("link", { name: store.add }).click();
      await fill(page, store, { ...BRUSSELS, postcode: "ABC" });
      await form(page).getByRole("button", { name: store.save }).click();
      // Refused: the form again, what was typed kept, the postcode in error.
      await expect(form(page).getByLabel(store.labels.postcode)).toHaveAttribute("aria-invalid", "true");
      await expect(form(page).getByLabel(store.labels.street1, { exact: true })).toHaveValue(BRUSSELS.street);
      await form(page).getByLabel(store.labels.postcode).fill(BRUSSELS.postcode);
      await form(page).getByRole("button", { name: store.save }).click();
      await expect(done(page, "create")).toBeVisible();

      await card(page, "Bruxelles").getByRole("button", { name: store.makeShipping }).click();
      await expect(card(page, "Bruxelles")).toHaveAttribute("data-default-shipping", "true");
      await card(page, "Grasse").getByRole("link", { name: store.del }).click();
      await card(page, "Grasse").getByRole("button", { name: store.confirmDelete }).click();
      await expect(done(page, "delete")).toBeVisible();
      await expect(page.locator("[data-address]")).toHaveCount(1);

      await fillCart(page, store.base);
      await page.goto(`${store.base}/checkout/`);
      await page.locator('[data-form="saved-shipping"]').getByRole("button", { name: store.useSaved }).click();
      await expect(step(page, "shipping")).toHaveAttribute("data-step-state", "done");
      await expect(step(page, "shipping").locator('[data-step-summary="shipping"]')).toContainText("Bruxelles");
    });
  });
}
