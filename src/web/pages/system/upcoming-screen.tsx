import { Hammer } from "lucide-react";
import { SYSTEM_TEXTS } from "../../../shared/texts/common";
import { PageHeader } from "../../components/layout/page-header";
import { EmptyState } from "../../components/ui/empty-state";

/** A screen of the product that is routed and titled but whose content is not available yet. */
export function UpcomingScreen({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="p-6 lg:p-8">
        <EmptyState icon={Hammer} title={SYSTEM_TEXTS.upcomingTitle}>
          {SYSTEM_TEXTS.upcomingText}
        </EmptyState>
      </div>
    </>
  );
}
