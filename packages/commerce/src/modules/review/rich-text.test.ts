import { describe, expect, it } from "vitest";
import { MAX_COMMENT_INPUT, checkComment, checkTitle, sanitizeRichText, textOfRichText } from "./rich-text.ts";
import { XSS_PAYLOADS, unsafeMarkup } from "./xss-payloads.ts";

describe("review comments: the allow-list", () => {
  it.each(XSS_PAYLOADS)("$name: no element outside the allow-list, no attribute, idempotent", ({ html }) => {
    const once = sanitizeRichText(html);
    expect(unsafeMarkup(once)).toBeUndefined();
    // Text that merely reads like code is escaped text, harmless; nothing of it is markup.
    expect(once).not.toMatch(/=|<img|<a |<svg|<script/i);
    expect(sanitizeRichText(once)).toBe(once);
  });

  it("keeps paragraphs, line breaks, bold, italic and lists, without attributes; b, i and div become strong, em and p", () => {
    expect(sanitizeRichText(`<p class="x">A <b>bold</b> and <i>italic</i> note<br>next</p><div>Block</div><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>`)).toBe(
      "<p>A <strong>bold</strong> and <em>italic</em> note<br />next</p><p>Block</p><ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>",
    );
  });

  it("keeps the text of other elements and drops their tags", () => {
    expect(sanitizeRichText(`<h1>Title</h1><span>span</span> <a href="https://example.com">link</a>`)).toBe("<p>Titlespan link</p>");
    expect(sanitizeRichText(`<p>Une <u>très</u> belle <span>huile</span></p>`)).toBe("<p>Une très belle huile</p>");
  });

  it("drops empty paragraphs, items and lists", () => {
    expect(sanitizeRichText("<p></p><p>  </p><p><strong></strong></p><ul><li> </li></ul><p>x</p>")).toBe("<p>x</p>");
  });

  it("turns plain text into escaped paragraphs (blank lines) and line breaks (single newlines)", () => {
    expect(sanitizeRichText("Bonne odeur & tenue < 2h\r\nvraiment.\n\n\nÀ racheter > oui")).toBe("<p>Bonne odeur &amp; tenue &lt; 2h<br />vraiment.</p><p>À racheter &gt; oui</p>");
    expect(sanitizeRichText("  \n\n ")).toBe("");
  });

  it("is idempotent on ordinary comments too", () => {
    for (const input of ["plain", "a & b", "<b>x</b> y", "a<br>b", "<p>a<p>b</p></p>", "x &lt;script&gt; y", "<ul><li>a<ul><li>b</li></ul></li></ul>"]) {
      const once = sanitizeRichText(input);
      expect(sanitizeRichText(once), input).toBe(once);
    }
  });

  it("reads the text back for the operator", () => {
    expect(textOfRichText("<p>A &amp; B<br />C</p><ul><li>one</li><li>two</li></ul>")).toBe("A & B\nC\n\n• one\n• two");
  });
});

describe("review comments and titles: the limits", () => {
  it("accepts 1 to 5,000 characters of text once sanitised, at most 20,000 characters sent", () => {
    expect(checkComment("<p>x</p>")).toEqual({ ok: true, html: "<p>x</p>" });
    expect(checkComment("<script>only script</script>").ok).toBe(false);
    expect(checkComment("<p> </p>").ok).toBe(false);
    expect(checkComment("a".repeat(5_000)).ok).toBe(true);
    expect(checkComment("a".repeat(5_001)).ok).toBe(false);
    // Markup does not count as text…
    expect(checkComment(`<p><strong>${"a".repeat(4_990)}</strong></p>`).ok).toBe(true);
    // …but the input is refused beyond 20,000 characters, before anything is parsed.
    expect(checkComment(`<p>${"<b></b>".repeat(MAX_COMMENT_INPUT / 7)}x</p>`).ok).toBe(false);
  });

  it("trims a title, collapses its whitespace, refuses control characters, 1 to 120 characters", () => {
    expect(checkTitle("  Très   belle\n huile  ")).toEqual({ ok: true, title: "Très belle huile" });
    expect(checkTitle("<b>Not markup</b>")).toEqual({ ok: true, title: "<b>Not markup</b>" });
    expect(checkTitle("   ").ok).toBe(false);
    expect(checkTitle("a\u0007b").ok).toBe(false);
    expect(checkTitle("é".repeat(120)).ok).toBe(true);
    expect(checkTitle("é".repeat(121)).ok).toBe(false);
  });
});
