import { useIntl } from "react-intl";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";

/** `/wishlist/share/:shareCode/add/` and `…/add/:itemId`: copy a shared wishlist (or one item) into one's own. */
export const meta = messageMeta("screen.wishlistShareAdd.title");

export default function SharedWishlistAdd() {
  const intl = useIntl();
  return (
    <Screen title={intl.formatMessage({ id: "screen.wishlistShareAdd.title" })}>
      <PendingNotice />
    </Screen>
  );
}
