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
  detailsDeLaCampagne: "Détails de la campagne",
  creerUneNouvelleCampagne: "Créer une nouvelle campagne",
  modifierLaCampagne: "Modifier la campagne",
  renseignezLaCampagnePuis:
    "Renseignez la campagne, puis ajoutez ses équipements et ses participants : tout est enregistré en une seule fois.",
  aucunParticipant: "Aucun participant",
  participantSelectionne: "participant sélectionné",
  participantsSelectionnes: "participants sélectionnés",
  aucunEquipement: "Aucun équipement",
  equipement: "équipement",
  dontAEnregistrer: (value: string | number) => `dont ${value} à enregistrer`,
  equipementNote: "équipement noté",
  equipementsNotes: "équipements notés",
  fermer: "Fermer",
  annuler: "Annuler",
  creation: "Création...",
  creerLaCampagne: "Créer la campagne",
  enregistrement: "Enregistrement...",
  enregistrer: "Enregistrer",
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
  facultativePasseeElleEst: "Facultative ; passée, elle est signalée comme expirée.",
  impossibleDeChargerLa: "Impossible de charger la liste",
  consulterLaListe: "Consulter la liste",
  choisirQuiNoteraLes: "Choisir qui notera les équipements",
  ajouterImporterOuModifier: "Ajouter, importer ou modifier",
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
  pilotezVosCampagnesD: "Pilotez vos campagnes d'étalonnage, leurs participants et leurs équipements",
  desCampagnes: "des campagnes",
  enCours: "En cours",
  archivees: "Archivées",
  desarchiverLaCampagne: "Désarchiver la campagne",
  archiverLaCampagne: "Archiver la campagne",
  desarchiver: "Désarchiver",
  archiver: "Archiver",
  rouvrir: "Rouvrir",
  suppression: "Suppression...",
  supprimer: "Supprimer",
  cloture: "Clôture...",
  cloturer: "Clôturer",
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
  equipement: "équipement",
  note: "noté",
  creezVotrePremiereCampagne:
    "Créez votre première campagne d'étalonnage : ajoutez les équipements à évaluer, choisissez les participants qui les noteront et fixez une échéance.",
  aucuneCampagneDEtalonnage:
    "Aucune campagne d'étalonnage n'a encore été créée dans votre entreprise. Un administrateur ou un initiateur de campagne peut en créer une.",
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
  uneLigneParEquipement: "Une ligne par équipement",
  sur: (lines: string | number) => ` sur ${lines}`,
  manometreNumeriqueMan0042: "Manomètre numérique,MAN-0042,12,Pression\nSonde de température,PT100-17,24",
  sansPeriodeValideDans: (value: string | number, value2: string | number) =>
    ` ${value} sans période valide : ${value2} dans la liste.`,
  equipementAjoute: "équipement ajouté",
  equipementsAjoutes: "équipements ajoutés",
  ligneIgnoree: "ligne ignorée",
  lignesIgnorees: "lignes ignorées",
  importerLesLignes: "Importer les lignes",
  importer: (value: string | number) => `Importer ${value}`,
  ellesSerontSignalees: "elles seront signalées",
  elleSeraSignalee: "elle sera signalée",
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
  leNomEtLa: "Le nom et la référence sont requis.",
  ajoutezLesEquipementsA:
    "Ajoutez les équipements à étalonner : les nouveaux sont enregistrés avec la campagne.",
  lesModificationsEtSuppressions: "Les modifications et suppressions sont enregistrées immédiatement.",
  lesEquipementsDeLa: "Les équipements de la campagne.",
  unEquipementEstA: "Un équipement est à corriger avant d'enregistrer : il est signalé dans la liste.",
  equipementsSontACorriger: (size: string | number) =>
    `${size} équipements sont à corriger avant d'enregistrer : ils sont signalés dans la liste.`,
  equipement: "équipement",
  suppression: "Suppression...",
  retirer: "Retirer",
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
  ajoutezEnAvecLe: " Ajoutez-en avec le formulaire ci-dessus ou collez une liste CSV.",
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
  echeanceDEtalonnageDepassee: (due: string | number) => `Échéance d'étalonnage dépassée depuis le ${due}`,
  periodeAppliqueeMoisAuparavant: (newPeriod: string | number, currentPeriod: string | number) =>
    `Période appliquée : ${newPeriod} mois (auparavant ${currentPeriod})`,
  modifier2: (label: string | number) => `Modifier ${label}`,
  supprimer2: (label: string | number) => `Supprimer ${label}`,
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
  accesRefuse: "Accès refusé",
  impossibleDeChargerLes: "Impossible de charger les utilisateurs. Fermez cette fenêtre puis réessayez.",
  toutDeselectionner: "Tout désélectionner",
  toutSelectionner: "Tout sélectionner",
  participantSelectionne: "participant sélectionné",
  participantsSelectionnes: "participants sélectionnés",
} as const;

/** The texts of qr-print-sheet.tsx. */
export const QR_PRINT_SHEET_TEXTS = {
  calibraImprimeLe: "Calibra · imprimé le ",
  saisieDesMesures: "Saisie des mesures",
  scannezCeCodeAvec:
    "Scannez ce code avec l'appareil photo de votre téléphone pour saisir une mesure sur cet instrument, sans compte.",
  notationDesEquipements: "Notation des équipements",
  scannezCeCodeAvec2:
    "Scannez ce code avec l'appareil photo de votre téléphone pour noter les équipements de la campagne, sans compte.",
  codeQr: (title: string | number) => `Code QR : ${title}`,
} as const;

