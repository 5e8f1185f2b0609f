import {
  BarChart3,
  ClipboardList,
  FileText,
  Gauge,
  type LucideIcon,
  Share2,
  ShieldCheck,
} from "lucide-react";

export interface Feature {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The six feature cards of the landing page (spec §2). */
export const FEATURES: readonly Feature[] = [
  {
    title: "Tableau de bord analytique",
    text: "Campagnes actives, équipements à étalonner, mesures du mois et rapports générés : l'état de votre parc d'un coup d'œil.",
    icon: BarChart3,
  },
  {
    title: "Gestion des campagnes",
    text: "Créez une campagne avec son échéance, ses équipements et ses participants, puis suivez l'avancement de chaque cotation.",
    icon: ClipboardList,
  },
  {
    title: "Parc d'équipements",
    text: "Un inventaire unique de vos instruments avec l'historique de leurs étalonnages et la planification automatique des échéances.",
    icon: Gauge,
  },
  {
    title: "Saisie des mesures",
    text: "Partagez un lien sécurisé : opérateurs et techniciens saisissent mesures et cotations sur une interface publique, sans compte.",
    icon: Share2,
  },
  {
    title: "Rapports automatisés",
    text: "Rapports de synthèse PDF et Excel générés en un clic : périodes calculées, périodes forcées, évolutions et justifications.",
    icon: FileText,
  },
  {
    title: "Audit et sécurité",
    text: "Chaque action est tracée dans le journal d'audit, et les données de chaque entreprise restent strictement isolées.",
    icon: ShieldCheck,
  },
];

export interface Standard {
  code: string;
  title: string;
  text: string;
}

export const STANDARDS: readonly Standard[] = [
  {
    code: "ISO 10012",
    title: "Systèmes de management de la mesure",
    text: "Confirmation métrologique documentée : chaque intervalle d'étalonnage est justifié et traçable.",
  },
  {
    code: "ISO/IEC 17025",
    title: "Compétence des laboratoires",
    text: "Des enregistrements complets et une traçabilité des décisions attendues lors des audits d'accréditation.",
  },
  {
    code: "FD X 07-014",
    title: "Optimisation des intervalles (annexe D)",
    text: "La méthode OPPERET pondère usage, dérive et criticité pour calculer la nouvelle périodicité en mois.",
  },
];

export interface Figure {
  value: string;
  label: string;
}

/** The figures of spec §1, written the French way. */
export const FIGURES: readonly Figure[] = [
  { value: "500+", label: "équipements suivis" },
  { value: "50+", label: "entreprises clientes" },
  { value: "1 000+", label: "mesures saisies" },
  { value: "99,9 %", label: "de disponibilité" },
  { value: "-20 %", label: "sur le budget d'étalonnage" },
  { value: "100 %", label: "de conformité normative" },
];

export const REASONS: readonly string[] = [
  "Des périodicités justifiées critère par critère, que vous pouvez expliquer à un auditeur.",
  "Des techniciens qui cotent depuis un simple lien, sans création de compte.",
  "Des rapports prêts à archiver, générés automatiquement à la fin de chaque campagne.",
  "Une traçabilité complète et des données isolées pour chaque entreprise.",
];
