import Papa from "papaparse";

/**
 * The quick order's lines as typed, pasted or uploaded: a sku and a quantity each. Pure, so the
 * rules are tested without a browser and the route's action (no JavaScript) reads a pasted text
 * exactly as the page does.
 */

/** At most this many lines per submission (the API's limit for one `addToCart`). */
export const MAX_QUICK_ORDER_LINES = 100;

export interface QuickOrderLine {
  sku: string;
  /** The quantity as written (an empty text counts as 1); the API says when it is not a whole number from 1 to 999. */
  quantity: string;
}

/** What a text or a file held: its lines (at most MAX_QUICK_ORDER_LINES) and how many more were left out. */
export interface ParsedLines {
  lines: QuickOrderLine[];
  leftOut: number;
}

/** Control characters are in no sku: a pasted line loses them rather than failing. */
const clean = (text: string) =>
  text
    .replace(/\p{Cc}/gu, " ")
    .trim()
    .slice(0, 200);

/** A row's two cells as a line; a row without a sku is no line. */
function lineOf(cells: readonly string[]): QuickOrderLine | undefined {
  const sku = clean(cells[0] ?? "");
  if (!sku) return undefined;
  return { sku, quantity: clean(cells[1] ?? "") };
}

/** Whether a cell reads as a quantity (a number, in either store's writing: `2`, `2.5`, `2,5`). */
const isQuantity = (text: string) => /^[+-]?\d+([.,]\d+)?$/.test(text.trim());

function limited(lines: QuickOrderLine[]): ParsedLines {
  return { lines: lines.slice(0, MAX_QUICK_ORDER_LINES), leftOut: Math.max(0, lines.length - MAX_QUICK_ORDER_LINES) };
}

/**
 * Pasted lines, one per line: `sku;qty`, `sku,qty`, `sku<TAB>qty` or `sku qty` (the first
 * separator of a line decides; a line with only a sku is one unit). A first line whose quantity
 * is a word (`sku;quantity`, a spreadsheet's header) is skipped. Blank lines are ignored.
 */
export function parsePastedLines(text: string): ParsedLines {
  const rows = text
    .split(/\r\n|\r|\n/)
    .map((row) => row.trim())
    .filter(Boolean)
    .map((row) => {
      const match = /^(.*?)\s*(?:[;,\t]|\s)\s*(.*)$/.exec(row);
      return match ? [match[1], match[2]] : [row];
    });
  return limited(withoutHeader(rows).flatMap((cells) => lineOf(cells) ?? []));
}

/** A first row whose second cell is a word, not a quantity, is a header. */
function withoutHeader(rows: string[][]): string[][] {
  const [first] = rows;
  return first && first.length > 1 && clean(first[1]) !== "" && !isQuantity(first[1]) ? rows.slice(1) : rows;
}

/**
 * A CSV file's lines (read in the browser): the first column is the sku, the second the
 * quantity; the delimiter (`,` `;` or a tab) is guessed by the parser, quotes are honoured, a
 * header row is skipped.
 */
export function parseCsvLines(text: string): ParsedLines {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy", delimitersToGuess: [",", ";", "\t", "|"] });
  const rows = parsed.data.filter((row): row is string[] => Array.isArray(row));
  return limited(withoutHeader(rows).flatMap((cells) => lineOf(cells) ?? []));
}

/**
 * A quantity as the API takes it: a number (the API refuses what is not a whole number from 1
 * to 999, in the shopper's language); an empty text is one unit, a decimal comma is read as a
 * point, anything else is NaN's stand-in 0 (refused as out of range).
 */
export function quantityOfText(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 1;
  if (!isQuantity(trimmed)) return 0;
  return Number(trimmed.replace(",", "."));
}

/** Why the API refused a line (its `CartErrorCode`) with its message in the store's language. */
export interface QuickOrderRefusal {
  code: string;
  message: string;
  /** Units still available (not enough stock). */
  availableQuantity: number | null;
}

/** A submission's lines sorted by outcome: those added, and the others with why (their text kept). */
export interface QuickOrderResults {
  added: QuickOrderLine[];
  failed: (QuickOrderLine & { refusal: QuickOrderRefusal })[];
}

/**
 * The lines of one `addToCart` sorted by its answer: a line is refused when `lineErrors` names its
 * index (the API adds the others), else added.
 */
export function resultsOf(
  lines: readonly QuickOrderLine[],
  lineErrors: readonly { line: number; errorCode: string; errorMessage: string; availableQuantity: number | null }[],
): QuickOrderResults {
  const refused = new Map(lineErrors.map((error) => [error.line, error]));
  const results: QuickOrderResults = { added: [], failed: [] };
  lines.forEach((line, index) => {
    const error = refused.get(index);
    if (!error) results.added.push(line);
    else results.failed.push({ ...line, refusal: { code: error.errorCode, message: error.errorMessage, availableQuantity: error.availableQuantity } });
  });
  return results;
}

/** The lines as `addToCart` takes them. */
export const cartLinesOf = (lines: readonly QuickOrderLine[]) => lines.map((line) => ({ sku: line.sku, quantity: quantityOfText(line.quantity) }));
