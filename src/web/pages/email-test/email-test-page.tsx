import type { CurrentUser } from "../../../shared/api/auth";
import { EMAIL_TEST_TEXTS } from "../../../shared/texts/email-test";
import { PageHeader } from "../../components/layout/page-header";
import { EmailDebugCard } from "./email-debug-card";
import { InvitationTestCard } from "./invitation-test-card";
import { ReportNotificationTestCard } from "./report-notification-test-card";

/**
 * Test des Emails (spec §2): the campaign invitation and the report notification, each sent for
 * real, then the debug block that shows where they went.
 */
export function EmailTestPage({ user }: { user: CurrentUser }) {
  const { manageCampaigns, generateReports, manageUsers } = user.abilities;
  return (
    <>
      <PageHeader title={EMAIL_TEST_TEXTS.title} description={EMAIL_TEST_TEXTS.description} />
      <div className="grid gap-6 p-6 max-sm:px-4 lg:p-8">
        <div className="grid gap-6 lg:grid-cols-2">
          <InvitationTestCard allowed={manageCampaigns} />
          <ReportNotificationTestCard allowed={generateReports} />
        </div>
        <EmailDebugCard allowed={manageCampaigns} canOpen={manageUsers} />
      </div>
    </>
  );
}
