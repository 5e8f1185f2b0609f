/**
 * Virtualised rows (DESIGN.md §9): of a campaign's thousands of equipment, only the rows in and near
 * the scroll box's view are drawn, plus the row that holds the keyboard focus, so that scrolling
 * away never takes the focus from the user. Rows have one fixed height.
 */
import { type RefObject, useLayoutEffect, useState } from "react";

export interface RowRange {
  /** First row drawn. */
  start: number;
  /** One past the last row drawn. */
  end: number;
}

/** The rows in view of a scroll box, with `overscan` more on each side. */
export function rangeInView(
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan: number,
): RowRange {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / rowHeight);
  return { start: Math.max(0, Math.min(count, first - overscan)), end: Math.min(count, last + overscan) };
}

export type RowSlot = { kind: "row"; index: number } | { kind: "gap"; rows: number; key: string };

/**
 * The rows to draw, in order, with a gap standing for each run of rows left out (its height keeps
 * the scroll bar true). `pinned` (the focused row) is drawn even out of view.
 */
export function rowSlots(range: RowRange, count: number, pinned: number | null): RowSlot[] {
  // The range may still be that of a longer list for one render, until the scroll box is read again.
  const start = Math.min(range.start, count);
  const end = Math.min(range.end, count);
  const indices: number[] = [];
  const pin = pinned !== null && pinned >= 0 && pinned < count ? pinned : null;
  if (pin !== null && pin < start) indices.push(pin);
  for (let index = start; index < end; index += 1) indices.push(index);
  if (pin !== null && pin >= end) indices.push(pin);
  const slots: RowSlot[] = [];
  let next = 0;
  for (const index of indices) {
    if (index > next) slots.push({ kind: "gap", rows: index - next, key: `gap-${next}` });
    slots.push({ kind: "row", index });
    next = index + 1;
  }
  if (count > next) slots.push({ kind: "gap", rows: count - next, key: `gap-${next}` });
  return slots;
}

/** Follows the scroll box: its scroll position and height give the rows to draw. */
export function useRowRange(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 8,
): RowRange {
  const [range, setRange] = useState<RowRange>(() => ({ start: 0, end: Math.min(count, 30) }));
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const update = () => {
      const next = rangeInView(box.scrollTop, box.clientHeight, rowHeight, count, overscan);
      setRange((previous) => (previous.start === next.start && previous.end === next.end ? previous : next));
    };
    update();
    box.addEventListener("scroll", update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(box);
    return () => {
      box.removeEventListener("scroll", update);
      observer.disconnect();
    };
  }, [scrollRef, count, rowHeight, overscan]);
  return range;
}

/** One page of the equipment cards of the phone layout. */
export interface CardPage {
  /** The page shown, from 0, brought back within the pages there are. */
  index: number;
  /** How many pages there are (at least one, even for no card). */
  count: number;
  /** First card of the page. */
  start: number;
  /** One past the last card of the page. */
  end: number;
}

/**
 * The phone layout draws its cards (of varying heights, which rows of one height cannot stand
 * for) a page at a time, so that a campaign of thousands of equipment draws only `size` of them.
 * A page past the end (the list got shorter) is the last one.
 */
export function cardPage(total: number, index: number, size: number): CardPage {
  const count = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(0, Math.trunc(index)), count - 1);
  return { index: page, count, start: page * size, end: Math.min(total, (page + 1) * size) };
}
