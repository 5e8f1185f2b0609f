import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApprovalSettings } from "../../../shared/api/approvals";
import type { Company } from "../../../shared/api/companies";
import type { TypeDecisionRuleInput } from "../../../shared/api/decision-rules";
import type { IntervalSettingsInput } from "../../../shared/api/interval-proposals";
import type { MeasurementUnitsInput } from "../../../shared/api/measurements";
import type { DecisionRule } from "../../../shared/conformity/decide-point";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/** POST /api/pdf/test-connection: the built-in engine makes a one-page PDF, nothing is stored. */
export function usePdfTest() {
  return useMutation({ mutationFn: () => api.reports.testPdfEngine() });
}

/** The company's units per instrument type (decision 020), read by the settings and the Mesures view. */
export function useMeasurementUnits() {
  return useQuery({
    queryKey: keys.settings.measurementUnits(),
    queryFn: ({ signal }) => api.settings.measurementUnits({ signal }),
  });
}

export function useSaveMeasurementUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeasurementUnitsInput) => api.settings.saveMeasurementUnits(input),
    onSuccess: (setting) => queryClient.setQueryData(keys.settings.measurementUnits(), setting),
  });
}

/** The settings of the interval methods (decision 034). */
export function useIntervalSettings() {
  return useQuery({
    queryKey: keys.settings.intervalMethods(),
    queryFn: ({ signal }) => api.settings.intervalSettings({ signal }),
  });
}

export function useSaveIntervalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IntervalSettingsInput) => api.settings.saveIntervalSettings(input),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.settings.intervalMethods(), saved);
      return queryClient.invalidateQueries({ queryKey: keys.instruments.all() });
    },
  });
}

/** The decision rules of conformity: the company's and each instrument type's (decision 032). */
export function useDecisionRules() {
  return useQuery({
    queryKey: keys.settings.decisionRules(),
    queryFn: ({ signal }) => api.settings.decisionRules({ signal }),
  });
}

export function useSaveCompanyDecisionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyRule: DecisionRule) => api.settings.saveCompanyDecisionRule({ companyRule }),
    onSuccess: (saved) => queryClient.setQueryData(keys.settings.decisionRules(), saved),
  });
}

export function useSaveTypeDecisionRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TypeDecisionRuleInput) => api.settings.saveTypeDecisionRule(input),
    onSuccess: (saved) => queryClient.setQueryData(keys.settings.decisionRules(), saved),
  });
}

/** The company's approval settings: the answer is the settings as they now are. */
export function useSaveApprovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<ApprovalSettings>) => api.settings.saveApprovals(change),
    onSuccess: (saved) => queryClient.setQueryData(keys.settings.approvals(), saved),
  });
}

/** The company's fields as they are, its zone changed: the company call keeps every other field. */
function withZone(company: Company, timeZone: string) {
  const { name, address, phone, email, website, description } = company;
  return { name, address, phone, email, website, description, timeZone };
}

/**
 * The company's time zone (decision 026), changed through the company call: the company's answer
 * replaces the one read, and the signed-in user's answer, which carries the zone, is read again.
 */
export function useSaveTimeZone(company: Company | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (timeZone: string) => api.company.update(withZone(company!, timeZone)),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.company.current(), saved);
      void queryClient.invalidateQueries({ queryKey: keys.currentUser() });
    },
  });
}
