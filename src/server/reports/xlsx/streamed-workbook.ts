import { PassThrough } from "node:stream";
import type ExcelJS from "exceljs";
import { onFirstUse } from "../../lib/on-first-use";
import { FROZEN_HEADER, HEADER_FOOTER, PAGE_SETUP, SHEET_PROPERTIES } from "./cells";

const excel = onFirstUse<typeof ExcelJS>("exceljs");

/**
 * A workbook written as a stream (each sheet's rows leave as soon as they are committed), the one
 * way Calibra writes .xlsx files: the campaign report and every export. `done()` commits it and
 * gives the file.
 */
export function streamedWorkbook(properties: {
  title: string;
  created: Date;
  subject?: string;
  company?: string;
}): { workbook: ExcelJS.stream.xlsx.WorkbookWriter; done: () => Promise<Buffer> } {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on("end", resolve);
    output.on("error", reject);
  });
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({
    stream: output,
    useSharedStrings: true,
    useStyles: true,
  });
  workbook.creator = "Calibra";
  workbook.lastModifiedBy = "Calibra";
  workbook.title = properties.title;
  if (properties.subject) workbook.subject = properties.subject;
  if (properties.company) workbook.company = properties.company;
  workbook.created = properties.created;
  workbook.modified = properties.created;
  return {
    workbook,
    async done() {
      await workbook.commit();
      await finished;
      return Buffer.concat(chunks);
    },
  };
}

/** A sheet of rows under one header row: frozen, repeated on each printed page. */
export function tableSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string) {
  return workbook.addWorksheet(name, {
    pageSetup: { ...PAGE_SETUP, printTitlesRow: "1:1" },
    headerFooter: HEADER_FOOTER,
    properties: SHEET_PROPERTIES,
    views: FROZEN_HEADER,
  });
}
