import type { ErrorMessages } from "../../graphql/error-contract.ts";

/**
 * Why a coupon code was refused. Never names the code entered: a message echoes no user input.
 * Not a GraphQL enum of its own: the cart's mutations map these to theirs.
 */
export type CouponRefusal = "COUPON_INVALID" | "COUPON_EXPIRED" | "COUPON_NOT_APPLICABLE" | "COUPON_USED_UP";

/** Messages of `CouponRefusal`, in both store languages. */
export const couponErrors = {
  COUPON_INVALID: { fr: "Ce code promo n'est pas valide.", en: "This discount code is not valid." },
  COUPON_EXPIRED: { fr: "Ce code promo n'est pas valable à cette date.", en: "This discount code is not valid at this date." },
  COUPON_NOT_APPLICABLE: {
    fr: "Le montant de votre panier n'atteint pas le minimum de ce code promo.",
    en: "Your basket does not reach this discount code's minimum amount.",
  },
  COUPON_USED_UP: { fr: "Ce code promo a déjà été utilisé autant de fois que permis.", en: "This discount code has already been used as many times as allowed." },
} as const satisfies ErrorMessages<CouponRefusal>;
