/**
 * The entry of Calibra's French catalogue: what the API answers (`texts/api-answers`: errors by code,
 * refused requests), the form rules (`texts/fields`), the feedback the screens give (`texts/feedback`:
 * spec §8 toasts, confirmations) and the staff side of the share links (`texts/public-entries`); each
 * page area's own texts sit in `texts/<area>.ts`, loaded with its pages. The spec's sentences appear
 * exactly as written; `messages.test.ts` checks each of them. Templates carry named placeholders
 * (`{n}`, `{name}`) filled by `format`.
 */

/** A count as French writes it: "5 000", thousands grouped by a narrow no-break space. */
export function frenchNumber(value: number): string {
  return new Intl.NumberFormat("fr-FR").format(value);
}

/** Fills a template's `{placeholders}`; a placeholder without a value stays as it is. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
}

export * from "./texts/api-answers";
export * from "./texts/feedback";
export * from "./texts/fields";
export * from "./texts/public-entries";
