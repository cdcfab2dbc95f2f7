/**
 * The storefront's pages an alert's links open, store-relative (the shop's URL gives the store:
 * `/` for fr-FR, `/en` for en-GB). Both take the link's token as `?token=`.
 */
export const confirmAlertPath = (token: string) => `/stock-alert/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeAlertPath = (token: string) => `/stock-alert/unsubscribe?token=${encodeURIComponent(token)}`;
