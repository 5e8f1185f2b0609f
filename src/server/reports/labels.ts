/**
 * The instruments' label sheet: A4 portrait, 3 × 8 labels of 70 × 37 mm (the common 24-up sheet),
 * each with the QR code of the instrument's page, its reference, its name and its next due date.
 * The QR codes are drawn as filled runs of modules straight into each page's content stream (one
 * path per code), the text through the report's painter and its DejaVu fonts (° Ω µ print).
 */
import type QRCode from "qrcode";
import { onFirstUse } from "../lib/on-first-use";
import { createReportDocument } from "./pdf/document";
import { PAGE, type TextStyle } from "./pdf/theme";
import type { RenderedReport } from "./report-model";

const qrcode = onFirstUse<typeof QRCode>("qrcode");

export interface InstrumentLabel {
  name: string;
  reference: string;
  /** `YYYY-MM-DD`, or null when never calibrated. */
  nextDueDate: string | null;
  /** What the QR code opens: the instrument's page. */
  url: string;
  /** The last calibration's decision and its rule (« Conforme · règle w = U »), when it was decided. */
  lastDecision?: string | null;
}

export const LABEL_GRID = { columns: 3, rows: 8 } as const;
export const LABELS_PER_PAGE = LABEL_GRID.columns * LABEL_GRID.rows;

const CELL = { width: PAGE.width / LABEL_GRID.columns, height: PAGE.height / LABEL_GRID.rows };
const PADDING = 11;
const QR_SIDE = CELL.height - 2 * PADDING - 4;
const TEXT_X = PADDING + QR_SIDE + 8;
const TEXT_WIDTH = CELL.width - TEXT_X - PADDING;

const INK = "#1b2430";
const STYLES = {
  reference: { font: "bold", size: 10, color: "#1f4e79" },
  name: { font: "regular", size: 7.6, color: INK },
  dueLabel: { font: "regular", size: 6.4, color: "#5b6675" },
  due: { font: "bold", size: 8.4, color: INK },
} satisfies Record<string, TextStyle>;
const NAME_LINES = 3;

/** "12/03/2027" from "2027-03-12". */
const frenchDay = (day: string) => day.split("-").reverse().join("/");

/**
 * The code's dark modules as PDF path operations in module units, one rectangle per horizontal run,
 * rows bottom-up (PDF's direction); slightly taller than a module so that no hairline shows between rows.
 */
function qrPath(url: string): { size: number; path: string } {
  const { modules } = qrcode().create(url, { errorCorrectionLevel: "M" });
  const { size, data } = modules;
  const parts: string[] = [];
  for (let row = 0; row < size; row++) {
    const y = size - 1 - row;
    let col = 0;
    while (col < size) {
      if (!data[row * size + col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && data[row * size + col]) col++;
      parts.push(`${start} ${y} ${col - start} 1.02 re`);
    }
  }
  return { size, path: parts.join("\n") };
}

/** The label sheet of these instruments, in this order: one page per 24. */
export async function renderInstrumentLabels(
  labels: readonly InstrumentLabel[],
  options: { createdAt: Date; company: string },
): Promise<RenderedReport> {
  const { painter, finish } = createReportDocument({
    title: "Étiquettes des instruments",
    subject: `Étiquettes à code QR des instruments de ${options.company} : chaque code ouvre la fiche de vie de l'instrument dans Calibra`,
    keywords: "étiquettes, code QR, instruments, étalonnage",
    createdAt: options.createdAt,
  });
  const { doc } = painter;
  let codes: string[] = [];
  const endPage = () => {
    painter.flush();
    if (codes.length === 0) return;
    // Bottom-up like the painter's content: undo pdfkit's flipped page matrix first.
    doc.addContent(`q 1 0 0 -1 0 ${PAGE.height} cm 0 g\n${codes.join("\n")}\nQ\n`);
    codes = [];
  };
  labels.forEach((label, index) => {
    const slot = index % LABELS_PER_PAGE;
    if (slot === 0 && index > 0) {
      endPage();
      doc.addPage();
    }
    const x = (slot % LABEL_GRID.columns) * CELL.width;
    const y = Math.floor(slot / LABEL_GRID.columns) * CELL.height;

    const { size, path } = qrPath(label.url);
    const module = QR_SIDE / size;
    const qrTop = y + (CELL.height - QR_SIDE) / 2;
    const bottom = PAGE.height - qrTop - QR_SIDE;
    codes.push(
      `q ${module.toFixed(4)} 0 0 ${module.toFixed(4)} ${(x + PADDING).toFixed(2)} ${bottom.toFixed(2)} cm\n${path}\nf Q`,
    );

    const textX = x + TEXT_X;
    let textY = qrTop;
    painter.text(painter.fit(label.reference, STYLES.reference, TEXT_WIDTH), textX, textY, STYLES.reference);
    textY += 15;
    const lines = painter.wrap(label.name, STYLES.name, TEXT_WIDTH);
    const shown = lines.slice(0, NAME_LINES);
    if (lines.length > NAME_LINES)
      shown[NAME_LINES - 1] = painter.fit(`${shown[NAME_LINES - 1]}…`, STYLES.name, TEXT_WIDTH);
    for (const line of shown) {
      painter.text(line, textX, textY, STYLES.name);
      textY += 9.4;
    }
    const dueY = qrTop + QR_SIDE - 20;
    if (label.lastDecision)
      painter.text(
        painter.fit(label.lastDecision, STYLES.dueLabel, TEXT_WIDTH),
        textX,
        dueY - 10,
        STYLES.dueLabel,
      );
    painter.text("Prochaine échéance", textX, dueY, STYLES.dueLabel);
    painter.text(
      label.nextDueDate ? frenchDay(label.nextDueDate) : "Jamais étalonné",
      textX,
      dueY + 9,
      STYLES.due,
    );
  });
  endPage();
  return finish();
}
