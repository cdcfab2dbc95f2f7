import { useIntl } from "react-intl";
import { Link } from "react-router";
import { Button } from "../../components/button.tsx";
import { ErrorSummary } from "../../components/form-parts.tsx";
import formStyles from "../../components/form-parts.module.css";
import type { AccessMe, AccessRefusal } from "./access-forms.ts";
import { AccessPanel, PanelText } from "./access-parts.tsx";
import styles from "./account-access.module.css";

/**
 * `/user/logout`: says who is signed in and offers the "Sign out" button. Opening the page signs
 * nobody out (a link, a prefetch): the button posts to the route's action, with or without
 * JavaScript, as a whole-page request, so nothing of the customer (Apollo's cache, the screens'
 * state) stays in the tab once the home page comes back signed out.
 */
export function LogoutScreen({ me, refusal = null }: { me: AccessMe; refusal?: AccessRefusal | null }) {
  const intl = useIntl();
  return (
    <div className={styles.single}>
      <AccessPanel icon="exit" title={intl.formatMessage({ id: "accountAccess.logout.title" })} name="logout">
        <PanelText>
          {intl.formatMessage(
            { id: "accountAccess.logout.who" },
            { name: `${me.firstname} ${me.lastname}`.trim(), email: <strong key="email">{me.email}</strong> },
          )}
        </PanelText>
        <PanelText>{intl.formatMessage({ id: "accountAccess.logout.basket" })}</PanelText>
        <form method="post" className={formStyles.form} data-access-form="logout">
          <input type="hidden" name="intent" value="logout" />
          <ErrorSummary prefix="access-logout" problems={[]} message={refusal?.intent === "logout" ? refusal.message : null} />
          <Button type="submit" size="l" block>
            {intl.formatMessage({ id: "accountAccess.logout.submit" })}
          </Button>
        </form>
        <p className={styles.aside}>
          <Link to="/user">{intl.formatMessage({ id: "accountAccess.logout.stay" })}</Link>
        </p>
      </AccessPanel>
    </div>
  );
}
