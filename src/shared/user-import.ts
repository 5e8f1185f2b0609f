import { csvLines, splitCsvLine } from "./csv";
import { FIELD_MESSAGES, format } from "./messages";
import { EMAIL_PATTERN } from "./validation";

/**
 * The user bulk import of spec §5: CSV lines "Prénom, Nom, Email", quotes stripped, empty lines
 * skipped, e-mails compared without case. The import dialog previews the pasted text with
 * `parseUserImport`; the server checks the rows it receives again with `checkImportRows`.
 */
export interface ImportedUser {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
}

/** A refused row: its line in the pasted text, its position in the rows checked, and why (spec §5). */
export interface ImportProblem {
  line: number;
  index: number;
  /** "Ligne {n}: Format email invalide"… with the line's number. */
  message: string;
}

export interface UserImportResult {
  users: ImportedUser[];
  /** "Ligne {n}: {reason}", in the order of the lines. */
  errors: string[];
}

const HEADER = /^\s*"?pr[ée]nom"?\s*[,;]\s*"?nom"?\s*[,;]\s*"?e-?mail"?\s*$/i;

const clean = (cell: string) => cell.replaceAll('"', "").trim();

/** An imported e-mail as compared and stored: quotes and spaces dropped, lower case. */
export const cleanEmail = (email: string) => clean(email).toLowerCase();

/**
 * The rules every imported row follows: a valid e-mail, not already an account, not twice in the
 * import. Returns the accepted users and each refused row with its reason.
 */
export function checkImportRows(
  rows: readonly { line: number; firstName: string; lastName: string; email: string }[],
  existingEmails: Iterable<string>,
): { users: ImportedUser[]; problems: ImportProblem[] } {
  const existing = new Set([...existingEmails].map((e) => e.trim().toLowerCase()));
  const seen = new Set<string>();
  const users: ImportedUser[] = [];
  const problems: ImportProblem[] = [];
  rows.forEach((row, index) => {
    const email = cleanEmail(row.email);
    const template = !EMAIL_PATTERN.test(email)
      ? FIELD_MESSAGES.importEmailFormat
      : existing.has(email)
        ? FIELD_MESSAGES.importEmailTaken
        : seen.has(email)
          ? FIELD_MESSAGES.importEmailTwice
          : null;
    if (template) {
      problems.push({ line: row.line, index, message: format(template, { n: row.line }) });
      return;
    }
    seen.add(email);
    users.push({ line: row.line, firstName: clean(row.firstName), lastName: clean(row.lastName), email });
  });
  return { users, problems };
}

export function parseUserImport(text: string, existingEmails: Iterable<string>): UserImportResult {
  const rows: ImportedUser[] = [];
  const problems: Pick<ImportProblem, "line" | "message">[] = [];
  csvLines(text).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    if (index === 0 && HEADER.test(raw)) return;
    const parts = splitCsvLine(raw).map(clean);
    if (parts.length < 3) {
      problems.push({ line, message: format(FIELD_MESSAGES.importColumns, { n: line }) });
      return;
    }
    // Stryker disable next-line StringLiteral: parts has at least three cells here (checked above), so the defaults never apply
    const [firstName = "", lastName = "", email = ""] = parts;
    rows.push({ line, firstName, lastName, email });
  });
  const checked = checkImportRows(rows, existingEmails);
  const all = [...problems, ...checked.problems].sort((a, b) => a.line - b.line);
  return { users: checked.users, errors: all.map((problem) => problem.message) };
}
