import type { CriteriaProfile } from "../../../shared/roles";
import { PROFILES_TEXTS } from "../../../shared/texts/criteria";

/** Who rates the criteria of each profile (spec §6, DESIGN.md §4). */
export const PROFILE_RATERS: Record<CriteriaProfile, string> = {
  utilisateur_equipement: PROFILES_TEXTS.noteParLesTechniciens,
  gestionnaire_parc: PROFILES_TEXTS.noteParLesGestionnaires,
  initiateur_campagne: PROFILES_TEXTS.noteParLesInitiateurs,
  general: PROFILES_TEXTS.noteParTousLes,
};
