import { FormattedMessage } from "react-intl";
import { useShop } from "../features/shop/shop-context.tsx";

export default function Home() {
  const shop = useShop();
  return (
    <main style={{ maxWidth: "var(--content-width)", margin: "0 auto", padding: "var(--space-8) var(--space-4)" }}>
      <p>{shop.name}</p>
      <h1>
        <FormattedMessage id="home.title" />
      </h1>
      <p>
        <FormattedMessage id="home.lead" />
      </p>
    </main>
  );
}
