import { lazy } from "react";
import type { Contributor } from "../../lib/page-settings.ts";

/**
 * What the root loads for a staff member with the editor tools (`page.contributor`), and for nobody
 * else: a module importing nothing of the shop's, so that every page's own code carries only the
 * import of it (a dynamic import names every file its chunk needs). The bar's code and its messages
 * follow from here (editor-toolbar.tsx `toolbarReady`).
 */
const EditorToolbar = lazy(() => import("./editor-toolbar.tsx").then((module) => module.toolbarReady.then(() => ({ default: module.EditorToolbar }))));

/** Rendered inside the root's Suspense boundary, which waits for the bar's code and messages. */
export default function EditorTools({ contributor }: { contributor: Contributor }) {
  return <EditorToolbar contributor={contributor} />;
}
