/**
 * The French names of every action the audit trail records, by family: the Journal's labels and its
 * action filter, and the trail's export. A test walks every code the server writes
 * (audit-actions.test.ts): a new action without its French name fails it.
 */
export const ACTION_GROUPS: readonly { label: string; actions: Readonly<Record<string, string>> }[] = [
  {
    label: "Connexions et accès",
    actions: {
      "auth.signed_in": "Connexion",
      "auth.signed_out": "Déconnexion",
      "auth.sign_in_failed": "Connexion échouée",
      "auth.invitation_accepted": "Invitation acceptée",
      "auth.login_link_requested": "Demande de lien de connexion",
      "auth.link_refused": "Lien d'invitation ou de connexion refusé",
      "access.refused": "Accès refusé",
    },
  },
  {
    label: "Campagnes",
    actions: {
      "campaign.created": "Création de campagne",
      "campaign.updated": "Modification de campagne",
      "campaign.reopened": "Réouverture de campagne",
      "campaign.closed": "Clôture de campagne",
      "campaign.deleted": "Suppression de campagne",
      "campaign.archived": "Archivage de campagne",
      "campaign.unarchived": "Désarchivage de campagne",
      "campaign.participant.added": "Ajout d'un participant",
      "campaign.participants.replaced": "Modification des participants",
      "campaign.technicians_notified": "Notification des techniciens",
      "share_link.regenerated": "Lien de partage régénéré",
    },
  },
  {
    label: "Équipements",
    actions: {
      "equipment.added": "Ajout d'équipement",
      "equipment.updated": "Modification d'équipement",
      "equipment.deleted": "Retrait d'équipement",
    },
  },
  {
    label: "Notations et mesures",
    actions: {
      "rating.saved": "Notation",
      "rating.received": "Notation reçue à valider",
      "measurement.created": "Saisie de mesure",
      "measurement.received": "Mesure reçue à valider",
      "public_entry.accepted": "Saisie publique acceptée",
      "public_entry.rejected": "Saisie publique refusée",
      "measurement.corrected": "Correction de mesure",
      "measurement.withdrawn": "Retrait de mesure",
    },
  },
  {
    label: "Calcul et périodes",
    actions: {
      "periods.calculated": "Calcul des périodes",
      "periods.forced": "Périodes forcées",
      "periods.applied": "Application des périodes",
      "signature.refused": "Signature refusée",
    },
  },
  {
    label: "Parc et planning",
    actions: {
      "instrument.created": "Ajout d'instrument au parc",
      "instrument.updated": "Modification d'instrument",
      "instruments.imported": "Import du parc",
      "calibration_event.recorded": "Enregistrement d'un étalonnage",
      "calibration_event.corrected": "Correction d'un étalonnage",
      "calibration_certificate.imported": "Import d'un certificat d'étalonnage numérique (DCC)",
      "impact_item.decided": "Décision de revue d'impact",
      "impact_review.closed": "Clôture de revue d'impact",
      "calendar_feed.regenerated": "Adresse du calendrier renouvelée",
      "planning.due_reminders_sent": "Rappels d'échéance envoyés",
    },
  },
  {
    label: "Rapports et e-mails",
    actions: {
      "report.generated": "Génération de rapport",
      "email.campaign_invitation": "Invitation à une campagne par e-mail",
      "email.report_notification": "Envoi d'un rapport par e-mail",
      "email.opened": "Message de la file d'envoi consulté",
      "pdf.engine_tested": "Test du moteur PDF",
      "audit.checkpoint_recorded": "Point de contrôle quotidien de la piste envoyé",
    },
  },
  {
    label: "Entreprise et paramétrage",
    actions: {
      "company.created": "Création de l'entreprise",
      "company.updated": "Modification de l'entreprise",
      "company.exported": "Export de toutes les données de l'entreprise",
      "user.created": "Création d'utilisateur",
      "user.updated": "Modification d'utilisateur",
      "user.deleted": "Suppression d'utilisateur",
      "user.imported": "Import d'utilisateurs",
      "user.invitation_link_created": "Lien d'invitation créé",
      "user.profile_updated": "Modification de son profil",
      "criterion.created": "Création de critère",
      "criterion.updated": "Modification de critère",
      "criterion.deleted": "Suppression de critère",
      "settings.updated": "Modification des paramètres",
    },
  },
];

const ACTION_LABELS: ReadonlyMap<string, string> = new Map(
  ACTION_GROUPS.flatMap((group) => Object.entries(group.actions)),
);

/** 'Création de campagne' for `campaign.created`; the code itself for an action not known here. */
export function actionLabel(action: string): string {
  return ACTION_LABELS.get(action) ?? action;
}

export function isKnownAction(action: string): boolean {
  return ACTION_LABELS.has(action);
}

/** Why a company's audit chain is broken (GET /api/audit/verify, `npm run audit:verify`). */
export const AUDIT_CHAIN_BREAKS = {
  altered: "entrée modifiée",
  rewritten: "entrée réécrite, son empreinte recalculée",
  unlinked: "chaînage rompu (entrée supprimée ou insérée)",
  missing: "entrée manquante",
  diverged: "empreinte différente de celle du point de contrôle : la chaîne a été réécrite jusque-là",
  truncated: "chaîne plus courte que le point de contrôle : ses dernières entrées ont été supprimées",
  "detail-altered":
    "détail d'une modification en masse altéré ou supprimé : son empreinte ne correspond plus à celle de l'entrée",
} as const;
