import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on its first use instead of at start (decision 030): the workbook,
 * PDF and QR code libraries took 0.7 s of every start, for work most starts never do.
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
