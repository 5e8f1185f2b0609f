/**
 * One CSV line split into trimmed cells (RFC 4180 quotes: "a, b" stays one cell, "" is a quote).
 * The separator is the semicolon when the line has one outside quotes (French spreadsheets), else
 * the comma. Never throws.
 */
export function splitCsvLine(line: string): string[] {
  const separator = hasUnquoted(line, ";") ? ";" : ",";
  const cells: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === '"') {
      if (quoted && line[i + 1] === '"') {
        current += '"';
        i++;
      } else quoted = !quoted;
    } else if (char === separator && !quoted) {
      cells.push(current);
      current = "";
    } else current += char;
  }
  cells.push(current);
  return cells.map((cell) => cell.trim());
}

function hasUnquoted(line: string, char: string): boolean {
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === char && !quoted) return true;
  }
  return false;
}

/** The lines of a pasted text, whatever its line endings, without a byte-order mark. */
export function csvLines(text: string): string[] {
  return text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
}

/**
 * One cell of a CSV file Calibra writes (RFC 4180): quoted when it holds a quote, a comma, a
 * semicolon or a line break. A text a spreadsheet would run as a formula (starting with = + - @,
 * a tab or a carriage return) is neutralised by a leading apostrophe; a number stays a number.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole CSV document: a byte-order mark (so spreadsheets read UTF-8), the header, CRLF line ends. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((cells) => cells.map((cell) => csvCell(cell)).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
