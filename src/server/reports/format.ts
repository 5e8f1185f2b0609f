/**
 * French formatting shared by the three report renderers (DESIGN.md §9): numbers with a decimal
 * comma and a narrow no-break space between thousands, dates dd/MM/yyyy HH:mm in the company's time
 * zone (the report's `timeZone`, decision 026), and the report's fixed wording.
 */
import { DEFAULT_TIME_ZONE, offsetAt, today, zoneFormat, zoneTimeLabel } from "../../shared/clock";
import type {
  CampaignReport,
  ReportEquipment,
  ReportParticipant,
  ReportParticipantGroup,
  ReportRater,
} from "./report-model";

/** The zone of a report whose company's zone is not known. */
export const REPORT_TIME_ZONE = DEFAULT_TIME_ZONE;

const numberFormats = new Map<number, Intl.NumberFormat>();

/** "12 345", "1,25"; `decimals` fixed when given, else up to 3. */
export function frenchNumber(value: number, decimals?: number): string {
  const key = decimals ?? -1;
  let nf = numberFormats.get(key);
  if (!nf) {
    nf = new Intl.NumberFormat(
      "fr-FR",
      decimals === undefined
        ? { maximumFractionDigits: 3 }
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
    );
    numberFormats.set(key, nf);
  }
  return nf.format(value);
}

/** The narrow no-break space French puts before "%" (as Intl does between thousands). */
const THIN = "\u202f";

/** "+12,5 %", "−8,0 %", "0,0 %": evolution with one decimal (spec §9), never broken before "%". */
export function frenchPercent(value: number, decimals = 1): string {
  const text = frenchNumber(Math.abs(value), decimals);
  if (Number(Math.abs(value).toFixed(decimals)) === 0) return `${text}${THIN}%`;
  return `${value > 0 ? "+" : "−"}${text}${THIN}%`;
}

/** "+1,250", "−0,500": a signed score. */
export function frenchSigned(value: number, decimals: number): string {
  const text = frenchNumber(Math.abs(value), decimals);
  if (Number(Math.abs(value).toFixed(decimals)) === 0) return text;
  return `${value > 0 ? "+" : "−"}${text}`;
}

const HOUR = 3_600_000;
/** The zone's offset by UTC hour, in minutes: it changes on the hour, and Intl is slow. */
const offsets = new Map<string, number>();

