/**
 * The words of the Résultats screen (calculation results, explanation, application of the periods), one object per component. Imported by the results pages only: each area's texts travel with its own lazy chunk.
 */

/** The texts of apply-dialog.tsx. */
export const APPLY_DIALOG_TEXTS = {
  approuverEtAppliquerLes: "Approuver et appliquer les nouvelles périodes",
  laPeriodeActuelleDe: "La période actuelle de chacun des ",
  calculesSeraRemplaceePar:
    " calculés sera remplacée par sa période effective (la période forcée si elle est saisie, sinon la nouvelle période calculée), et ce changement sera enregistré dans l'historique de l'instrument.",
  lesPeriodesOntDeja: "Les périodes ont déjà été appliquées le ",
  lesAppliquerDeNouveau:
    " : les appliquer de nouveau ajoutera un changement à l'historique de chaque instrument.",
  lesEquipementsSansResultat: "Les équipements sans résultat ne sont pas modifiés.",
  signatureElectronique: "Signature électronique",
  signataire: "Signataire :",
  signification: "Signification :",
  motDePasse: "Mot de passe",
  annuler: "Annuler",
  lesPeriodesForceesModifiees: (unsaved: string | number) =>
    `Les ${unsaved} périodes forcées modifiées seront d'abord sauvegardées.`,
  laPeriodeForceeModifiee: "La période forcée modifiée sera d'abord sauvegardée.",
  motifDesPeriodesForcees: "Motif des périodes forcées",
  motifDeLaPeriode: "Motif de la période forcée",
  ilFigureDansLes:
    "Il figure dans les résultats, les rapports et l'historique (sinon « motif non renseigné »).",
  obligatoireVotreEntrepriseExige:
    "Obligatoire : votre entreprise exige une approbation signée. La signature, son heure et sa signification sont enregistrées avec le calcul.",
  votreMotDePasse:
    "Votre mot de passe signe l'approbation, enregistrée avec le calcul. Sans mot de passe, les périodes sont appliquées sans signature.",
  application: "Application...",
  sauvegarderApprouverEtAppliquer: "Sauvegarder, approuver et appliquer",
  approuverEtAppliquer: "Approuver et appliquer",
} as const;

/** The texts of method-note.tsx. */
export const METHOD_NOTE_TEXTS = {
  commentLesNouvellesPeriodes: "Comment les nouvelles périodes sont-elles calculées ?",
  methodeOpperetFdX:
    "Méthode OPPERET (FD X 07-014, annexe D). Pour chaque équipement, chaque critère noté donne une note moyenne m des notateurs, entre −2 (raccourcir la période) et +2 (l'allonger), et une dispersion d (écart type entre notateurs). La note corrigée g = m − k2 × d, bornée entre −2 et +2, pénalise le désaccord entre notateurs.",
  leScoreGlobalG:
    "Le score global G est la moyenne des notes corrigées pondérée par le poids w de chaque critère : G = Σ (w × g) ÷ Σ w ; un critère sans notation n'y entre pas. Le score OPPERET vaut (G + 2) ÷ 4 × 100.",
  nouvellePeriodePeriodeActuelle:
    "Nouvelle période = période actuelle × 2 puissance (k1 × a × G ÷ 2), arrondie au mois le plus proche et bornée entre 1 mois et pmax. Avec k1 = 1, G = +2 double la période, G = −2 la divise par deux et G = 0 la garde.",
  forcedPeriodHelp:
    "Une période forcée (1 à 120 mois) remplace la nouvelle période. L'évolution compare la période effective à la période actuelle : au-delà de +10 % la période est étendue, en deçà de −10 % elle est réduite, sinon elle est maintenue. Ouvrez l'explication d'une ligne pour voir le détail de son calcul.",
} as const;

/** The texts of report-offer-dialog.tsx. */
export const REPORT_OFFER_DIALOG_TEXTS = {
  genererLeRapportDe: "Générer le rapport de synthèse",
  lesNouvellesPeriodesSont:
    "Les nouvelles périodes sont appliquées. Vous pouvez maintenant produire le rapport de la campagne.",
  leRapportContiendra: "Le rapport contiendra :",
  contenuDuRapport: "Contenu du rapport",
  lesInformationsDeLa: "les informations de la campagne et sa date de création ;",
  lesParticipantsParProfil: "les participants, par profil ;",
  lesEquipementsAvecLeurs: "les équipements avec leurs notes et les verbatims ;",
  lesNouvellesPeriodesEt: "les nouvelles périodes et les périodes forcées ;",
  lEvolutionEtLe: "l'évolution et le statut de chaque période.",
  fermer: "Fermer",
  genererLeRapport: "Générer le rapport",
} as const;

