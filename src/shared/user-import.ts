import { csvLines, splitCsvLine } from "./csv";
import { EMAIL_PATTERN } from "./validation";

/**
 * The user bulk import of spec §5: CSV lines "Prénom, Nom, Email", quotes stripped, empty lines
 * skipped, e-mails compared without case. Used by the import dialog (preview and per-line errors)
 * and by the server, which checks the same rules again.
 */
export interface ImportedUser {
  line: number;
  firstName: string;
  lastName: string;
  email: string;
}

export interface UserImportResult {
  users: ImportedUser[];
  errors: string[];
}

const HEADER = /^\s*"?pr[ée]nom"?\s*[,;]\s*"?nom"?\s*[,;]\s*"?e-?mail"?\s*$/i;

export function parseUserImport(text: string, existingEmails: Iterable<string>): UserImportResult {
  const existing = new Set([...existingEmails].map((e) => e.trim().toLowerCase()));
  const seen = new Set<string>();
  const users: ImportedUser[] = [];
  const errors: string[] = [];
  const lines = csvLines(text);
  lines.forEach((raw, index) => {
    const n = index + 1;
    if (raw.trim() === "") return;
    if (index === 0 && HEADER.test(raw)) return;
    const parts = splitCsvLine(raw).map((cell) => cell.replaceAll('"', ""));
    if (parts.length < 3) {
      errors.push(`Ligne ${n}: Format invalide - 3 colonnes attendues (Prénom, Nom, Email)`);
      return;
    }
    const [firstName = "", lastName = "", rawEmail = ""] = parts;
    const email = rawEmail.toLowerCase();
    if (!EMAIL_PATTERN.test(email)) {
      errors.push(`Ligne ${n}: Format email invalide`);
      return;
    }
    if (existing.has(email)) {
      errors.push(`Ligne ${n}: Email déjà existant en base`);
      return;
    }
    if (seen.has(email)) {
      errors.push(`Ligne ${n}: Email en double dans l'import`);
      return;
    }
    seen.add(email);
    users.push({ line: n, firstName, lastName, email });
  });
  return { users, errors };
}
