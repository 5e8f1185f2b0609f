import { UpcomingScreen } from "../system/upcoming-screen";

import type { CurrentUser } from "../../../shared/api/auth";

export function ProfilesPage(_props: { user: CurrentUser }) {
  return <UpcomingScreen title="Profils" />;
}