/** The texts of result-explanation.tsx. */
export const RESULT_EXPLANATION_TEXTS = {
  contributionDeChaqueCritere: "Contribution de chaque critère au score global : ",
  critere: "Critère",
  profil: "Profil",
  poidsW: "Poids w",
  notateurs: "Notateurs",
  noteMoyenneM: "Note moyenne m",
  dispersionD: "Dispersion d",
  noteCorrigeeG: "Note corrigée g",
  contributionWGW: "Contribution w·g/Σw",
  scoreGlobalG: "Score global G",
  sommeDesPoids: "Somme des poids : ",
  weightingK2: " (pondération), k2 = ",
  correctionDeLaDispersion: "(correction de la dispersion : g = m − k2 × d, bornée entre −2 et +2), pmax =",
  mois: " mois",
  periodeMaximaleA: " (période maximale), a = ",
  facteurDAjustement: "(facteur d'ajustement).",
  entre2RaccourcirEt: ", entre −2 (raccourcir) et +2 (allonger).",
  t2PuissanceK1A: "2 puissance (k1 × a × G ÷ 2) = 2 puissance (",
  periodeActuelleFacteur: "période actuelle × facteur = ",
  monthsTimes: " mois × ",
  moisArrondieAuMois: " mois → arrondie au mois le plus proche :",
  aujourdHuiAuParc: " aujourd'hui au Parc : le calcul est parti de la période de la campagne (",
  moisCelleQueL: " mois), celle que l'historique de l'instrument retiendra.",
  saisieALaMain: ", saisie à la main : elle remplace la nouvelle période calculée.",
  motif: "Motif : ",
  periode: "(période ",
  periodeActuellePeriodeActuelle: " − période actuelle) ÷ période actuelle = (",
  etendueAuDelaDe: " (étendue au-delà de +10 %, réduite en deçà de −10 %, maintenue entre les deux).",
  aucuneNotationEnregistreePour: "Aucune notation enregistrée pour cet équipement.",
  choixDesNotateurs: "Choix des notateurs : ",
  notateur: "Notateur",
  niveau: "Niveau",
  score: "Score",
  verbatim: "Verbatim",
  critereNonPrisEn: "Critère non pris en compte dans ce calcul",
  notateurNonIdentifie: "Notateur non identifié",
  impossibleDeChargerL: "Impossible de charger l'explication de ce résultat.",
  reessayer: "Réessayer",
  calculDu: " · calcul du",
  desNotationsDeCet:
    "Des notations de cet équipement ont changé depuis le calcul : les chiffres ci-dessous sont ceux du calcul, les choix des notateurs sont ceux d'aujourd'hui. Relancez le calcul pour en tenir compte.",
  criteriaContributionTitle: "Contribution de chaque critère",
  duScoreALa: "Du score à la nouvelle période",
  ratersChoiceTitle: "Choix des notateurs",
  criteriaContributionTable: (name: string | number) =>
    `Contribution de chaque critère, tableau défilant : ${name}`,
  parametresDuCalcul: "Paramètres du calcul",
  scoreOpperet: "Score OPPERET",
  facteurDePeriode: "Facteur de période",
  nouvellePeriode: "Nouvelle période",
  rameneeAPmaxMois: (pmax: string | number) => ` → ramenée à pmax = ${pmax} mois`,
  porteeAuMinimumDe: " → portée au minimum de 1 mois",
  compriseEntre1Et: (pmax: string | number) => `, comprise entre 1 et pmax = ${pmax} mois`,
  periodeDuParc: "Période du Parc",
  periodeForcee: "Période forcée",
  motifNonRenseigne: "motif non renseigné",
  le: (forcedAt: string | number) => `, le ${forcedAt}`,
  elleDepassePmaxMois: (pmax: string | number) => ` Elle dépasse pmax (${pmax} mois).`,
  evolution: "Évolution",
  forcee: "forcée",
  choixDesNotateursTableau: (name: string | number) => `Choix des notateurs, tableau défilant : ${name}`,
  chargementDeLExplication: (name: string | number) => `Chargement de l'explication : ${name}`,
  explicationDuCalcul: (name: string | number) => `Explication du calcul : ${name}`,
} as const;

