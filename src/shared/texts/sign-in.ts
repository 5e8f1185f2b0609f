/** The sign-in pages: password, e-mail link, sign-up, invitation, sign-out. */
export const SIGN_IN_TEXTS = {
  linkExpired: "Ce lien de connexion n'est plus valable. {reason}",
  linkRetry: " Connectez-vous ci-dessous ou demandez un nouveau lien.",
  signedInAs: "Vous êtes connecté en tant que {email}. Votre session sera fermée sur ce navigateur.",
  email: "Adresse e-mail",
  password: "Mot de passe",
  signIn: "Se connecter",
  askLink: "Recevoir un lien de connexion par e-mail",
  firstName: "Prénom",
  lastName: "Nom",
  signUpEmail: "Adresse e-mail",
  signUpPassword: "Mot de passe",
  createAccount: "Créer mon compte",
  linkValidity: " Il est valable 15 minutes.",
  linkEmail: "Adresse e-mail",
  sendLink: "Envoyer le lien de connexion",
  usePassword: "Se connecter avec un mot de passe",
  loading: "Chargement",
  accountPrefix: "Compte : ",
  invitationPassword: "Mot de passe",
  invitationConfirm: "Confirmation du mot de passe",
  activate: "Activer mon compte",
  invitationSignIn: "Se connecter",
  noPasswordYet:
    "Vous n'avez pas encore de mot de passe ? Demandez un nouveau lien d'invitation à l'administrateur de votre entreprise.",
  home: "Calibra, accueil",
  tagline: "Étalonnez au bon moment.",
  standards: "Conforme aux exigences ISO 10012 et ISO/IEC 17025.",
  homeCompact: "Calibra, accueil",
  welcome: "Bienvenue sur Calibra",
  authChoice: "Connexion ou création de compte",
  noEmailDelivery:
    "L'envoi d'e-mails n'est pas configuré sur ce serveur : aucun lien de connexion ni invitation n'est envoyé par e-mail. Pour rejoindre votre entreprise, demandez votre lien d'invitation à un administrateur.",
  notSignedIn: "Vous n'êtes pas connecté",
  backHome: "Retour à l'accueil",
  signOutTitle: "Se déconnecter de Calibra ?",
  signOut: "Se déconnecter",
  cancel: "Annuler",
  signInFailed: "Connexion impossible pour le moment.",
  signUpFailed: "Impossible de créer le compte pour le moment.",
  passwordHint: "Au moins 10 caractères.",
  sendLinkFailed: "Impossible d'envoyer le lien pour le moment.",
  passwordsDiffer: "Les deux mots de passe ne correspondent pas",
  activateFailed: "Impossible d'activer le compte pour le moment.",
  invitationSubtitle: "Choisissez votre mot de passe pour activer votre compte.",
  signInTab: "Se connecter",
  signUpTab: "Créer un compte",
  noSession: "Aucune session n'est ouverte dans ce navigateur.",
} as const;

export const SIGN_IN_TITLES: Record<"signin" | "signup" | "link", { title: string; subtitle: string }> = {
  signin: {
    title: "Connexion à Calibra",
    subtitle: "Accédez aux campagnes d'étalonnage de votre entreprise.",
  },
  signup: {
    title: "Créer un compte",
    subtitle: "Vous configurerez ensuite votre entreprise en quelques instants.",
  },
  link: {
    title: "Recevoir un lien de connexion",
    subtitle: "Saisissez votre adresse : nous vous envoyons un lien qui vous connecte sans mot de passe.",
  },
};

export const SIGN_IN_POINTS = [
  "Des périodicités d'étalonnage calculées avec la méthode OPPERET",
  "Des cotations collaboratives, même sans compte",
  "Des rapports et une traçabilité prêts pour l'audit",
];
