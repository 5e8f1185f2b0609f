/**
 * The report's typefaces: DejaVu Sans Condensed, shipped by the `dejavu-fonts-ttf` package, so that
 * every sign a metrologist types (° Ω µ ± ≤ ≥ −, « », accents) prints, whatever the machine. The
 * built-in Helvetica cannot draw Ω and a system font would make the output depend on the server.
 * The files are read and parsed once per process (per render worker); each document embeds the
 * subset of glyphs it uses.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

export type FontName = "regular" | "bold" | "italic";

const FONT_FILES: Record<FontName, string> = {
  regular: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf",
  italic: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Oblique.ttf",
};

let fontBytes: Record<FontName, Buffer> | null = null;

/** The TTF bytes of the three faces, read at the first report and kept. */
export function reportFontBytes(): Record<FontName, Buffer> {
  if (!fontBytes) {
    const require = createRequire(import.meta.url);
    const read = (name: FontName) => readFileSync(require.resolve(FONT_FILES[name]));
    fontBytes = { regular: read("regular"), bold: read("bold"), italic: read("italic") };
  }
  return fontBytes;
}

/** A glyph's placement, in thousandths of the font size (pdfkit's layout). */
export interface GlyphPosition {
  xAdvance: number;
  advanceWidth: number;
  xOffset: number;
  yOffset: number;
}

/**
 * The part of pdfkit's embedded font (`doc._font`) the text layer uses: the resource id, the
 * metrics, the shaping (`encode` also adds the glyphs to the document's subset) and the resource
 * reference a page must list. Not in pdfkit's typings, hence this interface, checked at run time.
 */
export interface EmbeddedFont {
  id: string;
  ascender: number;
  encode(text: string): [string[], GlyphPosition[]];
  widthOfString(text: string, size: number): number;
  ref(): unknown;
}

/**
 * The faces as parsed by fontkit (inside pdfkit), kept from the first document: parsing the tables
 * again for each document cost two thirds of a small report's time. Each document still makes its
 * own subset; the parsed font itself is only read.
 */
const parsedFonts: Partial<Record<FontName, unknown>> = {};

/** Registers the faces on a document and returns pdfkit's font object for each. */
export function embedReportFonts(doc: PDFKit.PDFDocument): Record<FontName, EmbeddedFont> {
  const open = (name: FontName): EmbeddedFont => {
    // pdfkit takes a parsed font as well as bytes; its typings only know the bytes.
    doc.registerFont(name, (parsedFonts[name] ?? reportFontBytes()[name]) as Buffer);
    doc.font(name);
    const font = (doc as unknown as { _font?: EmbeddedFont & { font?: unknown } })._font;
    if (!font || typeof font.encode !== "function" || typeof font.widthOfString !== "function") {
      throw new Error("pdfkit : police intégrée inaccessible (version de pdfkit non prise en charge)");
    }
    parsedFonts[name] ??= font.font;
    return font;
  };
  return { regular: open("regular"), bold: open("bold"), italic: open("italic") };
}
