import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import { catalogs, type Locale } from "../lib/i18n.ts";
import { ALERT_TYPES, Alert, AlertProvider, DEFAULT_AUTO_DISMISS_MS, liveRole } from "./alert.tsx";
import { Button, buttonClassName } from "./button.tsx";
import { Icon } from "./icon.tsx";
import { Image, PLACEHOLDER_SRC } from "./image.tsx";
import { Loading } from "./loading.tsx";
import { LOGO_HEIGHT, LOGO_WIDTH, Logo } from "./logo.tsx";

const render = (element: ReactNode, locale: Locale = "en-GB") =>
  renderToString(
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      {element}
    </IntlProvider>,
  );

describe("Loading", () => {
  it("reads 'Loading...' in English and 'Chargement…' in French, as a status", () => {
    expect(render(<Loading />)).toMatch(/role="status".*Loading\.\.\./);
    expect(render(<Loading />, "fr-FR")).toContain("Chargement…");
  });
});

describe("Alert", () => {
  it("interrupts for errors and warnings, waits politely for the rest", () => {
    expect(ALERT_TYPES).toEqual(["success", "error", "info", "warn"]);
    expect(liveRole("error")).toBe("alert");
    expect(liveRole("warn")).toBe("alert");
    expect(liveRole("success")).toBe("status");
    expect(liveRole("info")).toBe("status");
  });

  it("is fixed by default, static on request, and dismissible with a labelled button", () => {
    const fixed = render(<Alert type="error">Payment declined</Alert>);
    expect(fixed).toContain('role="alert"');
    expect(fixed).toMatch(/class="[^"]*fixed/);
    expect(fixed).toContain('aria-label="Dismiss message"');
    expect(fixed).toContain("Error:");
    const inline = render(
      <Alert type="success" position="static" dismissible={false}>
        Saved
      </Alert>,
      "fr-FR",
    );
    expect(inline).toContain('role="status"');
    expect(inline).not.toMatch(/class="[^"]*fixed/);
    expect(inline).not.toContain("<button");
    expect(inline).toContain("Succès :");
  });

  it("keeps errors on screen until dismissed", () => {
    expect(DEFAULT_AUTO_DISMISS_MS.error).toBe(0);
    expect(DEFAULT_AUTO_DISMISS_MS.warn).toBe(0);
    expect(DEFAULT_AUTO_DISMISS_MS.success).toBeGreaterThan(0);
  });

  it("renders the provider's live regions before any alert is shown", () => {
    const html = render(
      <AlertProvider>
        <p>page</p>
      </AlertProvider>,
    );
    expect(html).toContain('role="status" aria-live="polite"');
    expect(html).toContain('role="alert" aria-live="assertive"');
  });
});

describe("Image", () => {
  it("loads lazily and asynchronously with its dimensions", () => {
    const html = renderToString(<Image src="/media/rose.webp" alt="Rose absolute" width={300} height={200} />);
    expect(html).toContain('src="/media/rose.webp"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
    expect(html).toContain('width="300"');
    expect(html).toContain('height="200"');
  });

  it("shows the 150×150 default image when there is no picture", () => {
    const html = renderToString(<Image src={null} alt="" />);
    expect(html).toContain(`src="${PLACEHOLDER_SRC}"`);
    expect(html).toContain('width="150"');
    expect(html).toContain('height="150"');
  });
});

describe("Logo", () => {
  it("is 146 by 30 in every variant, named after the shop", () => {
    expect([LOGO_WIDTH, LOGO_HEIGHT]).toEqual([146, 30]);
    for (const variant of ["default", "white", "full"] as const) {
      const html = renderToString(<Logo variant={variant} alt="Essences & Botanique" />);
      expect(html).toContain(`src="/images/logo/${variant}.svg"`);
      expect(html).toContain('width="146"');
      expect(html).toContain('height="30"');
      expect(html).toContain('alt="Essences &amp; Botanique"');
    }
  });
});

describe("Image preloads of a page", () => {
  it("go to its visuals, not to its icons or the footer's logo", () => {
    // A document, as the server renders pages: React hoists image preloads into its <head>.
    const html = renderToString(
      <html lang="fr">
        <head />
        <body>
          <Logo alt="Essences & Botanique" priority />
          {(["store", "lock", "cart", "heart", "user", "magnifier", "menu", "phone-handset", "document", "envelope", "payment-visa"] as const).map((name) => (
            <Icon key={name} name={name} />
          ))}
          <img src="/media/product/HE-LAVANDE-FINE.svg" alt="Lavande fine" width={300} height={300} />
          <Logo variant="white" alt="Essences & Botanique" lazy />
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf("</head>"));
    const preloaded = [...head.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((match) => match[1]);
    expect(preloaded).toEqual(["/images/logo/default.svg", "/media/product/HE-LAVANDE-FINE.svg"]);
    expect(html).toContain('src="/images/icons/cart.svg"');
    expect(html).toMatch(/src="\/images\/logo\/white.svg"[^>]*loading="lazy"/);
  });
});

describe("Button", () => {
  it("never submits a form by accident", () => {
    expect(renderToString(<Button>Add</Button>)).toContain('type="button"');
    expect(renderToString(<Button type="submit">Pay</Button>)).toContain('type="submit"');
    expect(buttonClassName({ variant: "secondary", block: true })).toMatch(/secondary.*block/);
  });
});
