import { getTableName } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, zoneFormat, zoneTimeLabel } from "../../../shared/clock";
import type { ArchivedFile } from "./archive-writer";
import type { CompanyExportPlan } from "./export-plan";
import { CSV_FOLDER, EXPORTED_TABLES, JSON_FOLDER, REPORTS_FOLDER } from "./export-tables";

/** What the manifest says of a table. */
export interface ArchivedTable {
  table: string;
  rows: number;
  csv: string;
  json: string;
}

/** manifest.json: what the archive holds, to check it file by file. */
export interface ExportManifest {
  format: "calibra-export";
  version: 1;
  company: { id: number; name: string };
  exportedAt: string;
  exportedBy: { id: string; name: string };
  migration: string | null;
  auditTrail: { lastSeq: number; lastHash: string };
  tables: ArchivedTable[];
  files: ArchivedFile[];
}

/** LISEZMOI.txt: the archive's layout and formats in French, and what it leaves out and why. */
export function readmeText(plan: CompanyExportPlan): string {
  const zone = plan.company.timeZone ?? DEFAULT_TIME_ZONE;
  const tables = EXPORTED_TABLES.map((t) => `  ${getTableName(t.table).padEnd(26)} ${t.holds}`);
  const lines = [
    `Export des données de « ${plan.company.name} » — Calibra`,
    `Exporté le ${zoneFormat(zone, { dateStyle: "long", timeStyle: "short" }).format(plan.exportedAt)} (${zoneTimeLabel(zone)}) par ${plan.exportedBy.name}.`,
    "",
    "Cette archive contient toutes les données de l'entreprise enregistrées dans Calibra, table par",
    "table, chacune en deux formats qui contiennent exactement les mêmes lignes :",
    "",
    `- ${CSV_FOLDER}/<table>.csv : UTF-8 avec BOM, séparateur point-virgule, fins de ligne CRLF. Un texte`,
    "  qui commence par = + - @, une tabulation ou un retour chariot est précédé d'une apostrophe, pour",
    "  qu'un tableur ne l'exécute pas comme une formule. Les listes et les objets (colonnes JSON) sont",
    "  écrits en texte JSON ; vrai et faux s'écrivent true et false ; une cellule vide est une valeur nulle.",
    `- ${JSON_FOLDER}/<table>.json : un tableau JSON par table, un objet par enregistrement, chacun sur sa`,
    "  propre ligne (une grande table se lit ainsi ligne à ligne).",
    "",
    `Les colonnes portent les noms de la base de données (schéma ${plan.migration ?? "inconnu"}). Les`,
    "dates et heures sont en UTC au format ISO 8601 (2026-11-27T09:05:00.123456Z), à la microseconde ;",
    "les jours au format AAAA-MM-JJ ; les nombres avec un point décimal.",
    "",
    `- ${REPORTS_FOLDER}/ : le fichier de chaque rapport généré (PDF, HTML ou Excel), tel que Calibra l'a`,
    "  enregistré, nommé <id du rapport>-<nom du fichier> ; son empreinte SHA-256 est celle de la colonne",
    "  sha256 de la table reports.",
    "- manifest.json : l'entreprise, la date de l'export, le niveau de migration du schéma, le nombre de",
    "  lignes de chaque table, et chaque fichier de l'archive avec sa taille en octets et son empreinte",
    "  SHA-256 (manifest.json lui-même excepté).",
    "",
    "Les tables :",
    ...tables,
    "",
    `Le journal d'audit (audit_logs) va jusqu'à l'entrée n° ${plan.auditHead.seq}, celle de cet export.`,
    "Chaque entrée porte sa position (seq), l'empreinte de l'entrée précédente (prev_hash) et la sienne",
    "(hash) : la prev_hash d'une entrée est la hash de celle qui la précède. Les points de contrôle",
    "(audit_checkpoints) donnent la position et l'empreinte de la chaîne à un moment donné.",
    "",
    "Ce que l'archive ne contient pas, et pourquoi :",
    "- les mots de passe (même chiffrés), les sessions, les jetons de connexion et d'invitation : ce",
    "  sont des clés d'accès, pas des données ;",
    "- les jetons des liens de partage des campagnes et des liens personnels, le secret des clés",
    "  d'évaluateur et l'adresse secrète du calendrier : quiconque les détient pourrait lire ou saisir",
    "  des données ;",
    "- la file d'envoi des e-mails : ses messages portent des liens de connexion et d'invitation ;",
    "- ce qui n'appartient à aucune entreprise : tentatives de connexion, limites de débit, journal de",
    "  sécurité des comptes inconnus.",
    "",
    "L'export lit les tables l'une après l'autre, par tranches, chacune dans une courte transaction :",
    "une modification faite pendant l'export peut figurer dans une table et pas dans une autre.",
    "",
  ];
  return lines.join("\r\n");
}
