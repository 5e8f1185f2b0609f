/**
 * A list of ids as one array parameter, written `= any(${idList(ids)}::int[])`: one parameter
 * whatever the number of ids (a statement planned the same for 1 and for 5,000), where one
 * parameter per id would hit the protocol's limit of 65,535.
 */
export function idList(ids: readonly number[]): string {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`not an id: ${id}`);
  return `{${ids.join(",")}}`;
}
