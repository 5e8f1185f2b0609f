import { Compass } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";

export function NotFoundPage() {
  return (
    <div className="p-6 lg:p-8">
      <EmptyState
        icon={Compass}
        title="Page introuvable"
        action={
          <Button asChild>
            <Link to="/">Retour aux campagnes</Link>
          </Button>
        }
      >
        L'adresse demandée ne correspond à aucun écran de Calibra.
      </EmptyState>
    </div>
  );
}
