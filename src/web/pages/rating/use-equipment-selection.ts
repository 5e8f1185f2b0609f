import { useCallback, useState } from "react";
import type { Equipment } from "../../../shared/api/equipment";

/**
 * The equipment checked for a bulk rating: one by one, or all those shown at once. Equipment
 * removed from the campaign meanwhile is left out of `selectedIds`.
 */
export function useEquipmentSelection(equipment: Equipment[], shown: readonly Pick<Equipment, "id">[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const onToggle = useCallback((id: number, checked: boolean) => {
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const toggleShown = (checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const item of shown) {
        if (checked) next.add(item.id);
        else next.delete(item.id);
      }
      return next;
    });
  const clear = () => setSelected(new Set());
  const selectedIds = equipment.filter((e) => selected.has(e.id)).map((e) => e.id);
  return { selected, selectedIds, onToggle, toggleShown, clear };
}
