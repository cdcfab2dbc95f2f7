import type { TypedDocumentNode } from "@apollo/client";
import { skipToken } from "@apollo/client/react";
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { ACCOUNT_NAME_QUERY } from "../../lib/account-name.ts";
import type { LoadWishlistQuery, LoadWishlistQueryVariables } from "../../lib/generated/graphql.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { usePersonalQuery } from "../../lib/personal-query.ts";
import { IS_FEATURE_ACTIVE_QUERY, WISHLIST_FEATURE } from "./wishlist-feature.ts";
import type { WishlistData } from "./wishlist-queries.ts";

/**
 * Where the wishlist stands for this page: `off` (the shop switched it off: no heart, no link,
 * nothing loaded), `idle` (not known yet: the server's render, before hydration, before anything
 * needs it), `visitor` (nobody signed in: nothing to load), then `loading`, `ready` or `error`.
 */
export type WishlistStatus = "off" | "idle" | "visitor" | "loading" | "ready" | "error";

export interface WishlistState {
  /** The feature is on: hearts and links are shown (the server renders them so). */
  active: boolean;
  status: WishlistStatus;
  /** The signed-in customer's list once loaded, else null. */
  wishlist: WishlistData | null;
  /** Says a short confirmation politely, once (one live region for every heart of the page). */
  announce: (text: string) => void;
}

interface WishlistContextValue extends WishlistState {
  /** A part of the page needs the list (a heart, the header's count): it loads from then on. */
  want: () => void;
}

const nothing = () => {};
const WishlistContext = createContext<WishlistContextValue>({ active: false, status: "off", wishlist: null, announce: nothing, want: nothing });

/** The documents only a signed-in shopper's browser needs, fetched once it does (ADR 033: not in the first load). */
const loadDocuments = () => import("./wishlist-queries.ts");
type Documents = Awaited<ReturnType<typeof loadDocuments>>;

/** What the list's query is watched with until its document has loaded (never sent: skipped). */
const NOT_YET = IS_FEATURE_ACTIVE_QUERY as unknown as TypedDocumentNode<LoadWishlistQuery, LoadWishlistQueryVariables>;

/**
 * The wishlist's state for every screen under the layouts that compose it (the main layout, and
 * the account area inside it). The feature is checked first: the main layout's loader asks
 * `IsFeatureActive("wishlist")`, so the server renders hearts and links only when it is on. Off,
 * nothing else is ever asked. On, the list loads on first use (a heart or the header's count
 * asks for it, `useWishlist`), in the browser after hydration and only for a signed-in shopper
 * (`me` has an id): personal data, never part of a shared page (ADR 046). Changes go through
 * `changeWishlist`, whose answers replace the cached list, so every reader follows.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const active = usePageQuery(IS_FEATURE_ACTIVE_QUERY, { variables: WISHLIST_FEATURE }).data?.isFeatureActive === true;
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const needed = active && wanted;
  const account = usePersonalQuery(ACCOUNT_NAME_QUERY, needed ? {} : skipToken).data;
  const signedIn = Boolean(account?.me?.id);
  const [documents, setDocuments] = useState<Documents | null>(null);
  useEffect(() => {
    if (!needed || !signedIn || documents) return;
    let current = true;
    // A failed download is tried again at the next need (a later page, a retry of the shopper's).
    loadDocuments().then((loaded) => current && setDocuments(loaded), nothing);
    return () => {
      current = false;
    };
  }, [needed, signedIn, documents]);
  const { data, error } = usePersonalQuery(documents?.LOAD_WISHLIST_QUERY ?? NOT_YET, needed && signedIn && documents ? {} : skipToken);

  // One polite live region for the page: emptied first, so the same sentence twice is said twice.
  const [message, setMessage] = useState("");
  const timer = useRef<number | undefined>(undefined);
  const announce = useCallback((text: string) => {
    setMessage("");
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setMessage(text), 100);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const wishlist = (signedIn && data?.me?.wishlist) || null;
  const status: WishlistStatus = !active
    ? "off"
    : !account
      ? "idle"
      : !signedIn
        ? "visitor"
        : wishlist
          ? "ready"
          : error
            ? "error"
            : data?.me
              ? "off"
              : "loading";
  const value = useMemo<WishlistContextValue>(() => ({ active, status, wishlist, announce, want }), [active, status, wishlist, announce, want]);
  return (
    <WishlistContext.Provider value={value}>
      {children}
      {active && (
        <VisuallyHidden>
          <span role="status" data-wishlist-status="">
            {message}
          </span>
        </VisuallyHidden>
      )}
    </WishlistContext.Provider>
  );
}

/** Whether the shop shows wishlists at all, without asking for the list (links, navigation). */
export const useWishlistActive = (): boolean => useContext(WishlistContext).active;

/**
 * The wishlist for a part of the page that shows it (a heart, a count): asking for it is what
 * makes it load (for a signed-in shopper, once the page is interactive).
 */
export function useWishlist(): WishlistState {
  const { want, ...state } = useContext(WishlistContext);
  const { active } = state;
  useEffect(() => {
    if (active) want();
  }, [active, want]);
  return state;
}

/** The provider as the layouts compose it, for tests and screens rendered without one: a fixed state. */
export function WishlistStateProvider({ value, children }: { value: WishlistState; children: ReactNode }) {
  return <WishlistContext.Provider value={{ ...value, want: nothing }}>{children}</WishlistContext.Provider>;
}
