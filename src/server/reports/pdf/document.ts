/**
 * A report's PDF document: A4 portrait, French, described (title, author, subject), pages kept in
 * memory until the end so that each footer can say "Page X sur Y", and the bytes collected.
 */
import type PDFDocument from "pdfkit";
import { onFirstUse } from "../../lib/on-first-use";
import type { RenderedReport } from "../report-model";
import { Painter } from "./painter";
import { COLORS, PAGE, TEXT } from "./theme";

export interface DocumentInfo {
  title: string;
  subject: string;
  keywords?: string;
  /** The document's date: the report's generation time, so that the same report gives the same bytes. */
  createdAt: Date;
}

export interface ReportDocument {
  painter: Painter;
  /** Ends the document and resolves with its bytes and page count. */
  finish(): Promise<RenderedReport>;
}

const pdfkit = onFirstUse<typeof PDFDocument>("pdfkit");

export function createReportDocument(info: DocumentInfo): ReportDocument {
  const doc = new (pdfkit())({
    size: "A4",
    layout: "portrait",
    margins: { top: PAGE.top, bottom: PAGE.bottom, left: PAGE.left, right: PAGE.right },
    bufferPages: true,
    compress: true,
    lang: "fr-FR",
    displayTitle: true,
    pdfVersion: "1.7",
    // No default font: pdfkit would load Helvetica, which the report never uses (it cannot draw Ω).
    font: "",
    info: {
      Title: info.title,
      Author: "Calibra",
      Subject: info.subject,
      ...(info.keywords ? { Keywords: info.keywords } : {}),
      Creator: "Calibra",
      CreationDate: info.createdAt,
      ModDate: info.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const painter = new Painter(doc);
  return {
    painter,
    async finish() {
      painter.flush();
      const pageCount = doc.bufferedPageRange().count;
      const ended = new Promise<void>((resolve, reject) => {
        doc.on("end", resolve);
        doc.on("error", reject);
      });
      doc.end();
      await ended;
      const buffer = Buffer.concat(chunks);
      return {
        bytes: new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength),
        contentType: "application/pdf",
        pageCount,
      };
    },
  };
}

export interface RunningTexts {
  /** Top left and top right of every page. */
  company: string;
  campaign: string;
  /** Bottom left of every page, beside "Page X sur Y". */
  footer: string;
}

/**
 * The running header and footer of every page, written once all pages exist (the total is known
 * only then). They sit in the margins, written by the painter, so no page is ever added for them.
 */
export function stampPages(painter: Painter, texts: RunningTexts): void {
  const { doc } = painter;
  painter.flush();
  const { start, count } = doc.bufferedPageRange();
  const headerY = 26;
  const footerY = PAGE.height - PAGE.bottom + 18;
  const half = painter.width / 2 - 10;
  const companyStyle = { ...TEXT.running, font: "bold" as const };
  const company = painter.fit(texts.company, companyStyle, half);
  const campaign = painter.fit(texts.campaign, TEXT.running, half);
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    painter.text(company, painter.left, headerY, companyStyle);
    painter.text(campaign, painter.right, headerY, TEXT.running, "right");
    painter.line(painter.left, headerY + 12, painter.right, headerY + 12, COLORS.rule, 0.6);
    painter.line(painter.left, footerY - 6, painter.right, footerY - 6, COLORS.rule, 0.6);
    painter.text(texts.footer, painter.left, footerY, TEXT.running);
    painter.text(`Page ${i + 1} sur ${count}`, painter.right, footerY, TEXT.running, "right");
    painter.flush();
  }
}