/** The texts of result-row.tsx. */
export const RESULT_ROW_TEXTS = {
  aucune: "Aucune",
  explicationDuCalcul: "Explication du calcul",
  nonRenseigne: "Non renseigné",
  aRecalculerDonneesModifiees: "À recalculer : données modifiées",
  appliquee: "Appliquée : ",
  mois: " mois",
  periodeForceeMois: (equipmentName: string | number) => `Période forcée (mois) : ${equipmentName}`,
  explanationOf: (equipmentName: string | number) => `Explication du calcul : ${equipmentName}`,
} as const;

/** The texts of results-page.tsx. */
export const RESULTS_PAGE_TEXTS = {
  chargementDesResultats: "Chargement des résultats...",
  campagneNonTrouvee: "Campagne non trouvée",
  retourAuxCampagnes: "Retour aux campagnes",
  cetteCampagneNExiste: "Cette campagne n'existe pas ou n'appartient pas à votre entreprise.",
  impossibleDeChargerLes: "Impossible de charger les résultats",
  aucunResultatDeCalcul: "Aucun résultat de calcul disponible pour cette campagne.",
  allerALaNotation: "Aller à la notation",
  notezLesEquipementsDe:
    "Notez les équipements de la campagne, puis lancez le calcul des nouvelles périodes d'étalonnage depuis la page de notation.",
  cetteCampagneEstCloturee:
    "Cette campagne est clôturée : ses résultats restent consultables mais ne peuvent plus être modifiés.",
  vousConsultezCesResultats:
    "Vous consultez ces résultats en lecture seule : seuls les administrateurs et les initiateurs de campagne peuvent forcer, appliquer ou recalculer les périodes.",
  periodesAppliqueesLe: "Périodes appliquées le ",
  laPeriodeEffectiveDe:
    ": la période effective de chaque instrument est devenue sa période actuelle et figure dans son historique.",
  approuveesPar: "Approuvées par ",
  le: " le",
  signatureElectronique: ", signature électronique : « ",
  notationsIncompletes: "Notations incomplètes",
  notesSur: " notes sur ",
  sur: " sur",
  entierementNotesUnCritere:
    " entièrement notés). Un critère sans note ne compte pas dans le score de l'équipement.",
  cesResultatsNeSont: "Ces résultats ne sont plus à jour",
  depuisLeCalculNotes:
    " depuis le calcul (notes, période actuelle, poids des critères ou paramètres globaux).",
  retourALaNotation: "Retour à la notation",
  recalculer: "Recalculer",
  auDelaDePmax: "Au-delà de pmax (",
  mois: " mois) :",
  leMotifDoitDire: ". Le motif doit dire pourquoi.",
  quitterSansSauvegarder: "Quitter sans sauvegarder ?",
  resultatsDuCalculOpperet: "Résultats du calcul OPPERET",
  campagne: (name: string | number, value: string | number) => `Campagne « ${name} »${value}`,
  desResultats: "des résultats",
  equipement: "équipement",
  equipementAChange: "équipement a changé",
  equipementsOntChange: "équipements ont changé",
  relancezLeCalculAvant: " Relancez le calcul avant d'appliquer les nouvelles périodes.",
  motifDesPeriodesForcees: "Motif des périodes forcées",
  motifDeLaPeriode: "Motif de la période forcée",
  sauvegarder: "Sauvegarder",
  periodesForceesASauvegarder: (length: string | number) =>
    `${length} périodes forcées à sauvegarder. Qui les a forcées, quand et pourquoi figurent dans les résultats, les rapports et l'historique des instruments.`,
  unePeriodeForceeA:
    "Une période forcée à sauvegarder. Qui l'a forcée, quand et pourquoi figurent dans les résultats, les rapports et l'historique de l'instrument.",
  leaveWithoutSaving: "Quitter sans sauvegarder",
  periodesForceesSaisiesNe: (unsavedCount: string | number) =>
    `${unsavedCount} périodes forcées saisies ne sont pas sauvegardées : elles seront perdues si vous quittez la page.`,
  unePeriodeForceeSaisie:
    "Une période forcée saisie n'est pas sauvegardée : elle sera perdue si vous quittez la page.",
  calculDu: (lastCalculation: string | number) => ` · calcul du ${lastCalculation}`,
} as const;

/** The texts of results-summary.tsx. */
export const RESULTS_SUMMARY_TEXTS = {
  syntheseDesResultats: "Synthèse des résultats",
  equipementsCalcules: "Équipements calculés",
  duTotal: (value: string | number) => `${value} du total`,
  avecUneNouvellePeriode: "avec une nouvelle période",
} as const;

