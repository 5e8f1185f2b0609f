/** The texts of the Profils screen: the user list, its dialogs and the CSV import. */
export const USERS_TEXTS = {
  noUserWithRole:
    "Aucun utilisateur n'a le rôle « {role} ». Choisissez un autre rôle ou affichez tous les utilisateurs.",
  countOf: "{n} sur {total}",
  deniedTitle: "Accès refusé",
  deniedText:
    "La liste des utilisateurs est réservée aux administrateurs et aux initiateurs de campagne. Demandez à un administrateur de votre entreprise de vous attribuer le rôle nécessaire.",
  backToCampaigns: "Retour aux campagnes",
  loading: "Chargement des utilisateurs...",
  importCsv: "Importer CSV",
  newUser: "Nouvel utilisateur",
  loadFailed: "Impossible de charger les utilisateurs",
  noEmailDelivery:
    "L'envoi d'e-mails n'est pas configuré sur ce serveur : les invitations ne partent pas. Ouvrez un utilisateur invité (bouton Modifier) pour copier son lien d'invitation et le lui transmettre.",
  readOnly:
    "Vous consultez cette liste en lecture seule : seuls les administrateurs peuvent ajouter, modifier ou supprimer des utilisateurs.",
  title: "Profils",
  you: "Vous",
  neverConnected: "Jamais connecté",
  listTitle: "Utilisateurs de l'entreprise",
  noUser: "Aucun utilisateur",
  showAllRoles: "Afficher tous les rôles",
  newUserEmpty: "Nouvel utilisateur",
  listLabel: "Liste des utilisateurs",
  columnUser: "Utilisateur",
  columnRoles: "Rôles",
  columnStatus: "Statut",
  columnLastLogin: "Dernière connexion",
  columnActions: "Actions",
  statsLabel: "Synthèse des comptes",
  statsUsers: "Utilisateurs",
  statsActive: "Comptes actifs",
  statsPending: "Invitations en attente",
  statsAdmins: "Administrateurs actifs",
  description: "Gérez les utilisateurs de votre entreprise et leurs rôles",
  activeStatus: "Actif",
  inactiveStatus: "Inactif",
  edit: "Modifier",
  inviteHint: "Invitez les membres de votre entreprise pour qu'ils participent aux campagnes.",
} as const;

/** The user dialog: create, edit, delete. */
export const USER_FORM_TEXTS = {
  email: "Email",
  emailPlaceholder: "prenom.nom@entreprise.fr",
  firstName: "Prénom",
  lastName: "Nom",
  roles: "Rôles",
  noRoleWarning: "Si aucun rôle n'est coché, l'utilisateur sera ",
  status: "Statut",
  active: "Actif",
  cannotDeactivateSelf: "Vous ne pouvez pas désactiver votre propre compte.",
  statusLabel: "Statut",
  activeOption: "Actif",
  inactiveOption: "Inactif",
  saving: "Enregistrement en cours...",
  createTitle: "Nouvel utilisateur",
  createDescription: "Ajoutez un membre de votre entreprise et choisissez ses rôles.",
  cancel: "Annuler",
  create: "Créer l'utilisateur",
  editTitle: "Modifier l'utilisateur",
  delete: "Supprimer",
  cannotDeleteSelf: "Vous ne pouvez pas supprimer votre propre compte.",
  cancelEdit: "Annuler",
  save: "Enregistrer",
  deleteTitle: "Supprimer l'utilisateur",
  deleteConfirmBefore: "Êtes-vous sûr de vouloir supprimer l'utilisateur",
  deleteConfirmAfter: " ? Son compte et ses accès seront supprimés. Cette action est irréversible.",
  roleAdmin: "Responsable métrologie / informatique : entreprise, utilisateurs et paramètres.",
  roleCampaignInitiator: "Responsable opérationnel : crée et pilote les campagnes d'étalonnage.",
  roleEquipmentManager: "Expert métier : gère le parc d'équipements et le note.",
  roleEquipmentUser: "Technicien : note les équipements qu'il utilise.",
  inactiveHint: "Un utilisateur inactif ne peut plus se connecter ; ses sessions sont fermées.",
  invitationHint:
    "Un e-mail d'invitation sera envoyé à cette adresse : l'utilisateur y choisira son mot de passe.",
  noEmailHint:
    "L'envoi d'e-mails n'est pas configuré sur ce serveur : une fois l'utilisateur créé, ouvrez-le (Modifier) pour copier son lien d'invitation et le lui transmettre.",
  deleting: "Suppression...",
} as const;

