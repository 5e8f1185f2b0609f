import { INSTRUMENT_STATUS_LABELS } from "./constants";

/**
 * Quarantine (issue 22, decision 021): an instrument whose impact review is open. Kept apart from the
 * catalogue of messages.ts, which the landing page loads: only the screens of instruments use it.
 */
export const QUARANTINE_TEXTS = {
  status: INSTRUMENT_STATUS_LABELS.quarantined,
  explanation:
    "Une revue d'impact est ouverte : l'instrument n'est pas utilisable et son échéance part du dernier étalonnage conforme ou ajusté.",
} as const;
