/**
 * Where the event trail's reader is: the trail is read a page at a time, newest first, each page
 * asked for by the `before` cursor the page above it gave (`nextBefore`). Going back to newer pages
 * pops the cursors kept on the way down; no count of the whole trail is ever needed.
 */
export interface CursorStack {
  /** The `before` of the page shown; null for the first (newest) page. */
  readonly current: number | null;
  /** The cursors of the newer pages, the newest first. */
  readonly newer: readonly (number | null)[];
}

export const FIRST_PAGE: CursorStack = { current: null, newer: [] };

/** The next older page, from the `nextBefore` of the page shown; the same page on the last one. */
export function olderPage(stack: CursorStack, nextBefore: number | null): CursorStack {
  if (nextBefore === null) return stack;
  return { current: nextBefore, newer: [...stack.newer, stack.current] };
}

/** The page above the one shown; the first page stays where it is. */
export function newerPage(stack: CursorStack): CursorStack {
  if (stack.newer.length === 0) return stack;
  return { current: stack.newer.at(-1) ?? null, newer: stack.newer.slice(0, -1) };
}

/** The page's number, from 1 for the newest. */
export function pageNumber(stack: CursorStack): number {
  return stack.newer.length + 1;
}

export function hasNewer(stack: CursorStack): boolean {
  return stack.newer.length > 0;
}
