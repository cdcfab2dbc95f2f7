import { FormattedMessage } from "react-intl";
import { Link, data } from "react-router";
import { StatusPage } from "../components/status-page.tsx";
import { useShop } from "../features/shop/shop-context.tsx";

export const loader = () => data(null, { status: 404 });

/** Spec §2 not-found page. */
export default function NotFound() {
  const shop = useShop();
  return (
    <StatusPage title={<FormattedMessage id="notFound.title" />}>
      <p>
        <FormattedMessage id="notFound.text" />
      </p>
      <p>
        <FormattedMessage
          id="notFound.back"
          values={{ link: <Link to="/"><FormattedMessage id="notFound.homeLink" values={{ shopName: shop.name }} /></Link> }}
        />
      </p>
    </StatusPage>
  );
}