function offsetMinutes(ms: number, zone: string): number {
  const key = `${zone} ${Math.floor(ms / HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = Math.round(offsetAt(zone, ms) / 60_000);
    if (offsets.size > 10_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

const two = (value: number) => String(value).padStart(2, "0");
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * dd/MM/yyyy HH:mm with the zone's offset at that instant ("24/11/2026 15:05 UTC+1", summer times
 * "UTC+2"): every time of a report says its zone (issue 23). "—" when absent.
 */
export function frenchDateTime(iso: string | null | undefined, zone: string): string {
  if (!iso) return "—";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "—";
  const offset = offsetMinutes(ms, zone);
  const local = new Date(ms + offset * 60_000);
  const utc =
    offset === 0
      ? "UTC"
      : `UTC${offset < 0 ? "−" : "+"}${Math.floor(Math.abs(offset) / 60)}${Math.abs(offset) % 60 ? `:${two(Math.abs(offset) % 60)}` : ""}`;
  return `${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())} ${utc}`;
}

/** What a report says of its times: the zone they are shown in. */
export function timeZoneNote(zone: string = REPORT_TIME_ZONE): string {
  const label = zoneTimeLabel(zone);
  return `Heures en ${label}${label.endsWith(zone) ? "" : ` (${zone})`}, avec leur décalage par rapport à UTC.`;
}

/** dd/MM/yyyy, or "—" when absent. */
export function frenchDay(iso: string | null | undefined, zone: string = REPORT_TIME_ZONE): string {
  if (!iso) return "—";
  let format = dayFormats.get(zone);
  if (!format) {
    format = zoneFormat(zone, { day: "2-digit", month: "2-digit", year: "numeric" });
    dayFormats.set(zone, format);
  }
  return format.format(new Date(iso));
}

/** "12 mois", "1 mois", never broken between the number and its unit. */
export function months(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : `${frenchNumber(value)}\u00a0mois`;
}

/** Why an equipment has no result, in the words of the results page. */
export const WITHOUT_RESULT_LABELS: Record<NonNullable<ReportEquipment["withoutResultReason"]>, string> = {
  unrated: "Aucune notation",
  "unknown-period": "Période actuelle inconnue (0 mois)",
  "rated-since": "Noté après le dernier calcul",
  "not-calculated": "Calcul non lancé",
};

export const RATING_SOURCE_LABELS: Record<ReportEquipment["ratings"][number]["source"], string> = {
  staff: "Application",
  campaign: "Lien de notation",
  personal: "Lien personnel",
};

export const REPORT_TITLE = "Rapport de synthèse de campagne d'étalonnage";

/** The wording of « Participants par profil », the same in the three formats. */
export const PARTICIPANT_TEXTS = {
  title: "Participants par profil",
  note:
    "Évaluateurs\u00a0: toute personne dont des notations sont prises en compte dans cette campagne, invitée ou " +
    "non, avec ou sans compte\u00a0; les saisies en attente de validation ne sont pas comptées. Invités sans " +
    "notation\u00a0: les participants invités qui n'ont rien noté.",
  raters: "Évaluateurs",
  invitedWithoutRating: "Invités sans notation",
  noRaters: "Aucune notation prise en compte.",
  allInvitedRated: "Tous les invités ont noté.",
  noneInvited: "Aucun participant invité.",
} as const;

/** The columns of the raters' table (HTML, PDF) and of the invited non-raters' table. */
export const RATER_COLUMNS = ["Nom", "E-mail", "Rôles", "Notations", "Équipements notés"] as const;
export const INVITED_COLUMNS = ["Nom", "E-mail", "Rôles"] as const;

function plural(count: number, one: string, many: string): string {
  return `${frenchNumber(count)} ${count > 1 ? many : one}`;
}

/** A profile's raters, counted: "2 évaluateurs · 7 notations" (after the profile's label). */
export function ratersCount(group: ReportParticipantGroup): string {
  const ratings = group.raters.reduce((sum, rater) => sum + rater.ratingCount, 0);
  return `${plural(group.raters.length, "évaluateur", "évaluateurs")} · ${plural(ratings, "notation", "notations")}`;
}

/** A profile's invited non-raters, counted: "3 invités". */
export function invitedCount(group: ReportParticipantGroup): string {
  return plural(group.invitedWithoutRating.length, "invité", "invités");
}

/** What the « Rôles » column says: the roles of an account, how a rater without one rated; "" for none. */
export function participantRoles(person: ReportParticipant | ReportRater): string {
  if ("identity" in person && person.identity === "link") return "Lien de notation, sans compte";
  if ("identity" in person && person.identity === "former") return "Compte supprimé";
  return person.roles.join(", ");
}

/** What the section says when a list is empty: no rater, or every invited person rated (or none was). */
export function participantsEmptyTexts(groups: readonly ReportParticipantGroup[]): {
  raters: string | null;
  invited: string | null;
} {
  const anyRater = groups.some((group) => group.raters.length > 0);
  const anyInvitedRater = groups.some((group) => group.raters.some((rater) => rater.invited));
  const anyWithout = groups.some((group) => group.invitedWithoutRating.length > 0);
  return {
    raters: anyRater ? null : PARTICIPANT_TEXTS.noRaters,
    invited: anyWithout
      ? null
      : anyInvitedRater
        ? PARTICIPANT_TEXTS.allInvitedRated
        : PARTICIPANT_TEXTS.noneInvited,
  };
}

/** The columns of the results table, one row per equipment: the same in HTML and in Excel. */
export const RESULT_COLUMNS = [
  { title: "Équipement", numeric: false },
  { title: "Référence", numeric: false },
  { title: "Type", numeric: false },
  { title: "Période actuelle (mois)", numeric: true },
  { title: "Période calculée", numeric: true },
  { title: "Période forcée", numeric: true },
  { title: "Nouvelle période", numeric: true },
  { title: "Période appliquée", numeric: true },
  { title: "Score global", numeric: true },
  { title: "Score OPPERET", numeric: true },
  { title: "Évolution (%)", numeric: true },
  { title: "Statut", numeric: false },
  { title: "Motif sans résultat", numeric: false },
] as const;

/**
 * The file name of a report: "rapport-{campaign}-{yyyy-mm-dd}-{HHhMM}.{ext}" (Paris time), ASCII,
 * safe in any header; two reports of one day keep apart by their time.
 */
export function reportFileName(
  report: {
    campaign: Pick<CampaignReport["campaign"], "id" | "name">;
    generatedAt: string;
    timeZone?: string;
  },
  extension: string,
): string {
  const slug =
    report.campaign.name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || `campagne-${report.campaign.id}`;
  const at = new Date(report.generatedAt);
  const zone = report.timeZone || REPORT_TIME_ZONE;
  const day = today(zone, at);
  const time = zoneFormat(zone, { hour: "2-digit", minute: "2-digit" }).format(at).replace(":", "h");
  return `rapport-${slug}-${day}-${time}.${extension}`;
}
