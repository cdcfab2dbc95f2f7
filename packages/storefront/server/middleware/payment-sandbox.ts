import type { Commerce, Store } from "@eb/commerce";
import { stores } from "@eb/commerce";
import { type CardOutcome, cardAttempt, challengeToken, deliverNotification, isChallengeToken, sandboxNotification } from "@eb/commerce/modules/payment/sandbox.ts";
import {
  type CardOutcomeError,
  type PageContext,
  type RenderedPage,
  cardPage,
  challengePage,
  closedPage,
  forbiddenPage,
  notFoundPage,
  walletPage,
} from "@eb/commerce/modules/payment/sandbox-page.ts";
import type { HostedPayment } from "@eb/commerce/modules/payment/service.ts";
import express, { type ErrorRequestHandler, type Request, type Response, type Router } from "express";
import { createNonce } from "./csp.ts";

/**
 * The payment providers' side of the sandbox, served by the shop under its own path:
 *
 * - `POST /payment/notify/:provider`: a provider's signed notification (raw body, HMAC-SHA256 over
 *   the timestamp and the bytes as sent), verified and applied by the payment service. 200 for any
 *   verified notification (applied, repeated or ignored: the provider stops sending it), 400 for a
 *   signed body that is no notification, 401 unsigned, wrongly signed, stale or from the future,
 *   404 for a provider that sends none. A client's mistake is never a 500.
 * - `/payment/sandbox/:provider/:reference` (and under `/en`): the sandbox card and wallet
 *   providers' hosted pages, in the language of the store the order was placed in. Each outcome
 *   is sent to the shop as a notification first; only then is the browser sent back, and the page
 *   it returns to never changes the payment: the notification alone does.
 */
const NOTIFICATION_LIMIT = "16kb";
const FORM_LIMIT = "8kb";
const HOSTED = new Set(["sandbox_card", "sandbox_wallet"]);
const OUTCOME_ERRORS = new Set<CardOutcomeError>(["declined", "insufficient_funds", "authentication_failed", "notification_failed"]);

export interface PaymentSandboxOptions {
  commerce: Commerce;
  /** How a notification reaches the shop (default: an HTTP POST to the shop's public URL, as a provider does). */
  deliver?: typeof deliverNotification;
}

/**
 * Whether a form was posted from the shop's own pages: the browser says where a request comes
 * from (`Sec-Fetch-Site`, else `Origin`). A request saying neither comes from an old browser or a
 * script, which a page of another site cannot make carry the shopper's payment page.
 */
