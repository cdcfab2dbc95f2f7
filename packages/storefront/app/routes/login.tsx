import { useIntl } from "react-intl";
import { Link, useSearchParams } from "react-router";
import { safeReturnPath } from "../features/url-resolution/redirect-target.ts";
import { PendingNotice, Screen } from "../layouts/screen.tsx";
import { messageMeta } from "../lib/meta.ts";
import { personalHandle } from "../lib/personal.ts";
import styles from "./contact.module.css";

/**
 * `/login`. Visitors sent here from `/user/…` carry `?redirect=<path>`; only a path of
 * this store is honoured (no open redirect), and it travels on to the registration screen. The
 * form itself arrives with the account issue.
 */
export const meta = messageMeta("screen.login.title");
/** Personal (a form for this shopper, and where it sends them back): rendered for each request with the session, never stored (ADR 046). */
export const handle = personalHandle;

export default function Login() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get("redirect"), "");
  const carry = returnTo ? `?${new URLSearchParams({ redirect: returnTo })}` : "";
  return (
    <Screen title={intl.formatMessage({ id: "screen.login.title" })} width="narrow">
      <PendingNotice />
      <ul className={styles.links}>
        <li>
          {intl.formatMessage(
            { id: "screen.login.noAccount" },
            {
              link: (
                <Link key="register" to={`/register${carry}`}>
                  {intl.formatMessage({ id: "screen.login.register" })}
                </Link>
              ),
            },
          )}
        </li>
        <li>
          <Link to="/account/password-request">{intl.formatMessage({ id: "screen.login.forgotten" })}</Link>
        </li>
      </ul>
    </Screen>
  );
}
