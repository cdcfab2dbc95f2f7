/**
 * A minimal text extractor for the PDFs this folder produces (tests and checks only): inflates
 * the Flate-encoded content streams and decodes the strings shown with Tj/TJ (hex or literal,
 * WinAnsi-encoded). Not a general PDF parser.
 */
import { inflateSync } from "node:zlib";

const CP1252_HIGH: Record<number, string> = {
  0x80: "€", 0x82: "‚", 0x83: "ƒ", 0x84: "„", 0x85: "…", 0x86: "†", 0x87: "‡", 0x88: "ˆ", 0x89: "‰",
  0x8a: "Š", 0x8b: "‹", 0x8c: "Œ", 0x8e: "Ž", 0x91: "‘", 0x92: "’", 0x93: "“", 0x94: "”", 0x95: "•",
  0x96: "–", 0x97: "—", 0x98: "˜", 0x99: "™", 0x9a: "š", 0x9b: "›", 0x9c: "œ", 0x9e: "ž", 0x9f: "Ÿ",
};

function decodeWinAnsi(bytes: number[]): string {
  return bytes.map((b) => CP1252_HIGH[b] ?? String.fromCharCode(b)).join("");
}

function decodeLiteral(body: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch !== "\\") {
      out.push(ch.charCodeAt(0) & 0xff);
      continue;
    }
    const next = body[++i];
    const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, "(": 40, ")": 41, "\\": 92 };
    if (next in escapes) out.push(escapes[next]);
    else if (/[0-7]/.test(next)) {
      let oct = next;
      while (oct.length < 3 && /[0-7]/.test(body[i + 1] ?? "")) oct += body[++i];
      out.push(parseInt(oct, 8) & 0xff);
    }
  }
  return out;
}

/** The text drawn on the pages, one shown string per line, in drawing order. */
export function extractPdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString("latin1");
  const lines: string[] = [];
  const streamRe = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamRe.exec(raw))) {
    const dict = match[1];
    const start = match.index + match[0].length;
    const lengthMatch = /\/Length (\d+)(?! \d+ R)/.exec(dict);
    const end = lengthMatch ? start + Number(lengthMatch[1]) : raw.indexOf("endstream", start);
    let content = raw.slice(start, end);
    if (/\/FlateDecode/.test(dict)) {
      try {
        content = inflateSync(Buffer.from(content, "latin1")).toString("latin1");
      } catch {
        continue;
      }
    }
    if (!/\bT[jJ]\b/.test(content)) continue;
    const showRe = /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj|\[((?:[^\]])*)\]\s*TJ/g;
    let show: RegExpExecArray | null;
    while ((show = showRe.exec(content))) {
      if (show[1] !== undefined) {
        const hex = show[1].replace(/\s+/g, "");
        const bytes: number[] = [];
        for (let i = 0; i + 1 < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
        lines.push(decodeWinAnsi(bytes));
      } else if (show[2] !== undefined) {
        lines.push(decodeWinAnsi(decodeLiteral(show[2])));
      } else if (show[3] !== undefined) {
        const parts = show[3].match(/<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
        lines.push(
          parts
            .map((p) =>
              p.startsWith("<")
                ? decodeWinAnsi((p.slice(1, -1).replace(/\s+/g, "").match(/../g) ?? []).map((h) => parseInt(h, 16)))
                : decodeWinAnsi(decodeLiteral(p.slice(1, -1))),
            )
            .join(""),
        );
      }
    }
  }
  return lines.join("\n");
}