function fromThisSite(request: Request, publicOrigin: string): boolean {
  if (request.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") return false;
  const origin = request.get("origin");
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  const claimed = new URL(origin).origin;
  return claimed === publicOrigin || (request.host !== undefined && claimed === new URL(`${request.protocol}://${request.host}`).origin);
}

const storeOfPath = (path: string): Store => (path === "/en" || path.startsWith("/en/") ? stores.en : stores.fr);

export function paymentSandbox({ commerce, deliver = deliverNotification }: PaymentSandboxOptions): Router {
  const { config, logger, services } = commerce;
  const payments = services.payments;
  const publicOrigin = new URL(config.publicUrl).origin;
  const log = logger.child({ module: "payment" });
  const router = express.Router();

  // ---- Notifications -------------------------------------------------------------------------
  router.post(
    "/payment/notify/:provider",
    (request, response, next) => {
      // Before the body is read: a provider the shop does not know gets nothing more.
      if (payments.provider(request.params.provider)) return next();
      log.warn({ provider: request.params.provider.slice(0, 40) }, "payment notification: unknown provider");
      response.status(404).json({ error: "unknown provider" });
    },
    // The bytes as sent, whatever the declared type: the signature covers them, not a parse of them.
    express.raw({ type: () => true, limit: NOTIFICATION_LIMIT }),
    async (request, response, next) => {
      try {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await payments.receiveNotification(request.params.provider, request.headers, rawBody);
        if (result.status !== 200) {
          log.warn({ provider: request.params.provider, status: result.status, reason: result.reason }, "payment notification refused");
          response.status(result.status).json({ error: result.reason });
          return;
        }
        const quiet = result.outcome === "applied" || result.outcome === "duplicate";
        log[quiet ? "info" : "warn"](
          { provider: request.params.provider, eventId: result.eventId, outcome: result.outcome, reason: result.reason, paymentId: result.paymentId, orderId: result.orderId },
          "payment notification",
        );
        response.status(200).json({ received: true, outcome: result.outcome });
      } catch (error) {
        next(error);
      }
    },
  );
  const notificationBodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, request, response, next) => {
    if (response.headersSent || !request.path.startsWith("/payment/notify/") || !error.type) return next(error);
    log.warn({ reason: error.type }, "payment notification refused");
    response.status(error.type === "entity.too.large" ? 413 : 400).json({ error: "unreadable body" });
  };
  router.use(notificationBodyErrors);

  // ---- Hosted pages --------------------------------------------------------------------------
  const pagePaths = ["/payment/sandbox/:provider/:reference", "/en/payment/sandbox/:provider/:reference"];
  const challengePaths = pagePaths.map((path) => `${path}/challenge`);

  /** Renders a page with a fresh nonce and sends it under the policy naming that nonce. */
  const send = (response: Response, store: Store, render: (context: PageContext) => RenderedPage) => {
    const context: PageContext = { nonce: createNonce(), shopName: config.shopName, store };
    const page = render(context);
    response.status(page.status);
    response.setHeader("Cache-Control", "no-store");
    response.setHeader(
      "Content-Security-Policy",
      `default-src 'none'; style-src 'nonce-${context.nonce}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
    );
    response.setHeader("Referrer-Policy", "same-origin");
    response.setHeader("X-Robots-Tag", "noindex, nofollow");
    response.type("html").send(page.html);
  };
  const pageUrl = (payment: HostedPayment) => `${payment.store.pathPrefix}/payment/sandbox/${payment.provider}/${encodeURIComponent(payment.reference)}`;
  const links = (payment: HostedPayment) => ({
    order: `${payment.store.pathPrefix}/checkout/success?order=${encodeURIComponent(payment.orderPublicId)}`,
    shop: `${payment.store.pathPrefix}/`,
    // The order goes with the return, so the checkout can offer to pay it again or to cancel it (its owner only: the API checks).
    cancelled: `${payment.store.pathPrefix}/checkout/?${new URLSearchParams({ payment: "cancelled", order: payment.orderPublicId })}`,
  });

  /** The payment a hosted page is for, or the page's answer when there is none to make. */
  async function payable(request: Request, response: Response): Promise<HostedPayment | null> {
    const { provider, reference } = request.params as { provider: string; reference: string };
    const payment = HOSTED.has(provider) ? await payments.hostedPayment(provider, reference) : null;
    if (!payment) {
      const store = storeOfPath(request.path);
      send(response, store, (context) => notFoundPage(context, `${store.pathPrefix}/`));
      return null;
    }
    if (!payment.payable) {
      send(response, payment.store, (context) => closedPage(context, payment, links(payment)));
      return null;
    }
    return payment;
  }

  /** Tells the shop, as the provider does; false when it could not be told (the browser is not sent on). */
  async function notify(payment: HostedPayment, type: "payment.succeeded" | "payment.failed" | "payment.cancelled", reason?: string): Promise<boolean> {
    const notification = sandboxNotification(config, payment, type, reason);
    const status = await deliver(notification);
    if (status !== 200) log.error({ provider: payment.provider, eventId: notification.eventId, status }, "sandbox provider: notification not accepted");
    return status === 200;
  }

  async function outcome(response: Response, payment: HostedPayment, result: Exclude<CardOutcome, "challenge"> | "authentication_failed" | "cancelled") {
    const back = (error: CardOutcomeError) => response.redirect(303, `${pageUrl(payment)}?error=${error}`);
    switch (result) {
      case "succeeded":
        return (await notify(payment, "payment.succeeded")) ? response.redirect(303, links(payment).order) : back("notification_failed");
      case "cancelled":
        return (await notify(payment, "payment.cancelled", "cancelled_by_shopper")) ? response.redirect(303, links(payment).cancelled) : back("notification_failed");
      default:
        // A refused attempt leaves the payment open: the page offers to try again.
        return back((await notify(payment, "payment.failed", result)) ? result : "notification_failed");
    }
  }

  const sameSite = (request: Request, response: Response, payment: HostedPayment) => {
    if (fromThisSite(request, publicOrigin)) return true;
    log.warn({ provider: payment.provider }, "sandbox page: form posted from another site");
    send(response, payment.store, (context) => forbiddenPage(context, pageUrl(payment)));
    return false;
  };

  router.get(pagePaths, async (request, response, next) => {
    try {
      const payment = await payable(request, response);
      if (!payment) return;
      // One address per payment: the page in its order's store.
      if (!request.path.startsWith(`${payment.store.pathPrefix}/payment/`)) return response.redirect(302, pageUrl(payment));
      const error = request.query.error;
      const outcomeError = typeof error === "string" && OUTCOME_ERRORS.has(error as CardOutcomeError) ? (error as CardOutcomeError) : undefined;
      send(response, payment.store, (context) =>
        payment.provider === "sandbox_wallet"
          ? walletPage(context, payment, { action: pageUrl(payment), outcomeError })
          : cardPage(context, payment, { action: pageUrl(payment), outcomeError }),
      );
    } catch (error) {
      next(error);
    }
  });

  router.post(pagePaths, express.urlencoded({ extended: false, limit: FORM_LIMIT }), async (request, response, next) => {
    try {
      const payment = await payable(request, response);
      if (!payment || !sameSite(request, response, payment)) return;
      const form = (request.body ?? {}) as Record<string, unknown>;
      const action = form.action;
      if (action === "cancel") return await outcome(response, payment, "cancelled");
      if (payment.provider === "sandbox_wallet") {
        if (action === "approve") return await outcome(response, payment, "succeeded");
        return response.redirect(303, pageUrl(payment));
      }
      const attempt = cardAttempt(form);
      if (!attempt.ok) {
        const values = { expiry: typeof form.expiry === "string" ? form.expiry.slice(0, 7) : undefined, name: typeof form.name === "string" ? form.name.slice(0, 100) : undefined };
        return send(response, payment.store, (context) => cardPage(context, payment, { action: pageUrl(payment), fieldErrors: attempt.errors, values }));
      }
      if (attempt.outcome === "challenge") {
        const token = challengeToken(config.payments.notificationSecret, payment.reference);
        return send(response, payment.store, (context) => challengePage(context, payment, { action: `${pageUrl(payment)}/challenge`, token }));
      }
      await outcome(response, payment, attempt.outcome);
    } catch (error) {
      next(error);
    }
  });

  router.get(challengePaths, (request, response) => {
    // The challenge is only reached from the card form: its address alone leads back to the card page.
    const { provider, reference } = request.params as { provider: string; reference: string };
    response.redirect(302, `${storeOfPath(request.path).pathPrefix}/payment/sandbox/${encodeURIComponent(provider)}/${encodeURIComponent(reference)}`);
  });

  router.post(challengePaths, express.urlencoded({ extended: false, limit: FORM_LIMIT }), async (request, response, next) => {
    try {
      const payment = await payable(request, response);
      if (!payment || !sameSite(request, response, payment)) return;
      const form = (request.body ?? {}) as Record<string, unknown>;
      if (payment.provider !== "sandbox_card" || !isChallengeToken(config.payments.notificationSecret, payment.reference, form.token)) {
        return send(response, payment.store, (context) => forbiddenPage(context, pageUrl(payment)));
      }
      await outcome(response, payment, form.action === "authenticate" ? "succeeded" : "authentication_failed");
    } catch (error) {
      next(error);
    }
  });

  return router;
}
