/**
 * The key of the shopper's checkout attempt, sent with "Place order" so that a retry (a lost
 * answer, a double click that got through, a reload while it was being placed) finds the order
 * the first try placed instead of placing a second one. It is kept in the tab's session storage
 * until an order is placed; the same attempt reuses it. When the API answers that the key was used
 * for another cart (the shopper changed the cart since), a new attempt starts with a new key.
 */
export const ATTEMPT_STORAGE_KEY = "eb.checkout.attempt";
const PAYMENT_STORAGE_KEY = "eb.checkout.payment";

/** A new attempt's key (a UUID: 36 characters the API accepts). */
export const newAttemptKey = (): string => crypto.randomUUID();

/** What the API accepts: 8 to 100 characters of `A-Za-z0-9-_` (a UUID is 36). */
export const isValidAttemptKey = (value: unknown): value is string => typeof value === "string" && /^[A-Za-z0-9_-]{8,100}$/.test(value);

type KeyStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The tab's session storage, or none (private modes may refuse it: the key then lives in memory). */
function sessionStore(): KeyStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

const memory = new Map<string, string>();
const memoryStore: KeyStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

function safely<T>(storage: KeyStorage, run: (storage: KeyStorage) => T, fallback: () => T): T {
  try {
    return run(storage);
  } catch {
    return fallback();
  }
}

export interface CheckoutAttempt {
  /** The current attempt's key, created on first use. */
  key: () => string;
  /** A new attempt (the cart changed since the key was used): its new key. */
  renew: () => string;
  /** The order is placed: the next checkout is a new attempt. */
  finish: () => void;
  /** The payment method chosen on the page, kept for a reload (the cart does not hold it). */
  payment: () => string | null;
  choosePayment: (code: string) => void;
}

export function checkoutAttempt(storage: KeyStorage | null = sessionStore(), newKey: () => string = newAttemptKey): CheckoutAttempt {
  const store = storage ?? memoryStore;
  const read = (name: string) => safely(store, (s) => s.getItem(name), () => memory.get(name) ?? null);
  const write = (name: string, value: string) =>
    safely(store, (s) => s.setItem(name, value), () => void memory.set(name, value));
  const remove = (name: string) => safely(store, (s) => s.removeItem(name), () => void memory.delete(name));
  const renew = () => {
    const key = newKey();
    write(ATTEMPT_STORAGE_KEY, key);
    return key;
  };
  return {
    key: () => {
      const stored = read(ATTEMPT_STORAGE_KEY);
      return isValidAttemptKey(stored) ? stored : renew();
    },
    renew,
    finish: () => {
      remove(ATTEMPT_STORAGE_KEY);
      remove(PAYMENT_STORAGE_KEY);
    },
    payment: () => read(PAYMENT_STORAGE_KEY),
    choosePayment: (code) => write(PAYMENT_STORAGE_KEY, code),
  };
}
