/**
 * The texts of the campaigns' records (decision 021): archiving, bringing back, reopening. Kept with
 * the page rather than in messages.ts, which the landing page loads whole.
 */
export const RECORD_TEXTS = {
  archiveConfirm:
    "Archiver la campagne « {name} » ? Elle passe en lecture seule et quitte la liste des campagnes en cours. Ses notations, calculs, rapports et mesures restent consultables avec le filtre « Archivées ».",
  unarchiveConfirm: "Désarchiver la campagne « {name} » ? Elle revient dans la liste des campagnes en cours.",
  reopenConfirm:
    "La campagne « {name} » redevient active : elle peut être modifiée, notée et recalculée. Ses liens publics sont renouvelés ; ses calculs et rapports précédents restent au dossier.",
  archived: "Campagne archivée : elle reste consultable avec le filtre « Archivées »",
  unarchived: "Campagne désarchivée : elle est de retour dans la liste",
  reopened: "Campagne rouverte : de nouveaux liens publics ont été créés",
  archiveFailed: "Impossible d'archiver la campagne",
  unarchiveFailed: "Impossible de désarchiver la campagne",
  reopenFailed: "Impossible de rouvrir la campagne",
} as const;

/** The texts of campaign-dialog.tsx. */
export const CAMPAIGN_DIALOG_TEXTS = {
  laCampagneQueVous: "La campagne que vous saisissiez avant l'expiration de votre session a été reprise.",
  informationsDeLaCampagne: "Informations de la campagne",
  avancement: "Avancement : ",
  sur: "sur ",
  enregistrementEnCours: "Enregistrement en cours...",
} as const;

/** The texts of campaign-form.tsx. */
export const CAMPAIGN_FORM_TEXTS = {
  nomDeLaCampagne: "Nom de la campagne",
  exCampagneAnnuelle2026: "Ex. : Campagne annuelle 2026 — atelier mécanique",
  description: "Description",
  perimetreObjectifsConsignesPour: "Périmètre, objectifs, consignes pour les participants...",
  dateLimite: "Date limite",
  statut: "Statut",
  participants: "Participants",
  equipements: "Équipements",
} as const;

/** The texts of campaigns-page.tsx. */
export const CAMPAIGNS_PAGE_TEXTS = {
  chargementDesCampagnes: "Chargement des campagnes...",
  impossibleDeChargerLes: "Impossible de charger les campagnes",
  campagnes: "Campagnes",
  nouvelleCampagne: "Nouvelle campagne",
  vousConsultezLesCampagnes:
    "Vous consultez les campagnes en lecture seule : seuls les administrateurs et les initiateurs de campagne peuvent les créer, les modifier, les clôturer ou les supprimer.",
  campagnesAffichees: "Campagnes affichées",
  rouvrirLaCampagne: "Rouvrir la campagne",
  supprimerLaCampagne: "Supprimer la campagne",
  cloturerLaCampagne: "Clôturer la campagne",
} as const;

/** The texts of campaigns-table.tsx. */
export const CAMPAIGNS_TABLE_TEXTS = {
  archivee: "Archivée",
  avancement: "Avancement ",
  nonDefinie: "Non définie",
  expire: "Expiré",
  aucunEquipement: "Aucun équipement",
  aucuneCampagneArchivee: "Aucune campagne archivée",
  uneCampagneQuiA:
    "Une campagne qui a des notations, des calculs ou des rapports ne se supprime pas : archivée, elle quitte la liste des campagnes en cours et reste consultable ici, avec ses rapports.",
  aucuneCampagne: "Aucune campagne",
  creerUneCampagne: "Créer une campagne",
  campagnesDEtalonnage: "Campagnes d'étalonnage",
  statut: "Statut",
  campagne: "Campagne",
  echeance: "Échéance",
  equipements: "Équipements",
  actions: "Actions",
} as const;

/** The texts of equipment-add.tsx. */
export const EQUIPMENT_ADD_TEXTS = {
  ajouterUnEquipement: "Ajouter un équipement",
  nomDeLEquipement: "Nom de l'équipement",
  nom: "Nom *",
  reference: "Référence",
  reference2: "Référence *",
  periodeMois: "Période (mois)",
  periodeMois2: "Période (mois) *",
  typeFacultatif: "Type (facultatif)",
  typeFacultatifPressionTemperature: "Type (facultatif) : Pression, Température...",
  ajouter: "Ajouter",
  nomReferenceEtPeriode: "Nom, référence et période requis ; Entrée ajoute aussi.",
  importCsvEnMasse: "Import CSV en masse",
  format: "Format : ",
  nomReferencePeriodeType: "nom,référence,période[,type]",
  periodeEnMoisType:
    " (période en mois, type facultatif) ; virgule ou point-virgule. Les lignes sans nom ou sans référence sont ignorées ; une période vide ou illisible vaut 0, à corriger sur sa ligne avant d'enregistrer.",
  ajoutEnCours: "Ajout en cours... ",
  ajoutDesEquipements: "Ajout des équipements",
  aLaListe: " à la liste",
  referenceDejaDansLa: " : référence déjà dans la liste (",
} as const;

