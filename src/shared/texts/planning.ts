/** The texts of the Planning screen: due dates, the month calendar, the feed and the warning window. */
export const PLANNING_TEXTS = {
  dueTable: "Échéances",
  title: "Planning",
  description: "Les étalonnages à prévoir : en retard, ce mois-ci et les mois suivants",
  toParc: "Voir le parc",
  refresh: "Actualiser",
  viewsLabel: "Affichage du planning",
  viewList: "Échéances",
  viewCalendar: "Calendrier",

  countsLabel: "Synthèse du planning",
  countQuarantined: "En quarantaine",
  countQuarantinedCaption: "Revue d'impact ouverte",
  countOverdue: "En retard",
  countOverdueCaption: "À étalonner sans attendre",
  countThisMonth: "Ce mois-ci",
  countThisMonthCaption: "Échéances du mois en cours",
  countThisMonthOverdueCaption: "Échéances du mois en cours, dont {n} déjà en retard",
  countNextMonths: "Mois suivants",
  countNextMonthsCaption: "Sur les {n} prochains mois",
  countUnknown: "Jamais étalonnés",
  countUnknownCaption: "Sans échéance à planifier",

  loading: "Chargement du planning...",
  loadFailed: "Impossible de charger le planning",
  loadWhat: "du planning",
  emptyTitle: "Rien à planifier pour le moment",
  emptyText:
    "Le planning se remplit à partir des instruments du parc : importez-les avec leur période et leur dernier étalonnage, ou enregistrez un étalonnage depuis la fiche d'un instrument.",
  emptyUnknown:
    "{n} instrument(s) n'ont jamais été étalonnés : enregistrez leur dernier étalonnage depuis leur fiche pour les planifier.",
  goToParc: "Aller au parc",

  sectionQuarantined: "En quarantaine",
  sectionQuarantinedHint:
    "Une revue d'impact est ouverte pour chacun : hors d'usage jusqu'à sa clôture, ils ne figurent pas dans les échéances ci-dessous. Leur échéance part du dernier étalonnage conforme ou ajusté.",
  sectionOverdue: "En retard",
  sectionOverdueEmpty: "Aucun instrument en retard.",
  sectionThisMonth: "Ce mois-ci",
  sectionThisMonthEmpty: "Aucune échéance d'ici la fin du mois.",
  sectionMonthEmpty: "Aucune échéance ce mois-là.",
  showMore: "Afficher {n} instrument(s) de plus",
  columnInstrument: "Instrument",
  columnReference: "Référence",
  columnDue: "Échéance",
  columnLocation: "Emplacement",
  columnStatus: "Statut",
  notSet: "Non renseigné",

  previousMonth: "Mois précédent",
  nextMonth: "Mois suivant",
  thisMonth: "Aujourd'hui",
  calendarLoading: "Chargement du calendrier...",
  calendarFailed: "Impossible de charger le calendrier",
  calendarWhat: "du calendrier",
  calendarHelp:
    "Flèches : jour et semaine ; Début et Fin : début et fin de semaine ; Page précédente et suivante : mois. Entrée ouvre les échéances du jour.",
  dayNone: "{day} : aucune échéance",
  dayCount: "{day} : {n} échéance(s)",
  dayTitle: "Échéances du {day}",
  agendaTitle: "Échéances du mois",
  agendaEmpty: "Aucune échéance en {month}.",
  more: "+{n}",

  feedTitle: "Abonnement au calendrier",
  feedDescription:
    "Une adresse privée qui donne les échéances du parc à votre application de calendrier : elles s'y mettent à jour d'elles-mêmes.",
  feedUrl: "Adresse du calendrier",
  feedCopy: "Copier",
  feedCopyLabel: "Copier l'adresse du calendrier",
  feedCopied: "Adresse copiée",
  feedCopyFailed: "Impossible de copier l'adresse : sélectionnez-la et copiez-la à la main.",
  feedOpen: "Ouvrir dans mon calendrier",
  feedCreatedAt: "Créée le {date}",
  feedNone: "Aucune adresse n'a encore été créée pour votre entreprise.",
  feedCreate: "Créer l'adresse",
  feedRegenerate: "Régénérer",
  feedRegenerateLabel: "Régénérer l'adresse du calendrier",
  feedRegenerating: "Régénération...",
  feedRegenerateTitle: "Régénérer l'adresse du calendrier ?",
  feedRegenerateText:
    "L'ancienne adresse cessera de fonctionner immédiatement : les calendriers qui s'y sont abonnés ne recevront plus les échéances. Il faudra s'abonner à la nouvelle adresse.",
  feedRegenerated: "Nouvelle adresse créée : l'ancienne ne fonctionne plus.",
  feedCreated: "Adresse du calendrier créée",
  feedFailed: "Impossible de créer l'adresse du calendrier",
  feedLoadFailed: "Impossible de charger l'adresse du calendrier.",
  feedSecret:
    "Gardez cette adresse pour vous : toute personne qui la connaît peut lire les échéances du parc. Régénérez-la si elle a circulé.",
  feedHowTitle: "S'abonner depuis votre application",
  feedHow: [
    {
      app: "Outlook",
      steps: "Calendrier › Ajouter un calendrier › S'abonner à partir du web, puis collez l'adresse.",
    },
    {
      app: "Google Agenda",
      steps:
        "Autres agendas › + › À partir de l'URL, puis collez l'adresse (Google la relit toutes les quelques heures).",
    },
    {
      app: "Calendrier Apple",
      steps:
        "Sur Mac : Fichier › Nouvel abonnement à un calendrier. Sur iPhone : Réglages › Calendrier › Comptes › Ajouter un compte › Autre › Ajouter un calendrier avec abonnement.",
    },
  ],

  warningTitle: "Fenêtre d'alerte",
  warningDescription:
    "Un instrument passe en « Échéance proche » ce nombre de jours avant son échéance, et les gestionnaires du parc reçoivent alors un rappel par e-mail.",
  warningDays: "Jours avant l'échéance",
  warningSave: "Enregistrer",
  warningSaving: "Enregistrement...",
  warningSaved: "Fenêtre d'alerte enregistrée : {n} jours avant l'échéance.",
  warningFailed: "Impossible d'enregistrer la fenêtre d'alerte",
  warningReadOnly: "Seuls les gestionnaires du parc peuvent la modifier.",
} as const;

/** The months, in French (lower case, as a date writes them). */
export const MONTH_NAMES = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

/** The weekdays, Monday first: their short and long French names. */
export const WEEKDAYS = [
  { short: "lun.", long: "lundi" },
  { short: "mar.", long: "mardi" },
  { short: "mer.", long: "mercredi" },
  { short: "jeu.", long: "jeudi" },
  { short: "ven.", long: "vendredi" },
  { short: "sam.", long: "samedi" },
  { short: "dim.", long: "dimanche" },
] as const;
