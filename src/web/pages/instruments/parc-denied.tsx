import { ShieldAlert } from "lucide-react";
import { PARC_TEXTS } from "../../../shared/texts/instruments";
import { EmptyState } from "../../components/ui/empty-state";

/** What a member whose role may not read the Parc sees instead of it. */
export function ParcDenied() {
  return (
    <EmptyState icon={ShieldAlert} title={PARC_TEXTS.deniedTitle}>
      {PARC_TEXTS.deniedText}
    </EmptyState>
  );
}
