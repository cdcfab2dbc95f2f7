import { useIntl } from "react-intl";
import { Form, Link, useLocation } from "react-router";
import { getBrowserPageSettings } from "../../lib/browser-client.ts";
import { loadMessages } from "../../lib/i18n.ts";
import type { Contributor } from "../../lib/page-settings.ts";
import { CMS_PAGE_TYPE } from "./edit-links.ts";
import { EditorStyles } from "./editor-styles.tsx";
import { ModeSwitch } from "./mode-switch.tsx";
import { STAFF_PAGES_PATH, STAFF_PATH, staffPagePath } from "./staff-paths.ts";
import { XRay, useShownContent } from "./x-ray.tsx";

/** The bar's messages (the areas' part), downloaded with its code: the server holds them all. */
export const toolbarReady: Promise<unknown> = import.meta.env.SSR ? Promise.resolve() : loadMessages(getBrowserPageSettings().locale, "all");

/**
 * The editor's bar, on every page of a staff member with the editor tools (contribution mode on):
 * who is signed in, the preview and x-ray switches, the content page shown (to edit it), the
 * content pages, and signing out. It sits above the page, in its flow: it never covers content,
 * on a phone's width either. Only such a page downloads it (root.tsx); visitors' pages never carry it.
 */
export function EditorToolbar({ contributor }: { contributor: Contributor }) {
  const intl = useIntl();
  const location = useLocation();
  const shown = useShownContent();
  const returnTo = `${location.pathname}${location.search}`;
  // The content page this page is (its content's element is in the page's main part), once laid out.
  const page = shown.find((content) => content.type === CMS_PAGE_TYPE && content.element.closest("main"));
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <>
      <EditorStyles />
      <section className="eb-editor-bar" aria-label={say("staff.toolbar.label")} data-editor-toolbar="">
        <div className="eb-editor-bar-inner">
          <p className="eb-editor-who">{say("staff.toolbar.who", { name: contributor.name })}</p>
          <ul className="eb-editor-tools">
            <li>
              <ModeSwitch mode="preview" on={contributor.previewMode} returnTo={returnTo} />
            </li>
            <li>
              <ModeSwitch mode="xray" on={contributor.xRayMode} returnTo={returnTo} />
            </li>
            {page && (
              <li>
                <Link className="eb-editor-link" to={staffPagePath(page.id)} data-edit-page={page.id}>
                  {say("staff.toolbar.editPage")}
                </Link>
              </li>
            )}
            <li>
              <Link className="eb-editor-link" to={STAFF_PAGES_PATH}>
                {say("staff.toolbar.pages")}
              </Link>
            </li>
            <li>
              <Form method="post" action={STAFF_PATH} reloadDocument className="eb-editor-sign-out">
                <input type="hidden" name="intent" value="logout" />
                <button type="submit" className="eb-editor-link">
                  {say("staff.logout")}
                </button>
              </Form>
            </li>
          </ul>
        </div>
        {contributor.previewMode && (
          <p className="eb-editor-preview" data-preview-note="">
            {say("staff.toolbar.preview")}
          </p>
        )}
      </section>
      {contributor.xRayMode && <XRay shown={shown} editUrls={contributor.editUrls} />}
    </>
  );
}