/** The texts of results-table.tsx. */
export const RESULTS_TABLE_TEXTS = {
  resultatsParEquipement: "Résultats par équipement",
  tableauDefilantDesResultats: "Tableau défilant des résultats",
  explication: "Explication",
  nom: "Nom",
  type: "Type",
  reference: "Référence",
  periodeActuelleMois: "Période actuelle (mois)",
  nouvellePeriodeMois: "Nouvelle période (mois)",
  periodeForceeMois: "Période forcée (mois)",
  scoreGlobal: "Score global",
  scoreOpperet: "Score OPPERET",
  evolution: "Évolution",
  statut: "Statut",
  chargementDesAutresResultats: "Chargement des autres résultats...",
  equipementCalcule: "équipement calculé",
  equipementsCalcules: "équipements calculés",
} as const;

/** The texts of results-toolbar.tsx. */
export const RESULTS_TOOLBAR_TEXTS = {
  sauvegarderPeriodesForcees: "Sauvegarder Périodes Forcées",
  appliquerLesNouvellesPeriodes: "Appliquer les Nouvelles Périodes",
  periodesForceesSontInvalides: (invalid: string | number) =>
    `${invalid} périodes forcées sont invalides : corrigez-les avant de continuer.`,
  unePeriodeForceeEst: "Une période forcée est invalide : corrigez-la avant de continuer.",
  rienNAEte: (text: string | number) => `${text} Rien n'a été envoyé.`,
  aucuneModificationASauvegarder: "Aucune modification à sauvegarder",
  periodesForceesNonSauvegardees: (unsaved: string | number) =>
    `${unsaved} périodes forcées non sauvegardées`,
  t1PeriodeForceeNon: "1 période forcée non sauvegardée",
} as const;

/** The texts of run-picker.tsx. */
export const RUN_PICKER_TEXTS = {
  calculAffiche: "Calcul affiché",
  vousConsultezLe: "Vous consultez le ",
  sesResultatsSontFiges:
    " : ses résultats sont figés tels qu'il les a calculés, avec les critères et les paramètres de ce moment-là, en lecture seule.",
  revenirAuCalculEn: "Revenir au calcul en vigueur",
  calculNDu: (number: string | number, startedAt: string | number, value: string | number) =>
    `Calcul n° ${number} du ${startedAt}${value}`,
  enVigueur: "en vigueur",
  applique: "appliqué",
  par: (calculatedByName: string | number) => ` par ${calculatedByName}`,
} as const;

/** The texts of without-result.tsx. */
export const WITHOUT_RESULT_TEXTS = {
  equipementsSansResultat: "Équipements sans résultat",
  nom: "Nom",
  reference: "Référence",
  periodeActuelleMois: "Période actuelle (mois)",
  raison: "Raison",
  nonNote: "Non noté",
  currentPeriodUnknown: "Période actuelle inconnue (0 mois)",
  noteApresLeDernier: "Noté après le dernier calcul : relancez le calcul",
  t1EquipementNA:
    "1 équipement n'a pas de nouvelle période : il ne sera pas modifié par l'application des périodes.",
  pasDeNouvellePeriode: (value: string | number) =>
    `${value} pas de nouvelle période : ils ne seront pas modifiés par l'application des périodes.`,
  listeDefilanteDesEquipements: "Liste défilante des équipements sans résultat",
  equipementNA: "équipement n'a",
  equipementsNOnt: "équipements n'ont",
} as const;

/** The texts of rating-completeness.tsx. */
export const RATING_COMPLETENESS_TEXTS = {
  notes: "notes",
  sansNote: " sans note",
  notesParCritere: "Notes par critère : ",
  gradesByCriterionTitle: "Notes par critère",
  chaqueCritereDeChaque: "Chaque critère de chaque profil est noté pour chaque équipement.",
  ceQuiManquePar: "Ce qui manque, par profil",
  calculerSurDesNotations: "Calculer sur des notations incomplètes ?",
  notesSur: " notes sur ",
  sur: " sur ",
  entierementNotesLesCriteres:
    " entièrement notés). Les critères sans note ne comptent pas dans le score des équipements concernés. Le calcul enregistrera que vous l'avez confirmé.",
  equipement: "équipement",
  calculerQuandMeme: "Calculer quand même",
  continuerLaNotation: "Continuer la notation",
} as const;