/** The invitation link of an invited user. */
export const INVITATION_TEXTS = {
  title: "Lien d'invitation",
  giveBefore: "Transmettez ce lien à ",
  giveAfter: " : il y choisira son mot de passe. Un nouveau lien est créé à chaque demande.",
  linkOf: "Lien d'invitation de ",
  copy: "Copier",
  validUntil: "Valable jusqu'au ",
  validOnce: ", pour une seule activation.",
  copyLabel: "Copier le lien d'invitation",
  notSent: "L'envoi d'e-mails n'est pas configuré sur ce serveur : l'invitation n'est pas partie. ",
} as const;

/** The « Importer des utilisateurs » dialog and its preview. */
export const USER_IMPORT_TEXTS = {
  title: "Importer des utilisateurs",
  description: "Collez une liste CSV pour inviter plusieurs membres de votre entreprise en une fois.",
  pending: "Import en cours...",
  pendingLabel: "Import en cours",
  data: "Données CSV",
  loadFile: "Charger un fichier",
  formatTitle: "Format attendu",
  formatLine: "Une ligne par utilisateur :",
  formatColumns: "Prénom, Nom, Email",
  formatSeparator: "Virgule ou point-virgule comme séparateur ; les guillemets sont retirés.",
  formatBlank: "Les lignes vides sont ignorées, ainsi qu'une ligne d'en-tête Prénom,Nom,Email.",
  cancel: "Annuler",
  pendingSubmit: "Import en cours...",
  submit: "Importer (",
  preview: "Aperçu",
  line: " ligne",
  inError: " en erreur",
  previewEmpty: "L'aperçu des utilisateurs à importer apparaîtra ici dès que vous aurez collé des lignes.",
  previewLabel: "Utilisateurs qui seront importés",
  columnLine: "Ligne",
  columnFirstName: "Prénom",
  columnLastName: "Nom",
  columnEmail: "Email",
  ignoredTitle: "Lignes ignorées",
  ignoredText: "Ces lignes ne seront pas importées ; corrigez-les si besoin.",
  invitedHint: "Chaque utilisateur importé reçoit un e-mail d'invitation, sans rôle : attribuez-les ensuite.",
  pendingHint:
    "Chaque utilisateur importé est créé sans rôle ; son invitation reste en attente : aucun serveur d'envoi configuré.",
  importedSuffix: "importé",
  validSuffix: "valide",
} as const;

/** The Profil Utilisateur screen: one's own information and account. */
export const PROFILE_TEXTS = {
  title: "Profil Utilisateur",
  description: "Vos informations personnelles et votre compte",
  personalTitle: "Informations personnelles",
  personalDescription: "Votre nom apparaît sur les notations et les rapports.",
  firstName: "Prénom",
  lastName: "Nom",
  email: "Email",
  accountTitle: "Compte",
  accountDescription: "Géré par l'administrateur de votre entreprise.",
  roles: "Rôles",
  mainRole: "Rôle principal",
  status: "Statut",
  active: "Actif",
  inactive: "Inactif",
  lastLogin: "Dernière connexion",
  createdAt: "Compte créé le",
} as const;

/** "1 utilisateur", "3 utilisateurs". */
export function countUsers(count: number, suffix = ""): string {
  const plural = count > 1 ? "s" : "";
  return `${count} utilisateur${plural}${suffix ? ` ${suffix}${plural}` : ""}`;
}
