/**
 * A small page-layout engine over pdf-lib for the generated product documents: A4 pages with a
 * running header and footer ("Page x / y"), wrapped paragraphs, section bands, key/value and
 * multi-column tables that break across pages (repeating their header row).
 *
 * Text uses the PDF standard fonts (Helvetica family, WinAnsi encoding), so nothing is embedded
 * and the files stay small. WinAnsi covers French (é è à ç ô œ « » …) and ° € – — ’ “ ” •; other
 * characters are transliterated (≥ → >=, α → alpha, ₂ → 2, narrow spaces → space, …) or, failing
 * that, stripped of their accents or replaced by "?", so drawing never throws.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

const A4: [number, number] = [595.28, 841.89];

const TRANSLITERATIONS: Record<string, string> = {
  "≥": ">=",
  "≤": "<=",
  "≠": "!=",
  "≈": "~",
  "→": "->",
  "←": "<-",
  "−": "-",
  "‑": "-",
  "‐": "-",
  "‒": "-",
  "⁄": "/",
  "∙": "·",
  "⋅": "·",
  "′": "'",
  "″": '"',
  "‹": "<",
  "›": ">",
  "α": "alpha",
  "β": "beta",
  "γ": "gamma",
  "δ": "delta",
  "ε": "epsilon",
  "κ": "kappa",
  "µ": "µ",
  "μ": "µ",
  "Ω": "Ohm",
  "₀": "0",
  "₁": "1",
  "₂": "2",
  "₃": "3",
  "₄": "4",
  "₅": "5",
  "₆": "6",
  "₇": "7",
  "₈": "8",
  "₉": "9",
  "⁰": "0",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "℃": "°C",
  "™": "(TM)",
  "\u00a0": " ",
  "\u202f": " ",
  "\u2009": " ",
  "\u2007": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u200b": "",
  "\u00ad": "",
  "\t": " ",
};

const charsetCache = new WeakMap<PDFFont, Set<number>>();

/**
 * Makes a string drawable with a WinAnsi standard font: keeps every encodable character,
 * transliterates the common others, strips accents as a fallback, and replaces the rest by "?".
 */
export function toWinAnsi(text: string, font?: PDFFont): string {
  let charset = font ? charsetCache.get(font) : undefined;
  if (font && !charset) {
    charset = new Set(font.getCharacterSet());
    charsetCache.set(font, charset);
  }
  const encodable = (ch: string) => {
    const cp = ch.codePointAt(0) as number;
    if (charset) return charset.has(cp);
    // Without a font: printable ASCII, Latin-1 and the WinAnsi extras.
    return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa1 && cp <= 0xff) || "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ".includes(ch);
  };
  let out = "";
  for (const ch of text.replace(/\r\n?/g, "\n")) {
    if (ch === "\n") {
      out += ch;
      continue;
    }
    if (encodable(ch) && ch !== "\u00a0") {
      out += ch;
      continue;
    }
    const mapped = TRANSLITERATIONS[ch];
    if (mapped !== undefined && [...mapped].every((c) => encodable(c))) {
      out += mapped;
      continue;
    }
    const code = ch.codePointAt(0) as number;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) continue;
    const stripped = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    if (stripped && stripped !== ch && [...stripped].every((c) => encodable(c))) {
      out += stripped;
      continue;
    }
    out += "?";
  }
  return out;
}

export const COLOURS = {
  ink: rgb(0.13, 0.14, 0.16),
  muted: rgb(0.4, 0.42, 0.45),
  rule: rgb(0.82, 0.84, 0.87),
  theme: rgb(0, 0.17, 0.32),
  themeTint: rgb(0.91, 0.94, 0.97),
  zebra: rgb(0.965, 0.97, 0.98),
  accent: rgb(0.89, 0.56, 0.16),
  danger: rgb(0.8, 0.1, 0.1),
  white: rgb(1, 1, 1),
};

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

export interface WriterOptions {
  /** Running header: left (shop name) and right (document title, product). */
  headerLeft: string;
  headerRight: string;
  /** Footer line (shop contact), and the "Page" word of the page counter. */
  footer: string;
  pageWord: string;
}

export interface TableOptions {
  /** Column widths as fractions of the content width. */
  widths: number[];
  header?: string[];
  /** Bold first column (key/value tables). */
  keyColumn?: boolean;
  size?: number;
  zebra?: boolean;
  /** Per column: `right` aligns the cells' lines on the right edge (amounts); left by default. */
  align?: ("left" | "right")[];
}

interface TextStyle {
  font?: PDFFont;
  size?: number;
  colour?: RGB;
  indent?: number;
  lineGap?: number;
  after?: number;
}

