import { useContext, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { VisuallyHidden } from "../../components/visually-hidden.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ContentMetadataContext } from "./content-metadata.tsx";
import { editLinkOf, parseContentKey } from "./edit-links.ts";

/** A piece of content shown on the page: its type and id, the element showing it, and where that element is. */
export interface ShownContent {
  type: string;
  id: string;
  element: Element;
  /** The element's top-left corner in the document, and its width (px). */
  top: number;
  left: number;
  width: number;
}

/** The attribute the screens put on what shows a piece of content: `data-content="<type>:<id>"`. */
const CONTENT_SELECTOR = "[data-content]";

/**
 * The elements the screens marked with a piece of content the page's content metadata knows
 * (`data-content`, entries collected from the page's GraphQL answers), in document order, kept
 * up to date as the page changes (a client navigation, content loaded later, a resize).
 */
export function useShownContent(): ShownContent[] {
  const store = useContext(ContentMetadataContext);
  const [shown, setShown] = useState<ShownContent[]>([]);
  useEffect(() => {
    let frame = 0;
    const scan = () => {
      frame = 0;
      const found: ShownContent[] = [];
      for (const element of document.querySelectorAll(CONTENT_SELECTOR)) {
        const content = parseContentKey(element.getAttribute("data-content"));
        if (!content || store.find(content.type, content.id).length === 0) continue;
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        found.push({ ...content, element, top: box.top + window.scrollY, left: box.left + window.scrollX, width: box.width });
      }
      setShown(found);
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(scan);
    };
    scan();
    const unsubscribe = store.subscribe(later);
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-content"] });
    const resized = new ResizeObserver(later);
    resized.observe(document.body);
    window.addEventListener("resize", later);
    return () => {
      unsubscribe();
      observer.disconnect();
      resized.disconnect();
      window.removeEventListener("resize", later);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [store]);
  return shown;
}

/** The custom property the outlined elements' top band takes its height from (their label's: editor-tools.css). */
const BAND = "--xray-band";

/**
 * X-ray mode: every piece of content the page shows is outlined, with a label saying its type and
 * id and a link to edit it where it has one. The labels are real text and links, listed (in the
 * page's order) in a region of their own at the end of the document, and drawn for the eye in a
 * band the outline opens at the top of their content, as tall as the label: a label never covers
 * the page's own text or controls (nor another label). Rendered in the browser only, once the page
 * is laid out.
 */
export function XRay({ shown, editUrls }: { shown: readonly ShownContent[]; editUrls: Readonly<Record<string, string>> }) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const labels = useRef<(HTMLLIElement | null)[]>([]);
  useEffect(() => {
    document.documentElement.dataset.xray = "";
    return () => {
      delete document.documentElement.dataset.xray;
      for (const element of document.querySelectorAll<HTMLElement>(CONTENT_SELECTOR)) element.style.removeProperty(BAND);
    };
  }, []);
  useLayoutEffect(() => {
    shown.forEach((content, index) => {
      const label = labels.current[index];
      if (!label || !(content.element instanceof HTMLElement)) return;
      const band = `${label.offsetHeight}px`;
      // A changed band moves what follows: the page's resize has the labels placed again (useShownContent).
      if (content.element.style.getPropertyValue(BAND) !== band) content.element.style.setProperty(BAND, band);
    });
  });
  if (!hydrated) return null;
  // A type the catalogs do not name (a later one) is shown as the API calls it.
  const typeName = (type: string) => (`staff.content.type.${type}` in intl.messages ? intl.formatMessage({ id: `staff.content.type.${type}` }) : type);
  // A label never reaches past its content's right edge, nor the page's (a phone's page would drag sideways).
  const room = document.documentElement.clientWidth;
  return createPortal(
    <section className="eb-editor-xray" aria-label={intl.formatMessage({ id: "staff.xray.label" })} data-xray-layer="">
      <ul>
        {shown.map((content, index) => {
          const link = editLinkOf(content.type, content.id, editUrls);
          const edit = (
            <>
              {intl.formatMessage({ id: "staff.xray.edit" })}
              <VisuallyHidden>
                {" "}
                {typeName(content.type)} {content.id}
              </VisuallyHidden>
            </>
          );
          return (
            <li
              key={`${content.type}:${content.id}:${index}`}
              ref={(element) => {
                labels.current[index] = element;
              }}
              className="eb-editor-xray-label"
              style={{ top: content.top, left: content.left, maxWidth: Math.max(0, Math.min(LABEL_WIDTH_PX, content.width, room - content.left)) }}
              data-xray-label={`${content.type}:${content.id}`}
            >
              <span className="eb-editor-xray-type">{typeName(content.type)}</span>
              <span aria-hidden="true"> · </span>
              <code className="eb-editor-xray-id">{content.id}</code>
              {link && <span aria-hidden="true"> · </span>}
              {link?.kind === "store" && (
                <Link to={link.path} className="eb-editor-xray-edit">
                  {edit}
                </Link>
              )}
              {link?.kind === "external" && (
                <a href={link.url} className="eb-editor-xray-edit" rel="noopener">
                  {edit}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>,
    document.body,
  );
}

/** The widest a label is drawn: its content's width when narrower. */
const LABEL_WIDTH_PX = 320;
