import { RATER_KEY_PATTERN } from "../../../shared/api/public-links";

/**
 * The rater key of a campaign's rating link (decision 017): what makes this browser's visitor the
 * same rater from one visit to the next. Answered by their first submission and kept here, per
 * link; the e-mail they may receive brings it in the address's fragment (`#cle=…`), which no server
 * ever sees, and the page moves it here.
 */
const storageKey = (token: string) => `calibra.cle-evaluateur.${token}`;

export function savedRaterKey(token: string): string | null {
  try {
    const key = window.localStorage.getItem(storageKey(token));
    return key && RATER_KEY_PATTERN.test(key) ? key : null;
  } catch {
    // Storage refused (private browsing, a policy): the visitor is a new rater at each visit.
    return null;
  }
}

export function keepRaterKey(token: string, key: string): void {
  try {
    window.localStorage.setItem(storageKey(token), key);
  } catch {
    // Nothing to keep it in: the e-mail's link, when an address was given, still brings it back.
  }
}

/**
 * The key carried by the address (`#cle=…`), kept for this link and taken out of the address so
 * that it is neither bookmarked nor shared with the page; null when the address has none.
 */
export function takeRaterKeyFromAddress(token: string): string | null {
  const match = /(?:^#|&)cle=([A-Za-z0-9_-]+)/.exec(window.location.hash);
  const key = match?.[1];
  if (!key || !RATER_KEY_PATTERN.test(key)) return null;
  keepRaterKey(token, key);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}`);
  return key;
}
