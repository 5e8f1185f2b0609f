/**
 * The drawing surface of the report: measures and wraps text, writes text, rules and filled boxes,
 * and keeps the vertical cursor of the page being filled.
 *
 * Text is written straight into the page's content stream rather than through `doc.text`: a
 * detailed report of 1,000 equipment writes about 100,000 short lines, and pdfkit's text call costs
 * about 10 µs each (option merging, a save/transform/restore and eight small buffers per line),
 * which alone would take a second. Here each distinct string is shaped once (pdfkit's own font
 * shaping and subsetting, so kerning and the ToUnicode map stay right) and each line costs one
 * string. Coordinates are top-down like pdfkit's; a flush turns them into PDF's bottom-up ones.
 */
import { type EmbeddedFont, embedReportFonts, type FontName, type GlyphPosition } from "./fonts";
import { breakLines, cleanLine } from "./line-breaking";
import { CONTENT_WIDTH, lineHeight, PAGE, type TextStyle } from "./theme";

export type Align = "left" | "right" | "center";

export class Painter {
  readonly doc: PDFKit.PDFDocument;
  /** Top of the next thing to draw on the current page. */
  y: number = PAGE.top;
  readonly left = PAGE.left;
  readonly right = PAGE.width - PAGE.right;
  readonly width = CONTENT_WIDTH;
  readonly bottom = PAGE.height - PAGE.bottom;

  private readonly fonts: Record<FontName, EmbeddedFont>;
  /** Per face: the shaped `TJ` operation and the width at 1 pt of each string met. */
  private readonly shows: Record<FontName, Map<string, string>> = emptyCaches();
  private readonly widths: Record<FontName, Map<string, number>> = emptyCaches();
  /** Wrapped lines per style and width, then per text (no long keys to build and hash). */
  private readonly wraps = new Map<string, Map<string, readonly string[]>>();
  /** Content not yet written to the page, and the graphics state it leaves. */
  private ops: string[] = [];
  private inText = false;
  private opFont = "";
  private opFill = "";
  private opStroke = "";
  private opLineWidth = -1;
  private readonly usedFonts = new Set<FontName>();

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
    this.fonts = embedReportFonts(doc);
  }

  /** Width of one line of text in points. */
  measure(text: string, style: TextStyle): number {
    const cache = this.widths[style.font];
    let width = cache.get(text);
    if (width === undefined) {
      width = this.fonts[style.font].widthOfString(cleanLine(text), 1);
      cache.set(text, width);
    }
    return width * style.size;
  }

  /**
   * The lines of `text` broken at spaces to fit `maxWidth` (a word longer than the width is cut);
   * line breaks typed in the text are kept. Cached: the same verbatims and names come back often.
   */
  wrap(text: string, style: TextStyle, maxWidth: number): readonly string[] {
    const key = `${style.font} ${style.size} ${maxWidth}`;
    let cache = this.wraps.get(key);
    if (!cache) {
      cache = new Map();
      this.wraps.set(key, cache);
    }
    let lines = cache.get(text);
    if (!lines) {
      lines = breakLines(text, maxWidth, (s) => this.measure(s, style));
      cache.set(text, lines);
    }
    return lines;
  }

  /** Height of `text` wrapped to `maxWidth`. */
  heightOf(text: string, style: TextStyle, maxWidth: number): number {
    return this.wrap(text, style, maxWidth).length * lineHeight(style);
  }

  /** The text cut with an ellipsis so that it holds on one line of `maxWidth`. */
  fit(text: string, style: TextStyle, maxWidth: number): string {
    if (this.measure(text, style) <= maxWidth) return text;
    // The longest start that fits with its ellipsis, found by halving (a name can be 200 characters).
    let fits = 0;
    let over = text.length;
    while (over - fits > 1) {
      const middle = (fits + over) >> 1;
      if (this.measure(`${text.slice(0, middle)}…`, style) <= maxWidth) fits = middle;
      else over = middle;
    }
    return `${text.slice(0, fits).trimEnd()}…`;
  }

  /** One line of text whose box starts at (x, y) (or ends at x when right-aligned, centred on x). */
  text(text: string, x: number, y: number, style: TextStyle, align: Align = "left"): void {
    if (text.length === 0) return;
    if (align !== "left") {
      const width = this.measure(text, style);
      x -= align === "right" ? width : width / 2;
    }
    const font = this.fonts[style.font];
    this.enterText();
    const fontOp = `/${font.id} ${num(style.size)} Tf`;
    if (fontOp !== this.opFont) {
      this.ops.push(fontOp);
      this.opFont = fontOp;
    }
    this.setFill(style.color);
    this.usedFonts.add(style.font);
    const baseline = PAGE.height - y - (font.ascender / 1000) * style.size;
    this.ops.push(`1 0 0 1 ${num(x)} ${num(baseline)} Tm ${this.show(text, style.font)}`);
  }

  /** Wrapped text drawn from (x, y) within `maxWidth`; returns the height used. */
  paragraph(text: string, x: number, y: number, style: TextStyle, maxWidth: number, align: Align = "left") {
    const lines = this.wrap(text, style, maxWidth);
    const step = lineHeight(style);
    const anchor = align === "right" ? x + maxWidth : align === "center" ? x + maxWidth / 2 : x;
    for (let i = 0; i < lines.length; i++) this.text(lines[i]!, anchor, y + i * step, style, align);
    return lines.length * step;
  }

  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    this.leaveText();
    this.setFill(color);
    this.ops.push(`${num(x)} ${num(PAGE.height - y - height)} ${num(width)} ${num(height)} re f`);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, width = 0.5): void {
    this.leaveText();
    this.setStroke(color, width);
    this.ops.push(`${num(x1)} ${num(PAGE.height - y1)} m ${num(x2)} ${num(PAGE.height - y2)} l S`);
  }

  /** A filled disc, four Bézier quarters. */
  dot(cx: number, cy: number, radius: number, color: string): void {
    this.leaveText();
    this.setFill(color);
    const k = radius * 0.5523;
    const y = PAGE.height - cy;
    const [l, r, t, b] = [cx - radius, cx + radius, y + radius, y - radius];
    this.ops.push(
      `${num(r)} ${num(y)} m ${num(r)} ${num(y + k)} ${num(cx + k)} ${num(t)} ${num(cx)} ${num(t)} c ` +
        `${num(cx - k)} ${num(t)} ${num(l)} ${num(y + k)} ${num(l)} ${num(y)} c ` +
        `${num(l)} ${num(y - k)} ${num(cx - k)} ${num(b)} ${num(cx)} ${num(b)} c ` +
        `${num(cx + k)} ${num(b)} ${num(r)} ${num(y - k)} ${num(r)} ${num(y)} c f`,
    );
  }

  /** Starts a new page when `height` does not fit below the cursor; says whether it did. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom + 0.01) return false;
    this.addPage();
    return true;
  }

  addPage(): void {
    this.flush();
    this.doc.addPage();
    this.y = PAGE.top;
  }

  /** Writes the pending content to the current page, as one block with its own graphics state. */
  flush(): void {
    if (this.ops.length === 0) return;
    this.leaveText();
    const pageFonts = this.doc.page.fonts as Record<string, unknown>;
    for (const name of this.usedFonts) {
      const font = this.fonts[name];
      if (pageFonts[font.id] == null) pageFonts[font.id] = font.ref();
    }
    // pdfkit's pages are drawn top-down (a flipped matrix): undo it, the content is bottom-up.
    // Bytes, not a string: the glyph codes are binary, and pdfkit would copy a string char by char.
    const content = `q 1 0 0 -1 0 ${num(PAGE.height)} cm\n${this.ops.join("\n")}\nQ\n`;
    this.doc.addContent(Buffer.from(content, "latin1"));
    this.ops = [];
    this.usedFonts.clear();
    this.opFont = "";
    this.opFill = "";
    this.opStroke = "";
    this.opLineWidth = -1;
  }

  private show(text: string, fontName: FontName): string {
    const cache = this.shows[fontName];
    let show = cache.get(text);
    if (show === undefined) {
      const [glyphs, positions] = this.fonts[fontName].encode(cleanLine(text));
      show = showOperation(glyphs, positions);
      cache.set(text, show);
    }
    return show;
  }

  private enterText(): void {
    if (!this.inText) {
      this.ops.push("BT");
      this.inText = true;
    }
  }

  private leaveText(): void {
    if (this.inText) {
      this.ops.push("ET");
      this.inText = false;
    }
  }

  private setFill(color: string): void {
    if (color === this.opFill) return;
    this.ops.push(`${rgb(color)} rg`);
    this.opFill = color;
  }

  private setStroke(color: string, width: number): void {
    if (color !== this.opStroke) {
      this.ops.push(`${rgb(color)} RG`);
      this.opStroke = color;
    }
    if (width !== this.opLineWidth) {
      this.ops.push(`${num(width)} w`);
      this.opLineWidth = width;
    }
  }
}

