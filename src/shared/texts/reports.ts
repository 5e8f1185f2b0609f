import type { ReportStatus, ReportType } from "../api/reports";

/** How each format is named: in the toasts ('Rapport PDF généré avec succès') and on the screens. */

/** The format choices of the report dialogs: what the format is for (spec §2). */
export const REPORT_FORMAT_CHOICES: Record<ReportType, { caption: string; hint: string }> = {
  html: {
    caption: "aperçu web",
    hint: "S'ouvre dans le navigateur, à consulter à l'écran ou à imprimer.",
  },
  pdf: {
    caption: "téléchargement",
    hint: "Un document paginé, à archiver ou à joindre à votre dossier qualité.",
  },
  xlsx: {
    caption: "classeur Excel",
    hint: "Les données de la campagne, feuille par feuille, à filtrer et à retravailler.",
  },
};

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  queued: "En file d'attente",
  generating: "En cours",
  completed: "Terminé",
  failed: "En échec",
};

export const REPORT_STATUS_STYLES: Record<ReportStatus, string> = {
  queued: "border-slate-300 bg-slate-50 text-slate-800",
  generating: "border-sky-300 bg-sky-50 text-sky-900",
  completed: "border-emerald-300 bg-emerald-50 text-emerald-900",
  failed: "border-red-300 bg-red-50 text-red-900",
};

/** The texts of the Rapports screen and of the report dialogs. */
export const REPORT_TEXTS = {
  title: "Rapports",
  description: "Les rapports de synthèse de vos campagnes : à consulter, télécharger ou envoyer par e-mail",
  refresh: "Actualiser",
  loadFailedTitle: "Impossible de charger les rapports",
  listTitle: "Rapports générés",
  emptyTitle: "Aucun rapport",
  emptyText:
    "Générez votre premier rapport depuis l'écran Campagnes : le bouton Rapport de chaque campagne produit sa synthèse en HTML, en PDF ou en Excel.",
  goToCampaigns: "Aller aux campagnes",
  countTotal: "Rapports",
  countCompleted: "Terminés",
  countGenerating: "En cours",
  countFailed: "En échec",
  columnReport: "Rapport",
  columnCreatedAt: "Créé le",
  columnStatus: "Statut",
  columnGeneratedBy: "Généré par",
  columnActions: "Actions",
  generating: "Génération en cours...",
  queued: "Attend la fin du rapport en cours",
  generationError: "Erreur de génération",
  unknownAuthor: "Utilisateur supprimé",
  preview: "Aperçu du rapport",
  download: "Télécharger",
  sendByEmail: "Envoyer par e-mail",
  previewTitle: "Aperçu du rapport",
  previewLoading: "Chargement du rapport...",
  excelNotPreviewable:
    "Un classeur Excel ne s'affiche pas dans le navigateur : téléchargez-le pour l'ouvrir dans Excel ou LibreOffice Calc.",
  retry: "Réessayer",
  close: "Fermer",
  warning: "Attention : {warning}",
  sendTitle: "Envoyer le rapport par e-mail",
  sendDescription: "« {fileName} » : le destinataire reçoit un message avec le rapport en pièce jointe.",
  recipientEmail: "E-mail du destinataire",
  recipientName: "Nom du destinataire",
  recipientNameHint: "Facultatif : il sert à saluer le destinataire.",
  send: "Envoyer",
  sending: "Envoi...",
  reportSent: "Rapport envoyé à {email}",
  sendFailed: "Impossible d'envoyer le rapport par e-mail",
  dialogTitle: "Générer le rapport",
  dialogDescription: "Campagne « {name} » : le rapport de synthèse, dans le format de votre choix.",
  formatLegend: "Format du rapport",
  builtInPdf:
    "Le PDF est produit par Calibra lui-même, sur son propre serveur : aucun service extérieur ni clé d'API n'est nécessaire, et vos données ne quittent pas Calibra.",
  generate: "Générer",
  generatingButton: "Génération...",
  cancel: "Annuler",
  readyTitle: "Rapport {type} prêt",
  openPreview: "Ouvrir l'aperçu",
  downloadFile: "Télécharger le fichier",
  allReports: "Voir tous les rapports",
  pages: "{n} pages",
  onePage: "1 page",
} as const;

/** The texts of generated-report-panel.tsx. */
export const GENERATED_REPORT_PANEL_TEXTS = {
  nouvelOnglet: " (nouvel onglet)",
} as const;

/** The texts of report-counts.tsx. */
export const REPORT_COUNTS_TEXTS = {
  syntheseDesRapports: "Synthèse des rapports",
  tousFormatsConfondus: "Tous formats confondus",
  pretsAConsulter: "Prêts à consulter",
  listeActualiseeToutesLes: "Liste actualisée toutes les 2 s",
  aucunRapportEnCours: "Aucun rapport en cours",
  aRelancerDepuisCampagnes: "À relancer depuis Campagnes",
  aucunEchec: "Aucun échec",
} as const;

/** The texts of report-list.tsx. */
export const REPORT_LIST_TEXTS = {
  rapports: "Rapports",
} as const;

/** The texts of report-parts.tsx. */
export const REPORT_PARTS_TEXTS = {
  sha256: "SHA-256 : ",
} as const;

/** The texts of reports-page.tsx. */
export const REPORTS_PAGE_TEXTS = {
  chargementDesRapports: "Chargement des rapports...",
  desRapports: "des rapports",
} as const;

/** The texts of verify-file-button.tsx. */
export const VERIFY_FILE_BUTTON_TEXTS = {
  verifierUnFichier: "Vérifier un fichier",
  ceNavigateurNeCalcule:
    "Ce navigateur ne calcule pas d'empreinte sur une connexion non sécurisée : utilisez « npm run report:verify FICHIER ».",
  leFichierEstIntact: (name: string | number, value: string | number, campaignName: string | number) =>
    `Le fichier « ${name} » est intact : c'est le rapport ${value} de la campagne « ${campaignName} ».`,
  fichierVerifie: "Fichier vérifié",
  aucunRapportDeLa: (name: string | number, value: string | number) =>
    `Aucun rapport de la liste n'a l'empreinte SHA-256 de « ${name} » (${value}…) : le fichier a été modifié, ou ce n'est pas un rapport de Calibra.`,
  fichierNonReconnu: "Fichier non reconnu",
} as const;
