import { describe, expect, it } from "vitest";
import { ATTEMPT_STORAGE_KEY, checkoutAttempt, isValidAttemptKey } from "./checkout-attempt.ts";
import { checkoutSteps, completedSteps, currentStep } from "./checkout-state.ts";
import { addressFields, addressFieldsFromForm, addressInput, addressLines, fieldProblems, formFieldOf, missingAddressFields } from "../../lib/address-fields.ts";
import { nextAfterPlacing } from "./use-place-order.ts";

const address = {
  firstname: "Camille",
  lastname: "Martin",
  company: null,
  street: ["12 rue des Lilas", "Bâtiment B"],
  postcode: "75011",
  city: "Paris",
  countryCode: "FR",
  countryName: "France",
  telephone: "+33612345678",
};
const method = (needsPickupPoint = false) => ({ code: needsPickupPoint ? "relay" : "standard", carrier: "La Poste", label: "Colissimo", minDays: 2, maxDays: 3, needsPickupPoint, price: { priceInclTax: { amount: 4.9, currency: "EUR" }, priceExclTax: { amount: 4.08, currency: "EUR" } } });
const point = { id: "FR-1", name: "Tabac de la Gare", carrier: "Relais", address: { country: "FR", locality: "Paris", postalCode: "75011", streetAddress: ["3 rue Oberkampf"] } };
const empty = { email: null, shippingAddress: null, billingAddress: null, billingSameAsShipping: true, selectedShippingMethod: null, pickupPoint: null, isVirtual: false };

describe("checkout steps from the server's cart", () => {
  it("starts at the contact, then goes through the steps as the cart fills", () => {
    expect(currentStep(empty, null)).toBe("contact");
    expect(currentStep({ ...empty, email: "c@exemple.fr" }, null)).toBe("shipping");
    expect(currentStep({ ...empty, email: "c@exemple.fr", shippingAddress: address }, null)).toBe("delivery");
    const delivered = { ...empty, email: "c@exemple.fr", shippingAddress: address, selectedShippingMethod: method() };
    // Billing is the shipping address by default: done with it.
    expect([...completedSteps(delivered)]).toEqual(["contact", "shipping", "delivery", "billing"]);
    expect(currentStep(delivered, null)).toBe("payment");
  });

  it("keeps delivery open while a relay method has no pickup point", () => {
    const relay = { ...empty, email: "c@exemple.fr", shippingAddress: address, selectedShippingMethod: method(true) };
    expect(completedSteps(relay).has("delivery")).toBe(false);
    expect(currentStep(relay, null)).toBe("delivery");
    expect(completedSteps({ ...relay, pickupPoint: point }).has("delivery")).toBe(true);
  });

  it("asks for a billing address once the shopper said it differs", () => {
    const own = { ...empty, email: "c@exemple.fr", shippingAddress: address, selectedShippingMethod: method(), billingSameAsShipping: false };
    expect(currentStep(own, null)).toBe("billing");
    expect(currentStep({ ...own, billingAddress: address }, null)).toBe("payment");
  });

  it("opens a done step the shopper chose to modify, never before it is reachable by order", () => {
    const full = { ...empty, email: "c@exemple.fr", shippingAddress: address, selectedShippingMethod: method() };
    expect(currentStep(full, "shipping")).toBe("shipping");
    expect(currentStep(full, "review")).toBe("payment");
  });
});

describe("checkout steps of a cart of downloads", () => {
  const virtual = { ...empty, isVirtual: true };

  it("goes from the contact to the billing address, then to payment: no shipping address, no delivery", () => {
    expect(checkoutSteps(virtual)).toEqual(["contact", "billing", "payment", "review"]);
    expect(checkoutSteps(empty)).toEqual(["contact", "shipping", "delivery", "billing", "payment", "review"]);
    expect(currentStep(virtual, null)).toBe("contact");
    const contact = { ...virtual, email: "c@exemple.fr" };
    expect(currentStep(contact, null)).toBe("billing");
    const billed = { ...contact, billingSameAsShipping: false, billingAddress: address };
    expect([...completedSteps(billed)]).toEqual(["contact", "billing"]);
    expect(currentStep(billed, null)).toBe("payment");
  });

  it("bills an address of its own only, never a delivery address it does not have", () => {
    // A cart that held a parcel before keeps its old shipping address: billing it is not enough.
    const kept = { ...virtual, email: "c@exemple.fr", shippingAddress: address, billingAddress: address, billingSameAsShipping: true, selectedShippingMethod: method() };
    expect(completedSteps(kept).has("billing")).toBe(false);
    expect(completedSteps(kept).has("shipping")).toBe(false);
    expect(completedSteps(kept).has("delivery")).toBe(false);
    expect(currentStep(kept, null)).toBe("billing");
  });

  it("opens only its own steps to modify", () => {
    const billed = { ...virtual, email: "c@exemple.fr", billingSameAsShipping: false, billingAddress: address };
    expect(currentStep(billed, "billing")).toBe("billing");
    expect(currentStep(billed, "contact")).toBe("contact");
    expect(currentStep(billed, "shipping")).toBe("payment");
    expect(currentStep(billed, "delivery")).toBe("payment");
  });
});