/** The texts of share-dialog.tsx. */
export const SHARE_DIALOG_TEXTS = {
  chargementDesLiens: "Chargement des liens...",
  reessayer: "Réessayer",
  laPageDeSaisie: "La page de saisie ne propose que les unités du type de chaque instrument :",
  unitesParTypeD: "unités par type d'instrument",
  recuesParLienElles: ": reçues par lien, elles ne comptent qu'une fois acceptées.",
  fermer: "Fermer",
  impossibleDeChargerLes: "Impossible de charger les liens de la campagne.",
  toutePersonneQuiA: (name: string | number) =>
    `« ${name} » : toute personne qui a l'un de ces liens peut saisir sans compte, tant que la campagne n'est pas clôturée.`,
  regenererLe: (value: string | number) => `Régénérer le ${value} ?`,
  regenererLe2: (value: string | number) => `Régénérer le ${value} ?`,
  regeneration: "Régénération...",
  regenerer: "Régénérer",
} as const;

/** The texts of share-link-card.tsx. */
export const SHARE_LINK_CARD_TEXTS = {
  imprimer: "Imprimer",
  regenerer: "Régénérer",
  adresseDuLien: "Adresse du lien",
  copier: "Copier",
  lesOperateursChoisissentL:
    "Les opérateurs choisissent l'instrument et saisissent la valeur mesurée, sans compte. Imprimez le code QR pour le coller sur l'instrument ou au mur de l'atelier.",
  lesTechniciensNotentLes:
    "Les techniciens notent les équipements sur les critères de leur profil, sans compte. Leur nom accompagne chaque notation.",
  codeQrDuDe: (title: string | number, campaignName: string | number) =>
    `Code QR du ${title} de ${campaignName}`,
  imprimerLeCodeQr: (title: string | number) => `Imprimer le code QR du ${title}`,
  regenererLe: (title: string | number) => `Régénérer le ${title}`,
  copierLe: (title: string | number) => `Copier le ${title}`,
} as const;

/** The texts of summary-cards.tsx. */
export const SUMMARY_CARDS_TEXTS = {
  syntheseDesCampagnes: "Synthèse des campagnes",
  campagnesActives: "Campagnes actives",
  equipements: "Équipements",
  mesuresCeMois: "Mesures ce mois",
  rapportsGeneres: "Rapports générés",
  aucuneCreeeCeMois: "Aucune créée ce mois",
  ceMois: (created: string | number, value: string | number) => `+${created} ${value} ce mois`,
  aEtalonner: (pending: string | number) => `${pending} à étalonner`,
  ceMois2: (reportsThisMonth: string | number) => `${reportsThisMonth} ce mois`,
  creee: "créée",
  creees: "créées",
} as const;

/** The texts of campaign-row-actions.tsx. */
export const CAMPAIGN_ROW_ACTIONS_TEXTS = {
  modifier: "Modifier",
  details: "Détails",
  detailsDeLaCampagne: (name: string | number) => `Détails de la campagne ${name}`,
  notation: "Notation",
  noterLesEquipementsDe: (name: string | number) => `Noter les équipements de ${name}`,
  resultatsDuCalcul: "Résultats du calcul",
  resultatsDuCalculOpperet: (name: string | number) => `Résultats du calcul OPPERET de ${name}`,
  mesuresRecues: "Mesures reçues",
  mesuresDeLaCampagne: (name: string | number) => `Mesures de la campagne ${name}`,
  rapport: "Rapport",
  genererLeRapportDe: (name: string | number) => `Générer le rapport de la campagne ${name}`,
  partager: "Partager",
  partagerLaCampagne: (name: string | number) => `Partager la campagne ${name}`,
  envoyerAuxTechniciens: "Envoyer aux techniciens",
  notifierLesTechniciensDe: (name: string | number) => `Notifier les techniciens de la campagne ${name}`,
  rouvrir: "Rouvrir",
  rouvrirLaCampagne: (name: string | number) => `Rouvrir la campagne ${name}`,
  cloturer: "Clôturer",
  cloturerLaCampagne: (name: string | number) => `Clôturer la campagne ${name}`,
  archiver: "Archiver",
  desarchiver: "Désarchiver",
  laCampagne: (value: string | number, name: string | number) => `${value} la campagne ${name}`,
  supprimer: "Supprimer",
  supprimerLaCampagne: (name: string | number) => `Supprimer la campagne ${name}`,
} as const;

/** The texts of equipment-items.ts. */
export const EQUIPMENT_ITEMS_TEXTS = {
  laReferenceFigureDeja: (reference: string | number) =>
    `La référence ${reference} figure déjà dans la liste.`,
} as const;

/** The texts of status.ts. */
export const STATUS_TEXTS = {
  creeeLe: (createdAt: string | number) => `Créée le ${createdAt}`,
  aucuneLeMoisDernier: "Aucune le mois dernier",
  stableVsMoisDernier: "Stable vs mois dernier",
  vsMoisDernier: (value: string | number, value2: string | number) => `${value}${value2} % vs mois dernier`,
} as const;
