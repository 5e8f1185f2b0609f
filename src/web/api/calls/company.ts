import { z } from "zod";
import { type ApprovalSettingsInput, approvalSettingsSchema } from "../../../shared/api/approvals";
import {
  type CompanySetupInput,
  type CompanyUpdateInput,
  companySchema,
  companyStatisticsSchema,
} from "../../../shared/api/companies";
import { decisionRulesSchema, type TypeDecisionRuleInput } from "../../../shared/api/decision-rules";
import {
  type IntervalSettingsInput,
  intervalSettingsAnswerSchema,
} from "../../../shared/api/interval-proposals";
import { type MeasurementUnitsInput, measurementUnitsSettingSchema } from "../../../shared/api/measurements";
import { type PublicEntriesSetting, publicEntriesSettingSchema } from "../../../shared/api/share-links";
import {
  type BulkImportInput,
  bulkImportResultSchema,
  invitationLinkSchema,
  type NewUserInput,
  type UserUpdateInput,
  userSchema,
} from "../../../shared/api/users";
import type { DecisionRule } from "../../../shared/conformity/decide-point";
import { call } from "../request";
import { noContent, path, type Read } from "./call-helpers";

export const companyCalls = {
  current: ({ signal }: Read = {}) => call("GET", "/api/companies/current", companySchema, { signal }),
  statistics: ({ signal }: Read = {}) =>
    call("GET", "/api/companies/current/statistics", companyStatisticsSchema, { signal }),
  update: (body: CompanyUpdateInput) => call("PATCH", "/api/companies/current", companySchema, { body }),
  setUp: (body: CompanySetupInput) => call("POST", "/api/companies", companySchema, { body }),
};

export const usersCalls = {
  list: ({ signal }: Read = {}) => call("GET", "/api/users", z.array(userSchema), { signal }),
  create: (body: NewUserInput) => call("POST", "/api/users", userSchema, { body }),
  update: (id: string, body: UserUpdateInput) => call("PUT", `/api/users/${path(id)}`, userSchema, { body }),
  remove: (id: string) => call("DELETE", `/api/users/${path(id)}`, noContent),
  import: (body: BulkImportInput) => call("POST", "/api/users/bulk-import", bulkImportResultSchema, { body }),
  invitationLink: (id: string) =>
    call("POST", `/api/users/${path(id)}/invitation-link`, invitationLinkSchema),
};

export const settingsCalls = {
  approvals: ({ signal }: Read = {}) =>
    call("GET", "/api/settings/approvals", approvalSettingsSchema, { signal }),
  saveApprovals: (body: ApprovalSettingsInput) =>
    call("PUT", "/api/settings/approvals", approvalSettingsSchema, { body }),
  publicEntries: ({ signal }: Read = {}) =>
    call("GET", "/api/settings/public-entries", publicEntriesSettingSchema, { signal }),
  savePublicEntries: (body: PublicEntriesSetting) =>
    call("PUT", "/api/settings/public-entries", publicEntriesSettingSchema, { body }),
  measurementUnits: ({ signal }: Read = {}) =>
    call("GET", "/api/settings/measurement-units", measurementUnitsSettingSchema, { signal }),
  saveMeasurementUnits: (body: MeasurementUnitsInput) =>
    call("PUT", "/api/settings/measurement-units", measurementUnitsSettingSchema, { body }),
  intervalSettings: ({ signal }: Read = {}) =>
    call("GET", "/api/settings/interval-methods", intervalSettingsAnswerSchema, { signal }),
  saveIntervalSettings: (body: IntervalSettingsInput) =>
    call("PUT", "/api/settings/interval-methods", intervalSettingsAnswerSchema, { body }),
  decisionRules: ({ signal }: Read = {}) =>
    call("GET", "/api/settings/decision-rules", decisionRulesSchema, { signal }),
  saveCompanyDecisionRule: (body: { companyRule: DecisionRule }) =>
    call("PUT", "/api/settings/decision-rules", decisionRulesSchema, { body }),
  saveTypeDecisionRule: (body: TypeDecisionRuleInput) =>
    call("PUT", "/api/settings/decision-rules/types", decisionRulesSchema, { body }),
};
