import { CRITERIA_PROFILE_LABELS, CRITERIA_PROFILES, type CriteriaProfile } from "../../../shared/roles";
import { LIST_TEXTS } from "../../../shared/texts/common";
import { cn } from "../../lib/utils";

const COLORS: Record<CriteriaProfile, string> = {
  utilisateur_equipement: "border-amber-200 bg-amber-100 text-amber-900",
  gestionnaire_parc: "border-emerald-200 bg-emerald-100 text-emerald-800",
  initiateur_campagne: "border-blue-200 bg-blue-100 text-blue-800",
  general: "border-slate-200 bg-slate-100 text-slate-700",
};

export function isCriteriaProfile(value: string): value is CriteriaProfile {
  return (CRITERIA_PROFILES as readonly string[]).includes(value);
}

/**
 * The profile whose raters see a criterion (spec §6), in its colour and with its label. `size`
 * "sm" fits table headers; "md" criteria cards.
 */
export function ProfileBadge({
  profile,
  size = "sm",
  className,
}: {
  profile: string;
  size?: "sm" | "md";
  className?: string;
}) {
  const known = isCriteriaProfile(profile) ? profile : null;
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border font-medium whitespace-nowrap",
        size === "sm" ? "px-2 py-px text-[11px]" : "px-2.5 py-0.5 text-xs",
        known ? COLORS[known] : COLORS.general,
        className,
      )}
    >
      <span className="sr-only">{LIST_TEXTS.profilePrefix}</span>
      {known ? CRITERIA_PROFILE_LABELS[known] : profile}
    </span>
  );
}
