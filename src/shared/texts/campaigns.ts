/**
 * The words of the Campagnes screen (list, row actions, campaign dialog, participants), one object per
 * component; the equipment's and the public links' texts have their own modules. Imported by the
 * campaigns pages only: each area's texts travel with its own lazy chunk.
 */

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
  campaignNamePlaceholder: "Ex. : Campagne annuelle 2026 — atelier mécanique",
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
  reportsThisMonth: (reportsThisMonth: string | number) => `${reportsThisMonth} ce mois`,
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

/** The texts of status.ts. */
export const STATUS_TEXTS = {
  creeeLe: (createdAt: string | number) => `Créée le ${createdAt}`,
  aucuneLeMoisDernier: "Aucune le mois dernier",
  stableVsMoisDernier: "Stable vs mois dernier",
  vsMoisDernier: (value: string | number, value2: string | number) => `${value}${value2} % vs mois dernier`,
} as const;
