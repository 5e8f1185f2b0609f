import { CRITERIA_PROFILE_LABELS, CRITERIA_PROFILES, type CriteriaProfile } from "../../../shared/roles";
import { cn } from "../../lib/utils";

const COLORS: Record<CriteriaProfile, string> = {
  utilisateur_equipement: "border-amber-200 bg-amber-100 text-amber-900",
  gestionnaire_parc: "border-emerald-200 bg-emerald-100 text-emerald-800",
  initiateur_campagne: "border-blue-200 bg-blue-100 text-blue-800",
  general: "border-slate-200 bg-slate-100 text-slate-700",
};

function isCriteriaProfile(value: string): value is CriteriaProfile {
  return (CRITERIA_PROFILES as readonly string[]).includes(value);
}

/** The profile that rates a criterion, with the labels of spec §6. */
export function ProfileBadge({ profile, className }: { profile: string; className?: string }) {
  const known = isCriteriaProfile(profile) ? profile : null;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2 py-px text-[11px] font-medium whitespace-nowrap",
        known ? COLORS[known] : COLORS.general,
        className,
      )}
    >
      <span className="sr-only">Profil : </span>
      {known ? CRITERIA_PROFILE_LABELS[known] : profile}
    </span>
  );
}
