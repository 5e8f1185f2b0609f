import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
}

export interface ParsedPdf {
  numPages: number;
  /** Text of each page, items joined by spaces, spaces (no-break ones too) as one space. */
  pages: string[];
  /** Each page's text items, where the page draws them. */
  items: TextItem[][];
  /** The document's information dictionary (Title, Author…). */
  info: Record<string, unknown>;
}

/** Any run of spaces (no-break and narrow no-break ones too) as one space. */
export const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, " ").trim();

/**
 * Reads a PDF with a real parser (Mozilla's pdf.js), as a viewer would: the text and where it is on
 * each page (the first `maxPages` only, if given).
 */
export async function readPdf(bytes: Uint8Array, maxPages = Number.POSITIVE_INFINITY): Promise<ParsedPdf> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    const items: TextItem[][] = [];
    for (let n = 1; n <= Math.min(document.numPages, maxPages); n++) {
      // As typed: without this, pdf.js reads µ (micro sign) as μ (Greek mu).
      const content = await (await document.getPage(n)).getTextContent({ disableNormalization: true });
      const pageItems = content.items.flatMap((item) =>
        "str" in item
          ? [{ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }]
          : [],
      );
      items.push(pageItems);
      pages.push(normalise(pageItems.map((item) => item.str).join(" ")));
    }
    const { info } = await document.getMetadata();
    return { numPages: document.numPages, pages, items, info: info as Record<string, unknown> };
  } finally {
    await document.destroy();
  }
}

/** The text of each page of a PDF. */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await readPdf(bytes)).pages;
}
