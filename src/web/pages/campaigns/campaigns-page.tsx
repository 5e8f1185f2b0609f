import type { CurrentUser } from "../../../shared/api/auth";
import { UpcomingScreen } from "../system/upcoming-screen";

export function CampaignsPage(_props: { user: CurrentUser }) {
  return <UpcomingScreen title="Campagnes" description="Vos campagnes d'étalonnage" />;
}
