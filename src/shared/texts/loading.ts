/** The one word of the first load (the loading screens, in the landing page's weight): nothing else here. */
export const LOADING_LABEL = "Chargement...";