export class PdfWriter {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  readonly margin = { left: 50, right: 50, top: 48, bottom: 58 };
  readonly width = A4[0] - 50 - 50;
  page!: PDFPage;
  /** Current baseline position, from the bottom of the page. */
  y = 0;
  private readonly opts: WriterOptions;

  private constructor(doc: PDFDocument, fonts: Fonts, opts: WriterOptions) {
    this.doc = doc;
    this.fonts = fonts;
    this.opts = opts;
  }

  static async create(opts: WriterOptions): Promise<PdfWriter> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const fonts = {
      regular: await doc.embedFont(StandardFonts.Helvetica),
      bold: await doc.embedFont(StandardFonts.HelveticaBold),
      italic: await doc.embedFont(StandardFonts.HelveticaOblique),
    };
    const writer = new PdfWriter(doc, fonts, opts);
    writer.newPage();
    return writer;
  }

  get top(): number {
    return A4[1] - this.margin.top - 34;
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    const { regular, bold } = this.fonts;
    const yHeader = A4[1] - this.margin.top;
    const left = this.fit(this.opts.headerLeft, bold, 10.5, this.width * 0.5);
    this.page.drawText(left, { x: this.margin.left, y: yHeader, size: 10.5, font: bold, color: COLOURS.theme });
    const right = this.fit(this.opts.headerRight, regular, 8.5, this.width * 0.48);
    this.page.drawText(right, {
      x: A4[0] - this.margin.right - regular.widthOfTextAtSize(right, 8.5),
      y: yHeader + 1,
      size: 8.5,
      font: regular,
      color: COLOURS.muted,
    });
    this.page.drawRectangle({ x: this.margin.left, y: yHeader - 10, width: this.width, height: 1.2, color: COLOURS.accent });
    this.y = this.top;
  }

  /** Starts a new page unless `height` points fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height < this.margin.bottom) this.newPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  /** Sanitised, single-line text cut with an ellipsis to fit a width. */
  fit(text: string, font: PDFFont, size: number, width: number): string {
    let t = toWinAnsi(text.replace(/\s+/g, " ").trim(), font);
    if (font.widthOfTextAtSize(t, size) <= width) return t;
    while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
    return `${t.trimEnd()}…`;
  }

  /** Wraps text (paragraphs separated by newlines) into lines that fit a width. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of toWinAnsi(text, font).split("\n")) {
      const words = paragraph.split(/ +/).filter(Boolean);
      if (!words.length) {
        lines.push("");
        continue;
      }
      let current = "";
      for (let word of words) {
        // Break words longer than the width, after a hyphen when one fits (skus, CAS numbers).
        while (font.widthOfTextAtSize(word, size) > width && word.length > 1) {
          let cut = word.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(word.slice(0, cut), size) > width) cut--;
          const hyphen = word.lastIndexOf("-", cut - 1);
          if (hyphen > 0) cut = hyphen + 1;
          if (current) {
            lines.push(current);
            current = "";
          }
          lines.push(word.slice(0, cut));
          word = word.slice(cut);
        }
        const candidate = current ? `${current} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) current = candidate;
        else {
          lines.push(current);
          current = word;
        }
      }
      if (current) lines.push(current);
    }
    return lines;
  }

  /** A wrapped paragraph; breaks pages between lines. */
  text(text: string, style: TextStyle = {}): void {
    const font = style.font ?? this.fonts.regular;
    const size = style.size ?? 9.5;
    const indent = style.indent ?? 0;
    const lineHeight = size * 1.32 + (style.lineGap ?? 0);
    for (const line of this.wrap(text, font, size, this.width - indent)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      if (line) this.page.drawText(line, { x: this.margin.left + indent, y: this.y + size * 0.28, size, font, color: style.colour ?? COLOURS.ink });
    }
    this.y -= style.after ?? 4;
  }

  /** A bulleted list. */
  bullets(items: string[], style: TextStyle = {}): void {
    const font = style.font ?? this.fonts.regular;
    const size = style.size ?? 9.5;
    const lineHeight = size * 1.32;
    for (const item of items) {
      const lines = this.wrap(item, font, size, this.width - 14);
      lines.forEach((line, i) => {
        this.ensure(lineHeight);
        this.y -= lineHeight;
        if (i === 0) this.page.drawText("•", { x: this.margin.left + 3, y: this.y + size * 0.28, size, font, color: COLOURS.accent });
        this.page.drawText(line, { x: this.margin.left + 14, y: this.y + size * 0.28, size, font, color: style.colour ?? COLOURS.ink });
      });
      this.y -= 1.5;
    }
    this.y -= style.after ?? 4;
  }

  /** A section band (e.g. "SECTION 3: Composition…"). */
  section(title: string): void {
    const size = 10;
    const lines = this.wrap(title, this.fonts.bold, size, this.width - 16);
    const height = lines.length * size * 1.3 + 9;
    this.ensure(height + 40);
    this.y -= 6;
    this.page.drawRectangle({ x: this.margin.left, y: this.y - height, width: this.width, height, color: COLOURS.themeTint });
    this.page.drawRectangle({ x: this.margin.left, y: this.y - height, width: 3, height, color: COLOURS.theme });
    let y = this.y - 4.5 - size;
    for (const line of lines) {
      this.page.drawText(line, { x: this.margin.left + 10, y: y + 1.5, size, font: this.fonts.bold, color: COLOURS.theme });
      y -= size * 1.3;
    }
    this.y -= height + 7;
  }

  /** A small heading inside a section (e.g. "1.1 Product identifier"). */
  subheading(title: string, keepWithNext = 34): void {
    this.ensure(keepWithNext);
    this.y -= 3;
    this.text(title, { font: this.fonts.bold, size: 9.5, colour: COLOURS.theme, after: 2 });
  }

  /** A table whose rows break across pages; cells wrap. */
  table(rows: string[][], options: TableOptions): void {
    const size = options.size ?? 9;
    const lineHeight = size * 1.3;
    const pad = 4;
    const widths = options.widths.map((w) => w * this.width);
    const xs = widths.map((_, i) => this.margin.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
    const layout = (cells: string[], header: boolean) =>
      cells.map((cell, i) => {
        const font = header || (options.keyColumn && i === 0) ? this.fonts.bold : this.fonts.regular;
        return { font, lines: this.wrap(cell || "—", font, size, widths[i] - 2 * pad) };
      });
    const drawRow = (cells: string[], header: boolean, shade: boolean) => {
      const laid = layout(cells, header);
      const height = Math.max(...laid.map((c) => c.lines.length)) * lineHeight + 2 * pad - 1;
      if (header) {
        this.page.drawRectangle({ x: this.margin.left, y: this.y - height, width: this.width, height, color: COLOURS.theme });
      } else if (shade) {
        this.page.drawRectangle({ x: this.margin.left, y: this.y - height, width: this.width, height, color: COLOURS.zebra });
      }
      laid.forEach((cell, i) => {
        let y = this.y - pad - size + 1;
        for (const line of cell.lines) {
          this.page.drawText(line, {
            x: options.align?.[i] === "right" ? xs[i] + widths[i] - pad - cell.font.widthOfTextAtSize(line, size) : xs[i] + pad,
            y,
            size,
            font: cell.font,
            color: header ? COLOURS.white : options.keyColumn && i === 0 ? COLOURS.muted : COLOURS.ink,
          });
          y -= lineHeight;
        }
      });
      this.y -= height;
      if (!header) this.page.drawLine({ start: { x: this.margin.left, y: this.y }, end: { x: this.margin.left + this.width, y: this.y }, thickness: 0.5, color: COLOURS.rule });
    };
    const rowHeight = (cells: string[], header: boolean) =>
      Math.max(...layout(cells, header).map((c) => c.lines.length)) * lineHeight + 2 * pad - 1;
    const headerHeight = options.header ? rowHeight(options.header, true) : 0;
    this.ensure(headerHeight + (rows[0] ? rowHeight(rows[0], false) : 0));
    if (options.header) drawRow(options.header, true, false);
    rows.forEach((row, index) => {
      const h = rowHeight(row, false);
      if (this.y - h < this.margin.bottom) {
        this.newPage();
        if (options.header) drawRow(options.header, true, false);
      }
      drawRow(row, false, options.zebra !== false && index % 2 === 1);
    });
    this.y -= 8;
  }

  /** Writes the running footer and "Page x / y" on every page. */
  finish(): void {
    const pages = this.doc.getPages();
    const { regular } = this.fonts;
    pages.forEach((page, i) => {
      const y = this.margin.bottom - 28;
      page.drawLine({ start: { x: this.margin.left, y: y + 12 }, end: { x: A4[0] - this.margin.right, y: y + 12 }, thickness: 0.5, color: COLOURS.rule });
      const counter = toWinAnsi(`${this.opts.pageWord} ${i + 1} / ${pages.length}`, regular);
      const counterWidth = regular.widthOfTextAtSize(counter, 8);
      page.drawText(this.fit(this.opts.footer, regular, 7.5, this.width - counterWidth - 20), { x: this.margin.left, y, size: 7.5, font: regular, color: COLOURS.muted });
      page.drawText(counter, { x: A4[0] - this.margin.right - counterWidth, y, size: 8, font: regular, color: COLOURS.muted });
    });
  }
}
