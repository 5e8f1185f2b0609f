/** The landing page's JavaScript a signed-out visitor downloads, as transferred (compressed). */
export const LANDING_JAVASCRIPT_BUDGET_BYTES = 150 * 1024;
