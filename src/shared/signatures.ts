/**
 * What each kind of electronic signature means, as the signer reads it on screen and the record
 * keeps it (21 CFR 11.50, issue 23). Apart from the API contract: only the approval screens and the
 * server read it, not the landing page.
 */
export const SIGNATURE_MEANINGS = {
  periods: "J'approuve les nouvelles périodes de calibration",
  impact_review: "J'approuve les décisions et la conclusion de cette revue d'impact",
} as const;
export type SignatureSubject = keyof typeof SIGNATURE_MEANINGS;
