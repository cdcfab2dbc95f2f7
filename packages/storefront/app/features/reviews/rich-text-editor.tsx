import { type ClipboardEvent, type KeyboardEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import styles from "./review-write.module.css";

/**
 * The review comment's small rich-text editor: a contenteditable text box (named by the field's
 * label) with a toolbar for bold, italic and lists (Ctrl/Cmd+B and +I too); pasted content comes
 * in as plain text. What it holds is posted as HTML in a hidden `comment` field; the server keeps
 * only its paragraphs, line breaks, bold, italic and lists (an allow-list), whatever it is sent.
 * Loaded on its own once the write page is interactive: no other page carries it.
 */
export interface RichTextEditorProps {
  id: string;
  name: string;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  /** What the textarea held: plain text, or the editor's HTML sent back with the form's problems. */
  initial: string;
  autoFocus?: boolean;
}

type Command = "bold" | "italic" | "insertUnorderedList" | "insertOrderedList";
const COMMANDS: { command: Command; label: string; mark: string }[] = [
  { command: "bold", label: "reviewWrite.editor.bold", mark: "B" },
  { command: "italic", label: "reviewWrite.editor.italic", mark: "I" },
  { command: "insertUnorderedList", label: "reviewWrite.editor.bullets", mark: "•" },
  { command: "insertOrderedList", label: "reviewWrite.editor.numbers", mark: "1." },
];

/** The elements the editor keeps of what it is given (the server's allow-list, with the spellings browsers write). */
const KEPT = new Set(["P", "BR", "STRONG", "B", "EM", "I", "UL", "OL", "LI", "DIV"]);

/**
 * The editor's first content: plain text as paragraphs, or HTML rebuilt element by element from
 * an inert parse (nothing in it runs or loads), keeping only the allowed elements and the text.
 */
function contentOf(initial: string, into: HTMLElement) {
  into.replaceChildren();
  if (!/<[a-z/!]/i.test(initial)) {
    for (const block of initial.split(/\r?\n\s*\r?\n/)) {
      if (!block.trim()) continue;
      const paragraph = document.createElement("p");
      block.split(/\r?\n/).forEach((line, index) => {
        if (index > 0) paragraph.append(document.createElement("br"));
        paragraph.append(line);
      });
      into.append(paragraph);
    }
  } else {
    const copy = (from: Node, to: Node) => {
      for (const child of from.childNodes) {
        if (child.nodeType === Node.TEXT_NODE) to.appendChild(document.createTextNode(child.textContent ?? ""));
        else if (child instanceof Element && KEPT.has(child.tagName)) copy(child, to.appendChild(document.createElement(child.tagName === "DIV" ? "p" : child.tagName)));
        else if (child instanceof Element && !/^(SCRIPT|STYLE|TEMPLATE|TEXTAREA|NOSCRIPT|IFRAME|SVG|MATH|TITLE|XMP)$/i.test(child.tagName)) copy(child, to);
      }
    };
    copy(new DOMParser().parseFromString(initial, "text/html").body, into);
  }
  if (!into.firstChild) into.append(Object.assign(document.createElement("p"), { innerHTML: "<br>" }));
}

export function RichTextEditor({ id, name, labelledBy, describedBy, invalid, initial, autoFocus }: RichTextEditorProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const [html, setHtml] = useState("");
  const [pressed, setPressed] = useState<Partial<Record<Command, boolean>>>({});
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const sync = useCallback(() => {
    const element = box.current;
    if (!element) return;
    // An editor left with nothing but empty paragraphs posts nothing: the form says the comment is missing.
    setHtml(element.textContent?.trim() ? element.innerHTML : "");
    if (document.activeElement === element) setPressed(Object.fromEntries(COMMANDS.map(({ command }) => [command, document.queryCommandState(command)])));
  }, []);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    contentOf(initial, element);
    sync();
    if (autoFocus) element.focus();
    // The content is the editor's own after its first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Whether the selection is bold, italic or in a list, for the toolbar's pressed states.
    const onSelection = () => {
      if (document.activeElement === box.current) sync();
    };
    document.addEventListener("selectionchange", onSelection);
    return () => document.removeEventListener("selectionchange", onSelection);
  }, [sync]);

  const run = (command: Command) => {
    box.current?.focus();
    document.execCommand(command);
    sync();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const key = event.key.toLowerCase();
    if (key !== "b" && key !== "i") return;
    event.preventDefault();
    run(key === "b" ? "bold" : "italic");
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    document.execCommand("insertText", false, event.clipboardData.getData("text/plain"));
    sync();
  };

  // The toolbar is one stop of the Tab key; the arrow keys, Home and End move within it.
  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: COMMANDS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + COMMANDS.length) % COMMANDS.length;
    setActive(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className={styles.editor} data-rich-text-editor="">
      <div role="toolbar" aria-label={intl.formatMessage({ id: "reviewWrite.editor.toolbar" })} aria-controls={id} className={styles.toolbar} onKeyDown={onToolbarKey}>
        {COMMANDS.map(({ command, label, mark }, index) => (
          <button
            key={command}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            className={styles.tool}
            data-command={command}
            aria-label={intl.formatMessage({ id: label })}
            aria-pressed={Boolean(pressed[command])}
            aria-keyshortcuts={command === "bold" ? "Control+B Meta+B" : command === "italic" ? "Control+I Meta+I" : undefined}
            tabIndex={index === active ? 0 : -1}
            // The text box keeps its selection when a tool is pressed with the mouse.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setActive(index);
              run(command);
            }}
          >
            <span aria-hidden="true" className={styles[command]}>
              {mark}
            </span>
          </button>
        ))}
      </div>
      <div
        ref={box}
        id={id}
        className={styles.area}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required="true"
        contentEditable
        suppressContentEditableWarning
        spellCheck
        onFocus={() => document.execCommand("defaultParagraphSeparator", false, "p")}
        onInput={sync}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onDrop={(event) => event.preventDefault()}
        data-comment-editor=""
      />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