/** The texts of equipment-dialog.tsx. */
export const EQUIPMENT_DIALOG_TEXTS = {
  equipements: "Équipements",
  listeDesEquipements: "Liste des équipements",
  fermer: "Fermer",
  enregistrer: "Enregistrer (",
  retirerLEquipement: "Retirer l'équipement",
  lEquipement: "L'équipement ",
  aDejaEteNote: ") a déjà été noté (",
  sesNotationsSerontSupprimees: ") : ses notations seront supprimées avec lui.",
} as const;

/** The texts of equipment-list.tsx. */
export const EQUIPMENT_LIST_TEXTS = {
  aucunEquipementPourL: "Aucun équipement pour l'instant.",
  equipementsDeLaCampagne: "Équipements de la campagne",
  nom: "Nom",
  reference: "Référence",
  periode: "Période",
  mois: " (mois)",
  actions: "Actions",
  listeDefilanteDesEquipements: "Liste défilante des équipements",
  chargementDeLaListe: "Chargement de la liste...",
} as const;

/** The texts of equipment-rows.tsx. */
export const EQUIPMENT_ROWS_TEXTS = {
  etalonnageEnRetard: "Étalonnage en retard",
  echeance: " · échéance ",
  nouveau: "Nouveau",
  moisNouvellePeriodeAppliquee: " mois, nouvelle période appliquée : ",
  laPeriodeDeLa:
    "La période de la campagne diffère de celle du Parc : le calcul part de celle de la campagne.",
  parc: "Parc : ",
  enregistrementEnCours: "Enregistrement en cours",
  modifier: "Modifier",
  supprimer: "Supprimer",
  nomDeLEquipement: "Nom de l'équipement",
  typeFacultatif: "Type (facultatif)",
  reference: "Référence",
  periodeMois: "Période (mois)",
  enregistrer: "Enregistrer",
  enregistrerLaModification: "Enregistrer la modification",
  annuler: "Annuler",
  annulerLaModification: "Annuler la modification",
} as const;

/** The texts of getting-started.tsx. */
export const GETTING_STARTED_TEXTS = {
  etape: "Étape ",
  pourBienDemarrer: "Pour bien démarrer",
  creezLesUtilisateurs: "Créez les utilisateurs",
  dansLaSection: "Dans la section",
  profils: "Profils",
  invitezLesMembresDe: ", invitez les membres de l'équipe et attribuez-leur un rôle.",
  ajoutezLesEquipements: "Ajoutez les équipements",
  saisissezLesUnPar: "Saisissez-les un par un ou collez une liste CSV.",
  ajouterDesEquipements: "Ajouter des équipements",
  selectionnezLesParticipants: "Sélectionnez les participants",
  ilsNoterontLesEquipements: "Ils noteront les équipements selon leur profil.",
  choisirLesParticipants: "Choisir les participants",
} as const;

/** The texts of participants-dialog.tsx. */
export const PARTICIPANTS_DIALOG_TEXTS = {
  chargementDesUtilisateurs: "Chargement des utilisateurs...",
  aucunUtilisateurNePeut:
    "Aucun utilisateur ne peut encore participer. Créez d'abord les utilisateurs dans la section",
  profils: "Profils",
  etAttribuezLeurUn:
    "et attribuez-leur un rôle (Admin, Initiateur de Campagne, Gestionnaire de Parc ou Technicien).",
  utilisateursEligibles: "Utilisateurs éligibles",
  aucunUtilisateurNA: "Aucun utilisateur n'a le rôle « ",
  participants: "Participants",
  choisissezLesMembresDe:
    "Choisissez les membres de l'équipe qui noteront les équipements de cette campagne.",
  fermer: "Fermer",
  enregistrer: "Enregistrer",
  aucunParticipantNA: "Aucun participant n'a été sélectionné pour cette campagne.",
  participantsDeLaCampagne: "Participants de la campagne",
} as const;

/** The texts of qr-print-sheet.tsx. */
export const QR_PRINT_SHEET_TEXTS = {
  calibraImprimeLe: "Calibra · imprimé le ",
} as const;

/** The texts of share-dialog.tsx. */
export const SHARE_DIALOG_TEXTS = {
  chargementDesLiens: "Chargement des liens...",
  reessayer: "Réessayer",
  laPageDeSaisie: "La page de saisie ne propose que les unités du type de chaque instrument :",
  unitesParTypeD: "unités par type d'instrument",
  recuesParLienElles: ": reçues par lien, elles ne comptent qu'une fois acceptées.",
  fermer: "Fermer",
} as const;

/** The texts of share-link-card.tsx. */
export const SHARE_LINK_CARD_TEXTS = {
  imprimer: "Imprimer",
  regenerer: "Régénérer",
  adresseDuLien: "Adresse du lien",
  copier: "Copier",
} as const;

/** The texts of summary-cards.tsx. */
export const SUMMARY_CARDS_TEXTS = {
  syntheseDesCampagnes: "Synthèse des campagnes",
  campagnesActives: "Campagnes actives",
  equipements: "Équipements",
  mesuresCeMois: "Mesures ce mois",
  rapportsGeneres: "Rapports générés",
} as const;
