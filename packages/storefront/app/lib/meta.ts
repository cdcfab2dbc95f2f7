import type { IntlShape } from "react-intl";
import type { MetaDescriptor } from "react-router";
import { intlFor, isLocale } from "./i18n.ts";
import { maintenanceSignal } from "./maintenance-signal.ts";
import type { PageSettings } from "./page-settings.ts";

/** What the root loader returns (root.tsx), seen from meta functions and hooks. */
export interface RootData {
  page: PageSettings;
  shopName: string;
  publicUrl: string;
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

function rootDataOf(matches: readonly (MatchLike | undefined)[]): RootData | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

/** Messages for meta functions, which run outside React's tree (no IntlProvider there). */
export function metaIntl(matches: readonly (MatchLike | undefined)[]): IntlShape {
  const locale = rootDataOf(matches)?.page.locale;
  return intlFor(isLocale(locale) ? locale : "fr-FR");
}

/**
 * A screen's browser-tab title and description: `<title> | <shop name>`; without a description the
 * shop's name stays the description.
 */
export function screenMeta(
  matches: readonly (MatchLike | undefined)[],
  title: string | undefined,
  description?: string | null,
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const shopName = root?.shopName ?? "";
  const intl = metaIntl(matches);
  // The maintenance and offline pages have their own browser-tab titles, whatever the URL.
  if (root?.page.maintenance || maintenanceSignal.get()) return [{ title: intl.formatMessage({ id: "maintenance.tabTitle" }) }];
  if (root?.page.offline) return [{ title: intl.formatMessage({ id: "offline.tabTitle" }) }];
  return [
    { title: title ? intl.formatMessage({ id: "shell.meta.title" }, { title, shopName }) : shopName },
    { name: "description", content: description || shopName },
  ];
}

/** A screen whose title is one catalog message. */
export const messageMeta =
  (id: string, values?: (params: Record<string, string | undefined>) => Record<string, string>) =>
  ({ matches, params }: { matches: readonly (MatchLike | undefined)[]; params: Record<string, string | undefined> }) =>
    screenMeta(matches, metaIntl(matches).formatMessage({ id }, values?.(params)));
