/**
 * The words of a campaign's public links (sharing, QR codes, printed sheets), one object per component.
 * Imported by the campaigns pages only: each area's texts travel with its own lazy chunk.
 */

/** The texts of qr-print-sheet.tsx. */
export const QR_PRINT_SHEET_TEXTS = {
  calibraImprimeLe: "Calibra · imprimé le ",
  saisieDesMesures: "Saisie des mesures",
  scannezCeCodeAvec:
    "Scannez ce code avec l'appareil photo de votre téléphone pour saisir une mesure sur cet instrument, sans compte.",
  notationDesEquipements: "Notation des équipements",
  scanRatingQrHint:
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
  regenerateLinkQuestion: (value: string | number) => `Régénérer le ${value} ?`,
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
