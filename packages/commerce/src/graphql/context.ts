import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "../config.ts";
import type { ContentMetadataEntry } from "../modules/cms/content-metadata.ts";
import type { CustomerProfile } from "../modules/customer/service.ts";
import type { SessionState } from "../modules/session/service.ts";
import type { StaffState } from "../modules/staff/service.ts";
import type { ServiceScope } from "../modules/shop/service-scope.ts";
import { readCookie } from "../shared/cookies.ts";
import { type Store, storeFromRequest } from "../modules/shop/stores.ts";
import type { Services } from "../services.ts";
import { type ErrorMessages, type MutationFailure, mutationFailure, throttledFailure } from "./error-contract.ts";

export interface GraphQLContext {
  config: Config;
  services: Services;
  store: Store;
  /** Display currency chosen by the shopper (cookie `currency`), else the store's base currency. */
  currency: string;
  /** What resolvers hand to domain services: this operation's store, currency and customer. */
  scope: ServiceScope;
  session: SessionState;
  /** The staff member (staff session cookie or API token), separate from the customer's session. */
  staffState: StaffState;
  /** The signed-in customer, loaded at most once per operation (per page, for a page's queries: `ServerContext.customerReads`). */
  customer(): Promise<CustomerProfile | undefined>;
  /**
   * Set by `useCustomerReadsPerPage` when this operation is a mutation: it may change the customer,
   * so it neither takes the page's earlier read nor leaves its own for the queries after it.
   */
  changesCustomer?: boolean;
  /** Set-Cookie values the response must carry (added by the response plugin). */
  responseCookies: string[];
  startSessionCookie(token: string, expiresAt: Date): void;
  clearSessionCookie(): void;
  /** A failed mutation's result: the module's error code and its message in the store's language. */
  failure<Code extends string>(messages: ErrorMessages<Code>, code: Code): MutationFailure<Code>;
  /**
   * An attempt a limit refused: the module's `TOO_MANY_ATTEMPTS` failure saying when to retry;
   * the HTTP answer then carries `Retry-After` (the longest wait of the request's refusals).
   */
  throttled<Code extends string>(messages: ErrorMessages<Code | "TOO_MANY_ATTEMPTS">, refusal: { retryAfterSeconds: number }): MutationFailure<"TOO_MANY_ATTEMPTS">;
  /** The client's address (`request.ip`, which believes forwarding headers from TRUST_PROXY's proxies only). */
  clientAddress: string;
  /** Set when a limit refused this operation: the response then carries `Retry-After` (the longest wait). */
  retryAfterSeconds?: number;
  /**
   * Set by a resolver whose answer is for whoever holds a secret of the request (a shared
   * wishlist's code) rather than for a session: the response is then `no-store` too, so no cache
   * keeps it (a code made private must stop opening the list at once).
   */
  privateAnswer?: boolean;
  /**
   * Notes content (CMS page, category…) this operation served, for the response's
   * `extensions.contentMetadata`. Set per operation by the content-metadata plugin.
   */
  recordContent(entry: ContentMetadataEntry): void;
  /**
   * Notes a tag (`product:<id>`, `listing:<category id>`… see the stock-change feed) whose change
   * makes this operation's answer stale, so a page stored from it can be retired by that change
   * alone. Collected only for the storefront server's in-process queries (`InProcessExchange`);
   * an HTTP client is never told.
   */
  dependsOn(tag: string): void;
}

/** What the HTTP layer (or the in-process SSR executor) hands to every request. */
export interface ServerContext {
  /** Resolved once by the HTTP layer so GraphQL and SSR agree; resolved here when absent. */
  sessionState?: SessionState;
  /** Set by the storefront's server for its own pages' queries (see `InProcessExchange`). */
  inProcess?: InProcessExchange;
  /** The HTTP request's Node request and (Express) response; absent for in-process queries. */
  req?: IncomingMessage;
  res?: ServerResponse & { locals?: Record<string, unknown> };
  /** The client's address as Express sees it (`request.ip`), for HTTP and in-process queries alike. */
  clientAddress?: string;
  /**
   * The customer profiles this page's queries read, by customer id, shared by them: a page runs
   * several operations (the layouts' and the screen's), each asking for the signed-in customer.
   * Created per page request by the storefront's server; emptied by any mutation among them.
   */
  customerReads?: Map<number, Promise<CustomerProfile | undefined>>;
}