function emptyCaches<T>(): Record<FontName, Map<string, T>> {
  return { regular: new Map(), bold: new Map(), italic: new Map() };
}

/** A number for the content stream: two decimals at most, never an exponent. */
function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

const rgbCache = new Map<string, string>();

/** "#1f4e79" → "0.122 0.306 0.475". */
function rgb(hex: string): string {
  let value = rgbCache.get(hex);
  if (!value) {
    const channel = (i: number) =>
      String(Math.round((Number.parseInt(hex.slice(i, i + 2), 16) / 255) * 1000) / 1000);
    value = `${channel(1)} ${channel(3)} ${channel(5)}`;
    rgbCache.set(hex, value);
  }
  return value;
}

/**
 * The `TJ` operation of shaped glyphs: runs of two-byte glyph codes (literal strings, half the size
 * of hex ones), with the kerning (and a mark's horizontal offset) as position adjustments in
 * thousandths of the font size, like pdfkit writes them.
 */
function showOperation(glyphs: string[], positions: GlyphPosition[]) {
  const parts: string[] = [];
  let run = "";
  const adjust = (value: number) => {
    const rounded = Math.round(value * 100) / 100;
    if (rounded === 0) return;
    if (run) parts.push(`(${run})`);
    run = "";
    parts.push(String(rounded));
  };
  for (let i = 0; i < glyphs.length; i++) {
    const position = positions[i]!;
    adjust(-position.xOffset);
    const code = Number.parseInt(glyphs[i]!, 16);
    run += literalByte(code >> 8) + literalByte(code & 0xff);
    adjust(position.xOffset - (position.xAdvance - position.advanceWidth));
  }
  if (run) parts.push(`(${run})`);
  return `[${parts.join(" ")}] TJ`;
}

/** One byte of a PDF literal string: parentheses, backslash and line ends escaped. */
function literalByte(byte: number): string {
  switch (byte) {
    case 0x28:
      return "\\(";
    case 0x29:
      return "\\)";
    case 0x5c:
      return "\\\\";
    case 0x0a:
      return "\\n";
    case 0x0d:
      return "\\r";
    default:
      return String.fromCharCode(byte);
  }
}
