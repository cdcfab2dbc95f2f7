import { slugOf } from "@eb/commerce/text-folding";
import type { ReactNode } from "react";
import { Link } from "react-router";
import styles from "./cms-blocks.module.css";
import type { CmsBlock } from "./cms-queries.ts";

type HeadingTag = "h1" | "h2" | "h3" | "h4" | "h5" | "h6";

/** A store-relative link keeps to the router (and to the store); anything else is refused. */
const isStorePath = (href: string) => /^\/(?![/\\])/.test(href);
/** Images: store-relative paths and https URLs only (the API validates this too). */
const isImageSource = (src: string) => isStorePath(src) || /^https:\/\/[^/\\\s]+\//.test(src);

/**
 * Renders CMS content blocks with plain elements: every text is a React text node, never HTML
 * (no dangerouslySetInnerHTML), so content cannot inject markup or scripts. Unknown block types are
 * skipped (the API may add types before the storefront knows them).
 *
 * The screen owns the page's one <h1> (see `splitLeadingTitle`), so headings render from <h2> down.
 */
export function CmsBlocks({ blocks, className }: { blocks: readonly CmsBlock[]; className?: string }) {
  const anchors = headingAnchors(blocks);
  return (
    <div className={[styles.blocks, className].filter(Boolean).join(" ")}>{blocks.map((block, index) => renderBlock(block, index, anchors.get(index)))}</div>
  );
}

/**
 * `Délais de livraison` → `delais-de-livraison`: headings get ids, so a section can be linked
 * (`/faq#retours`). The shop's one text folding makes them, as it makes url keys; at most 80
 * characters, never ending in a hyphen.
 */
export function slugify(text: string): string {
  return slugOf(text).slice(0, 80).replace(/-+$/, "");
}

export function headingAnchors(blocks: readonly CmsBlock[]): Map<number, string> {
  const anchors = new Map<number, string>();
  const seen = new Map<string, number>();
  blocks.forEach((block, index) => {
    if (block.type !== "heading" || !block.text) return;
    const base = slugify(block.text) || "section";
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    anchors.set(index, count === 1 ? base : `${base}-${count}`);
  });
  return anchors;
}

/**
 * A page whose content opens with a level-1 heading uses it as its <h1> (the page title then
 * names it in breadcrumbs and tabs); otherwise the title is the <h1>.
 */
export function splitLeadingTitle(blocks: readonly CmsBlock[], title: string): { heading: string; rest: readonly CmsBlock[] } {
  const [first, ...rest] = blocks;
  if (first?.type === "heading" && first.level === 1 && first.text) return { heading: first.text, rest };
  return { heading: title, rest: blocks };
}

function renderBlock(block: CmsBlock, key: number, anchor?: string): ReactNode {
  switch (block.type) {
    case "heading": {
      if (!block.text) return null;
      const level = Math.min(6, Math.max(2, block.level ?? 2));
      const Tag = `h${level}` as HeadingTag;
      return (
        <Tag key={key} id={anchor}>
          {block.text}
        </Tag>
      );
    }
    case "paragraph":
      return block.text ? <p key={key}>{block.text}</p> : null;
    case "list": {
      if (!block.items?.length) return null;
      const List = block.ordered ? "ol" : "ul";
      return (
        <List key={key}>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </List>
      );
    }
    case "image":
      return block.src && isImageSource(block.src) ? (
        <figure key={key} className={styles.figure}>
          <img src={block.src} alt={block.alt ?? ""} loading="lazy" decoding="async" />
        </figure>
      ) : null;
    case "faq":
      return block.question && block.answer ? (
        <details key={key} className={styles.faq}>
          <summary>{block.question}</summary>
          <p>{block.answer}</p>
        </details>
      ) : null;
    case "link":
      return block.text && block.href && isStorePath(block.href) ? (
        <p key={key}>
          <Link className={styles.cta} to={block.href}>
            {block.text}
          </Link>
        </p>
      ) : null;
    default:
      return null;
  }
}
