import { useMemo, useState } from "react";
import type { Selection } from "./instrument-list";

/** The selected rows, kept across pages and filters until cleared. */
export function useSelection(): Selection & { clear: () => void } {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  return useMemo(
    () => ({
      ids,
      toggle: (id, selected) =>
        setIds((current) => {
          const next = new Set(current);
          if (selected) next.add(id);
          else next.delete(id);
          return next;
        }),
      togglePage: (pageIds, selected) =>
        setIds((current) => {
          const next = new Set(current);
          for (const id of pageIds) {
            if (selected) next.add(id);
            else next.delete(id);
          }
          return next;
        }),
      clear: () => setIds(new Set()),
    }),
    [ids],
  );
}
