import { ShieldAlert } from "lucide-react";
import { EmptyState } from "../../components/ui/empty-state";

/** What a member whose role may not read the Parc sees instead of it. */
export function ParcDenied() {
  return (
    <EmptyState icon={ShieldAlert} title="Accès refusé">
      Le parc d'instruments est réservé aux membres de l'entreprise qui ont un rôle. Demandez à un
      administrateur de vous en attribuer un.
    </EmptyState>
  );
}
