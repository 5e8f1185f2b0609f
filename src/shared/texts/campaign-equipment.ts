/**
 * The words of a campaign's equipment (adding, importing, listing, editing), one object per component.
 * Imported by the campaigns pages only: each area's texts travel with its own lazy chunk.
 */

/** The texts of equipment-add.tsx. */
export const EQUIPMENT_ADD_TEXTS = {
  ajouterUnEquipement: "Ajouter un équipement",
  nomDeLEquipement: "Nom de l'équipement",
  nom: "Nom *",
  reference: "Référence",
  referenceRequired: "Référence *",
  periodeMois: "Période (mois)",
  periodeMoisRequired: "Période (mois) *",
  typeFacultatif: "Type (facultatif)",
  typeFacultatifPressionTemperature: "Type (facultatif) : Pression, Température...",
  ajouter: "Ajouter",
  nomReferenceEtPeriode: "Nom, référence et période requis ; Entrée ajoute aussi.",
  importCsvEnMasse: "Import CSV en masse",
  format: "Format : ",
  nomReferencePeriodeType: "nom,référence,période[,type]",
  periodeEnMoisType:
    " (période en mois, type facultatif) ; virgule ou point-virgule. Les lignes sans nom ou sans référence sont ignorées ; une période vide ou illisible vaut 0, à corriger sur sa ligne avant d'enregistrer.",
  ajoutEnCours: "Ajout en cours... ",
  ajoutDesEquipements: "Ajout des équipements",
  aLaListe: " à la liste",
  referenceDejaDansLa: " : référence déjà dans la liste (",
  uneLigneParEquipement: "Une ligne par équipement",
  sur: (lines: string | number) => ` sur ${lines}`,
  csvExample: "Manomètre numérique,MAN-0042,12,Pression\nSonde de température,PT100-17,24",
  sansPeriodeValideDans: (value: string | number, value2: string | number) =>
    ` ${value} sans période valide : ${value2} dans la liste.`,
  equipementAjoute: "équipement ajouté",
  equipementsAjoutes: "équipements ajoutés",
  ligneIgnoree: "ligne ignorée",
  lignesIgnorees: "lignes ignorées",
  importerLesLignes: "Importer les lignes",
  importer: (value: string | number) => `Importer ${value}`,
  ellesSerontSignalees: "elles seront signalées",
  elleSeraSignalee: "elle sera signalée",
} as const;

/** The texts of equipment-dialog.tsx. */
export const EQUIPMENT_DIALOG_TEXTS = {
  equipements: "Équipements",
  listeDesEquipements: "Liste des équipements",
  fermer: "Fermer",
  enregistrer: "Enregistrer (",
  retirerLEquipement: "Retirer l'équipement",
  lEquipement: "L'équipement ",
  aDejaEteNote: ") a déjà été noté (",
  sesNotationsSerontSupprimees: ") : ses notations seront supprimées avec lui.",
  leNomEtLa: "Le nom et la référence sont requis.",
  ajoutezLesEquipementsA:
    "Ajoutez les équipements à étalonner : les nouveaux sont enregistrés avec la campagne.",
  lesModificationsEtSuppressions: "Les modifications et suppressions sont enregistrées immédiatement.",
  lesEquipementsDeLa: "Les équipements de la campagne.",
  unEquipementEstA: "Un équipement est à corriger avant d'enregistrer : il est signalé dans la liste.",
  equipementsSontACorriger: (size: string | number) =>
    `${size} équipements sont à corriger avant d'enregistrer : ils sont signalés dans la liste.`,
  equipement: "équipement",
  suppression: "Suppression...",
  retirer: "Retirer",
} as const;

/** The texts of equipment-list.tsx. */
export const EQUIPMENT_LIST_TEXTS = {
  aucunEquipementPourL: "Aucun équipement pour l'instant.",
  equipementsDeLaCampagne: "Équipements de la campagne",
  nom: "Nom",
  reference: "Référence",
  periode: "Période",
  mois: " (mois)",
  actions: "Actions",
  listeDefilanteDesEquipements: "Liste défilante des équipements",
  chargementDeLaListe: "Chargement de la liste...",
  ajoutezEnAvecLe: " Ajoutez-en avec le formulaire ci-dessus ou collez une liste CSV.",
} as const;

/** The texts of equipment-rows.tsx. */
export const EQUIPMENT_ROWS_TEXTS = {
  etalonnageEnRetard: "Étalonnage en retard",
  echeance: " · échéance ",
  nouveau: "Nouveau",
  moisNouvellePeriodeAppliquee: " mois, nouvelle période appliquée : ",
  laPeriodeDeLa:
    "La période de la campagne diffère de celle du Parc : le calcul part de celle de la campagne.",
  parc: "Parc : ",
  enregistrementEnCours: "Enregistrement en cours",
  modifier: "Modifier",
  supprimer: "Supprimer",
  nomDeLEquipement: "Nom de l'équipement",
  typeFacultatif: "Type (facultatif)",
  reference: "Référence",
  periodeMois: "Période (mois)",
  enregistrer: "Enregistrer",
  enregistrerLaModification: "Enregistrer la modification",
  annuler: "Annuler",
  annulerLaModification: "Annuler la modification",
  echeanceDEtalonnageDepassee: (due: string | number) => `Échéance d'étalonnage dépassée depuis le ${due}`,
  periodeAppliqueeMoisAuparavant: (newPeriod: string | number, currentPeriod: string | number) =>
    `Période appliquée : ${newPeriod} mois (auparavant ${currentPeriod})`,
  modifierNamed: (label: string | number) => `Modifier ${label}`,
  supprimerNamed: (label: string | number) => `Supprimer ${label}`,
} as const;

/** The texts of equipment-items.ts. */
export const EQUIPMENT_ITEMS_TEXTS = {
  laReferenceFigureDeja: (reference: string | number) =>
    `La référence ${reference} figure déjà dans la liste.`,
} as const;

/** The texts of parc-pick.tsx: instruments of the Parc chosen for the campaign. */
export const PARC_PICK_TEXTS = {
  title: "Choisir dans le parc",
  search: "Rechercher dans le parc",
  searchHint: "Nom ou référence d'un instrument du parc",
  results: "Instruments du parc trouvés",
  typeToSearch: "Tapez un nom ou une référence : les instruments du parc s'affichent ici.",
  searching: "Recherche dans le parc…",
  found: "{shown} sur {total} instrument(s) du parc",
  none: "Aucun instrument du parc ne correspond.",
  unavailable: "Le parc ne peut pas être lu : ajoutez les équipements ci-dessus.",
  choose: "Choisir {name} ({reference})",
  alreadyListed: "déjà dans la liste",
  months: "{n} mois",
  chosen: "{n} instrument(s) choisi(s)",
  add: "Ajouter les instruments choisis",
  added: "{n} instrument(s) du parc ajouté(s) à la liste",
} as const;
