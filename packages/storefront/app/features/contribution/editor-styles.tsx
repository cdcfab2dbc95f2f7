import stylesheet from "./editor-tools.css?url";

/**
 * The editor tools' style sheet (editor-tools.css), named by each component that needs it: React
 * puts it in the page's head once, the server's page included, whichever renders first.
 */
export function EditorStyles() {
  return <link rel="stylesheet" href={stylesheet} precedence="editor-tools" />;
}
