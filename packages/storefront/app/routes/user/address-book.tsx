import { useIntl } from "react-intl";
import { useActionData } from "react-router";
import { Loading } from "../../components/loading.tsx";
import { addressBookAction } from "../../features/address-book/address-book-action.ts";
import { ADDRESS_BOOK_QUERY } from "../../features/address-book/address-book-queries.ts";
import { AddressBookScreen } from "../../features/address-book/address-book-screen.tsx";
import { ACCOUNT_ME_QUERY } from "../../layouts/account-layout.tsx";
import { Screen } from "../../layouts/screen.tsx";
import { messageMeta } from "../../lib/meta.ts";
import { usePageQuery } from "../../lib/page-query.ts";
import { browserLoader, routeData, serverLoader } from "../../lib/route-data.ts";

/**
 * `/user/address-book`: the customer's addresses (add, edit, delete, the default delivery and
 * billing ones). Read from the API on every visit (another tab, the checkout, may have added one);
 * its forms post to this route's action.
 */
export const meta = messageMeta("account.addressBook");

const load = routeData(() => [{ query: ADDRESS_BOOK_QUERY, fetchPolicy: "network-only" }]);
export const loader = serverLoader(load);
export const clientLoader = browserLoader(load);

export const action = addressBookAction;

export default function AccountAddressBook() {
  const intl = useIntl();
  const { data } = usePageQuery(ADDRESS_BOOK_QUERY);
  const { data: account } = usePageQuery(ACCOUNT_ME_QUERY, { fetchPolicy: "cache-only" });
  const refusal = useActionData<typeof action>()?.refusal ?? null;
  const title = intl.formatMessage({ id: "account.addressBook" });
  return (
    <Screen title={title} trail={[{ label: intl.formatMessage({ id: "account.title" }), to: "/user" }, { label: title }]} lead={intl.formatMessage({ id: "addressBook.lead" })}>
      {data ? <AddressBookScreen data={data} names={{ firstname: account?.me?.firstname, lastname: account?.me?.lastname }} refusal={refusal} /> : <Loading />}
    </Screen>
  );
}
