/**
 * A parcel's tracking link: the carrier's public tracking page (configured per carrier,
 * `CARRIER_TRACKING_URLS`, config.ts) with the tracking number URL-encoded into it. Shared by the
 * order's `shipments` and the shipped e-mail, so both link to the same page.
 */

/** The carrier's page following the parcel `trackingNumber`; null without a number, or for a carrier without a page. */
export function trackingUrlOf(templates: Readonly<Record<string, string>>, carrier: string, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  const template = templates[carrier.trim().toLowerCase()];
  return template ? template.replaceAll("{tracking}", encodeURIComponent(trackingNumber)) : null;
}
