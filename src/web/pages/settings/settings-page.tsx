import type { CurrentUser } from "../../../shared/api/auth";
import { SETTINGS_TEXTS } from "../../../shared/texts/settings";
import { PageHeader } from "../../components/layout/page-header";
import { ApprovalsCard } from "./approvals-card";
import { CompanyExportCard } from "./company-export-card";
import { DecisionRulesCard } from "./decision-rules-card";
import { GeneralSettingsCard } from "./general-settings-card";
import { IntervalSettingsCard } from "./interval-settings-card";
import { PdfEngineCard } from "./pdf-engine-card";
import { TimeZoneCard } from "./time-zone-card";
import { UnitsCard } from "./units-card";

/**
 * Paramètres (spec §2): where Calibra's settings live, the built-in PDF engine with its test, and the
 * units each instrument type is measured in (decision 020), and for administrators the export of all
 * the company's data (decision 024), and the company's time zone (decision 026).
 */
export function SettingsPage({ user }: { user: CurrentUser }) {
  return (
    <>
      <PageHeader title={SETTINGS_TEXTS.title} description={SETTINGS_TEXTS.description} />
      <div className="grid gap-6 p-6 max-sm:px-4 lg:grid-cols-2 lg:items-start lg:p-8">
        <GeneralSettingsCard />
        <PdfEngineCard canTest={user.abilities.generateReports} />
        <UnitsCard editable={user.abilities.manageCampaigns} />
        <DecisionRulesCard editable={user.abilities.manageEquipment} />
        <IntervalSettingsCard editable={user.abilities.manageCriteria} />
        <ApprovalsCard editable={user.abilities.manageCampaigns} />
        <TimeZoneCard editable={user.abilities.manageCompany} />
        <CompanyExportCard allowed={user.abilities.manageCompany} />
      </div>
    </>
  );
}
