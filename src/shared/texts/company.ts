/** The Entreprise screen: the company's information, its figures and its subscription. */
export const COMPANY_TEXTS = {
  name: "Nom de l'entreprise",
  address: "Adresse",
  phone: "Téléphone",
  email: "Email",
  website: "Site web",
  websitePlaceholder: "https://",
  description: "Description",
  title: "Entreprise",
  subtitle: "Les informations de votre société et son activité dans Calibra",
  infoTitle: "Informations de l'entreprise",
  statsTitle: "Statistiques",
  statsDescription: "Activité de l'entreprise depuis sa création.",
  subscription: "Abonnement",
  plan: "Formule :",
  customerSince: "Client depuis le ",
  otherSettings:
    "Paramètres OPPERET, rapports PDF, e-mails : les autres réglages de Calibra sont présentés dans",
  settingsLink: "Paramètres",
  statUsers: "Utilisateurs",
  statCampaigns: "Campagnes",
  statEquipment: "Équipements",
  statReports: "Rapports",
  infoHint: "Elles apparaissent sur vos rapports d'étalonnage.",
  adminOnly: "Seul un administrateur peut modifier ces informations.",
  saving: "Enregistrement...",
  save: "Enregistrer",
} as const;

/** The first sign-in of an administrator: the company to set up. */
export const COMPANY_SETUP_TEXTS = {
  welcome: "Bienvenue sur Calibra",
  intro:
    "Calibra vous accompagne de la campagne d'étalonnage jusqu'au rapport final. Voici les six étapes de votre démarche.",
  title: "Configurer votre entreprise",
  description: "Ces informations figureront sur vos rapports d'étalonnage.",
  mandatory:
    "L'administrateur doit configurer l'entreprise avant toute autre action : cette étape est obligatoire. Vous en deviendrez l'administrateur.",
  ready: "Votre entreprise est prête : vous pouvez créer votre première campagne.",
} as const;

/** The six steps of the approach (spec §2), in the order of their icons. */
export const COMPANY_SETUP_STEPS = [
  { title: "Configuration de l'entreprise", text: "Les informations de votre société, étape obligatoire." },
  { title: "Création des campagnes", text: "Une échéance, des participants, un objectif." },
  { title: "Ajout des équipements", text: "Saisis un par un ou importés en CSV." },
  { title: "Notation des équipements", text: "Chaque participant cote selon son profil." },
  { title: "Calculs automatiques", text: "La méthode OPPERET propose les nouvelles périodes." },
  { title: "Rapports", text: "Synthèse PDF, Excel ou web, prête à archiver." },
] as const;