describe("address forms", () => {
  it("start from the cart's address, else the customer's name and the store's country", () => {
    expect(addressFields(address)).toMatchObject({ street1: "12 rue des Lilas", street2: "Bâtiment B", street3: "", company: "" });
    expect(addressFields(null, { firstname: "Jo", lastname: "Bloggs", countryCode: "GB" })).toMatchObject({ firstname: "Jo", lastname: "Bloggs", countryCode: "GB", street1: "" });
  });

  it("send trimmed values, without empty street lines nor an empty company", () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ firstname: " Camille ", lastname: "Martin", company: " ", street1: "12 rue des Lilas ", street2: "", street3: " Escalier 3", postcode: "75011", city: "Paris", countryCode: "FR", telephone: "06 12 34 56 78" })) {
      form.set(name, value);
    }
    expect(addressInput(addressFieldsFromForm(form))).toEqual({
      firstname: "Camille",
      lastname: "Martin",
      street: ["12 rue des Lilas", "Escalier 3"],
      postcode: "75011",
      city: "Paris",
      countryCode: "FR",
      telephone: "06 12 34 56 78",
    });
  });

  it("list the required fields left empty, in the form's order", () => {
    const fields = { ...addressFields(null), firstname: "Camille", countryCode: "FR" };
    expect(missingAddressFields(fields, (field) => `missing ${field}`).map((problem) => problem.field)).toEqual(["lastname", "street1", "postcode", "city", "telephone"]);
  });

  it("map the API's field errors onto the form's inputs, one per field, in the form's order", () => {
    expect(formFieldOf("street")).toBe("street1");
    expect(formFieldOf("street.1")).toBe("street2");
    expect(formFieldOf("street[2]")).toBe("street3");
    expect(
      fieldProblems([
        { field: "telephone", message: "Numéro invalide" },
        { field: "postcode", message: "Code postal invalide" },
        { field: "postcode", message: "second" },
        { field: "street", message: "Adresse requise" },
      ]),
    ).toEqual([
      { field: "street1", message: "Adresse requise" },
      { field: "postcode", message: "Code postal invalide" },
      { field: "telephone", message: "Numéro invalide" },
    ]);
  });

  it("print an address on lines", () => {
    expect(addressLines({ ...address, company: "Atelier C." })).toEqual(["Camille Martin", "Atelier C.", "12 rue des Lilas", "Bâtiment B", "75011 Paris", "France", "+33612345678"]);
  });
});

describe("the checkout attempt's idempotency key", () => {
  const storage = () => {
    const map = new Map<string, string>();
    return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key), map };
  };
  let counter = 0;
  const newKey = () => `key-${String(++counter).padStart(8, "0")}`;

  it("is created once and reused for every retry of the same attempt", () => {
    const store = storage();
    const first = checkoutAttempt(store, newKey).key();
    expect(isValidAttemptKey(first)).toBe(true);
    // A reload: a new attempt object reads the same stored key.
    expect(checkoutAttempt(store, newKey).key()).toBe(first);
    expect(store.map.get(ATTEMPT_STORAGE_KEY)).toBe(first);
  });

  it("is renewed for a changed cart and forgotten once the order is placed", () => {
    const store = storage();
    const attempt = checkoutAttempt(store, newKey);
    const first = attempt.key();
    const second = attempt.renew();
    expect(second).not.toBe(first);
    expect(attempt.key()).toBe(second);
    attempt.choosePayment("sandbox_card");
    expect(attempt.payment()).toBe("sandbox_card");
    attempt.finish();
    expect(store.map.size).toBe(0);
    expect(attempt.key()).not.toBe(second);
  });

  it("replaces a malformed stored key, and works when storage refuses", () => {
    const store = storage();
    store.setItem(ATTEMPT_STORAGE_KEY, "bad key!");
    expect(isValidAttemptKey(checkoutAttempt(store, newKey).key())).toBe(true);
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    };
    const attempt = checkoutAttempt(refusing, newKey);
    expect(attempt.key()).toBe(attempt.key());
  });

  it("accepts only what the API takes", () => {
    expect(isValidAttemptKey(crypto.randomUUID())).toBe(true);
    expect(isValidAttemptKey("short")).toBe(false);
    expect(isValidAttemptKey("x".repeat(101))).toBe(false);
    expect(isValidAttemptKey(null)).toBe(false);
  });
});

describe("after placing", () => {
  it("goes to the provider's page to pay, else to the confirmation of this order", () => {
    expect(nextAfterPlacing({ order_id: "o1" }, { redirectUrl: "https://shop.test/payment/sandbox/card/EB-1" })).toEqual({ redirectUrl: "https://shop.test/payment/sandbox/card/EB-1" });
    expect(nextAfterPlacing({ order_id: "a b&c" }, null)).toEqual({ successPath: "/checkout/success?order=a+b%26c" });
  });
});
