import { createContext, useContext } from "react";

/**
 * The per-response CSP nonce (server/middleware/csp.ts). entry.server provides it; in the browser it is empty,
 * which is what React expects while hydrating (browsers hide the attribute from scripts).
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