/**
 * A query the storefront's server runs in-process for a page (ADR 013): its parameters go in and
 * a successful result comes out as objects, with no JSON written and read back in between. The
 * request still goes through the whole API (CSRF check, limits, sessions, masking); a result with
 * errors is answered over HTTP as usual, so its status and sanitised messages are the same.
 */
export interface InProcessExchange {
  params: { query: string; operationName?: string; variables?: Record<string, unknown> };
  /** Filled when the operation succeeded. Its objects are the executor's (null prototypes). */
  result?: { data?: Record<string, unknown> | null; extensions?: Record<string, unknown> };
  /** Filled as the operation runs: the tags its answer depends on (`GraphQLContext.dependsOn`). */
  dependencies?: ReadonlySet<string>;
}

export async function createContext(
  request: Request,
  serverContext: ServerContext,
  config: Config,
  services: Services,
): Promise<GraphQLContext> {
  const cookieHeader = request.headers.get("cookie");
  const store = storeFromRequest(request.url, request.headers.get("store"));
  const requestedCurrency = readCookie(cookieHeader, "currency")?.toUpperCase();
  const session = serverContext.sessionState ?? (await services.sessions.resolve(cookieHeader));
  const staffState = await services.staff.resolveRequest(request);
  const secure = config.publicUrl.startsWith("https:") ? "; Secure" : "";
  // `__Host-` on https (Secure, Path=/ and no Domain, as that prefix requires).
  const { cookieName } = services.sessions;
  let customer: Promise<CustomerProfile | undefined> | undefined;

  // An in-process exchange is one operation: its tags are collected straight into it.
  const dependencies = serverContext.inProcess ? new Set<string>() : undefined;
  if (serverContext.inProcess) serverContext.inProcess.dependencies = dependencies;

  const currency = requestedCurrency && store.currencies.includes(requestedCurrency) ? requestedCurrency : store.baseCurrency;
  // One scope per operation (services memoise per scope); its customer follows the session,
  // which a sign-in or sign-out changes during the operation.
  const scope: ServiceScope = {
    store,
    currency,
    get customerId() {
      return context.session.status === "active" ? context.session.session.customerId : null;
    },
    get staff() {
      return context.staffState.status === "active" ? context.staffState.staff : null;
    },
    // An editor's preview mode (ADR 085): decided from the staff session's modes and the
    // configuration, and following the staff state as a sign-in or sign-out changes it.
    get contentVersion() {
      return services.contribution.contentVersion(context.staffState);
    },
  };

  const context: GraphQLContext = {
    config,
    services,
    store,
    currency,
    scope,
    session,
    staffState,
    // `this`: the context the resolver holds, which the plugins mark (as `throttled` below).
    customer(this: GraphQLContext) {
      if (customer) return customer;
      const customerId = context.session.status === "active" ? context.session.session.customerId : null;
      if (customerId === null) return (customer = Promise.resolve(undefined));
      const shared = this.changesCustomer ? undefined : serverContext.customerReads;
      customer = shared?.get(customerId) ?? services.customers.findById(customerId);
      shared?.set(customerId, customer);
      return customer;
    },
    responseCookies: [],
    startSessionCookie(token, expiresAt) {
      context.responseCookies.push(
        `${cookieName}=${token}; Path=/; Expires=${expiresAt.toUTCString()}; HttpOnly; SameSite=Lax${secure}`,
      );
    },
    clearSessionCookie() {
      context.responseCookies.push(`${cookieName}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
    },
    failure: (messages, code) => mutationFailure(messages, code, store.language),
    // `this`: the context the resolver holds (GraphQL Yoga answers with a copy of this object).
    throttled(this: GraphQLContext, messages, { retryAfterSeconds }) {
      this.retryAfterSeconds = Math.max(this.retryAfterSeconds ?? 0, retryAfterSeconds);
      return throttledFailure(messages, retryAfterSeconds, store.language);
    },
    // Without one (a query sent straight to `yoga.fetch`), all such callers share one address's limits.
    clientAddress: serverContext.clientAddress ?? "unknown",
    // Replaced per operation by useContentMetadata(); without that plugin nothing is reported.
    recordContent: () => undefined,
    dependsOn: dependencies ? (tag) => void dependencies.add(tag) : () => undefined,
  };
  return context;
}
