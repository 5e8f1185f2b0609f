import type { CriteriaProfile } from "../../../shared/roles";

/** Who rates the criteria of each profile (spec §6, DESIGN.md §4). */
export const PROFILE_RATERS: Record<CriteriaProfile, string> = {
  utilisateur_equipement:
    "Noté par les techniciens et utilisateurs d'équipement, y compris par le lien public technicien.",
  gestionnaire_parc: "Noté par les gestionnaires de parc.",
  initiateur_campagne: "Noté par les initiateurs de campagne.",
  general: "Noté par tous les participants, quel que soit leur profil.",
};
