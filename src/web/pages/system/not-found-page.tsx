import { Compass } from "lucide-react";
import { Link } from "react-router";
import { SYSTEM_TEXTS } from "../../../shared/texts/common";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";

export function NotFoundPage() {
  return (
    <div className="p-6 lg:p-8">
      <EmptyState
        icon={Compass}
        title={SYSTEM_TEXTS.notFoundTitle}
        action={
          <Button asChild>
            <Link to="/">{SYSTEM_TEXTS.notFoundBack}</Link>
          </Button>
        }
      >
        {SYSTEM_TEXTS.notFoundText}
      </EmptyState>
    </div>
  );
}
