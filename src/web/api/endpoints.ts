import { auditCalls } from "./calls/audit";
import { authCalls } from "./calls/auth";
import {
  campaignsCalls,
  dashboardCalls,
  equipmentCalls,
  measurementsCalls,
  ratingsCalls,
} from "./calls/campaigns";
import { companyCalls, settingsCalls, usersCalls } from "./calls/company";
import { criteriaCalls } from "./calls/criteria";
import { impactReviewsCalls, instrumentsCalls, planningCalls } from "./calls/instruments";
import { publicCalls } from "./calls/public";
import { emailsCalls, reportsCalls } from "./calls/reports";

export {
  auditEventsExportUrl,
  auditExportUrl,
  certificateFileUrl,
  eventDccUrl,
  instrumentLabelsUrl,
  instrumentsExportUrl,
  measurementsExportUrl,
  reportPreviewUrl,
} from "./calls/download-urls";

/**
 * Every call of the API the web app makes (spec §7), each typed by the shared schema of its
 * answer; reads take the query's abort signal. One module per area in `calls/`; the first chunk
 * loads `calls/auth` alone (the current user), the pages load the rest with this object.
 */
export const api = {
  auth: authCalls,
  company: companyCalls,
  users: usersCalls,
  dashboard: dashboardCalls,
  campaigns: campaignsCalls,
  settings: settingsCalls,
  measurements: measurementsCalls,
  public: publicCalls,
  instruments: instrumentsCalls,
  impactReviews: impactReviewsCalls,
  planning: planningCalls,
  equipment: equipmentCalls,
  ratings: ratingsCalls,
  criteria: criteriaCalls,
  reports: reportsCalls,
  audit: auditCalls,
  emails: emailsCalls,
};
