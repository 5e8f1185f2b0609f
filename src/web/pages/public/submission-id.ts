/**
 * The id a public POST carries so that a retried submission is stored once (DESIGN.md §5): a UUID,
 * or, where the browser offers no `randomUUID` (a page served over plain http on a local network),
 * 128 random bits in hexadecimal.
 */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** What the visitor typed last time on this device (their name), if the browser lets us keep it. */
export const remembered = {
  get(key: string): string {
    try {
      return window.localStorage.getItem(key) ?? "";
    } catch {
      return "";
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Private browsing or storage refused: the name is simply typed again next time.
    }
  },
};

export const OPERATOR_NAME_KEY = "calibra.public.operatorName";
