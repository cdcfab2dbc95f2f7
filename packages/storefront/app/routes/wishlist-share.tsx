import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/wishlist/share/:shareCode/` (exact): a wishlist someone shared; arrives with the wishlist issue. */
export const meta = messageMeta("screen.wishlistShare.title");

export default function SharedWishlist() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.wishlistShare.title" })}>
      <PendingNotice />
    </Screen>
  );
}
