/**
 * The staff side of the share links (issue 11): the share dialog of the Campagnes screen, the
 * company's review setting, the "Mesures" view of a campaign and its review list.
 */
export const SHARE_TEXTS = {
  shareTitle: "Partager la campagne",
  measurementLinkTitle: "Lien de saisie des mesures",
  ratingLinkTitle: "Lien de notation technicien",
  reviewSettingLabel: "Valider les saisies publiques avant prise en compte",
  reviewSettingHint:
    "Réglage de l'entreprise, le même pour toutes ses campagnes : les mesures et notations reçues par un lien attendent qu'un responsable de campagne les accepte.",
  reviewSettingReadOnly:
    "Seuls les administrateurs et les initiateurs de campagne peuvent changer ce réglage.",
  pendingEntries: "{n} saisie(s) à valider",
  regenerateMeasurement:
    "L'ancien lien de saisie cessera de fonctionner immédiatement, ainsi que les codes QR déjà imprimés et collés sur les instruments ou au mur de l'atelier. Il faudra diffuser le nouveau lien.",
  regenerateRating:
    "L'ancien lien de notation cessera de fonctionner immédiatement : les techniciens qui l'ont reçu devront utiliser le nouveau.",
  noNotificationTitle: "Aucune notification envoyée",
  noTechniciansToNotify:
    "Aucun technicien parmi les participants de cette campagne : ajoutez-en depuis ses détails, puis envoyez de nouveau.",
  sourceMeasurementLink: "Lien de saisie",
  sourceRatingLink: "Lien de notation",
  sourcePersonalLink: "Lien personnel",
  sourceInternal: "Saisie interne",
  statusPending: "En attente",
  statusAccepted: "Acceptée",
  statusRejected: "Refusée",
  noMeasurements: "Aucune mesure reçue pour le moment : partagez le lien de saisie depuis l'écran Campagnes.",
  noMeasurementsFiltered: "Aucune mesure ne correspond à ces filtres.",
  noLinkRatings:
    "Aucune notation reçue par lien pour le moment : partagez le lien de notation depuis l'écran Campagnes, ou envoyez aux techniciens leur lien personnel.",
  noPendingEntries: "Tout ce qui a été reçu par lien a été accepté ou refusé.",
  acceptAllConfirm: "Accepter les {n} saisie(s) en attente ? Elles seront prises en compte dès maintenant.",
  rejectAllConfirm: "Refuser les {n} saisie(s) en attente ? Elles ne seront jamais prises en compte.",
} as const;
