/** Calibra's release, as its package states it: written into the files it exports (a DCC's software). */
export const CALIBRA_RELEASE = "0.1.0";
