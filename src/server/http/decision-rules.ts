import type { FastifyInstance } from "fastify";
import {
  companyDecisionRuleInputSchema,
  decisionRulesSchema,
  typeDecisionRuleInputSchema,
} from "../../shared/api/decision-rules";
import {
  readDecisionRules,
  saveCompanyDecisionRule,
  saveTypeDecisionRule,
} from "../domain/conformity/decision-rules";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** The decision rules of conformity (decision 032): the company's, and its instrument types'. */
export function decisionRuleRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["réglages"]);

  route(
    {
      method: "GET",
      url: "/api/settings/decision-rules",
      summary:
        "Règles de décision de la conformité (ILAC-G8) : celle de l'entreprise, et la règle et la tolérance de chaque type d'instrument",
      permission: "readCampaigns",
      response: decisionRulesSchema,
    },
    (scope) => readDecisionRules(scope),
  );

  route(
    {
      method: "PUT",
      url: "/api/settings/decision-rules",
      summary:
        "Choisir la règle de décision de l'entreprise : simple, wEqualsU, rp10, dobbert ou ilacNonBinary (les étalonnages déjà enregistrés gardent la leur)",
      permission: "manageEquipment",
      body: companyDecisionRuleInputSchema,
      response: decisionRulesSchema,
    },
    (scope, { body }) => saveCompanyDecisionRule(scope, { input: body }),
  );

  route(
    {
      method: "PUT",
      url: "/api/settings/decision-rules/types",
      summary:
        "Choisir la règle de décision et la tolérance (EMT) d'un type d'instrument (règle nulle : celle de l'entreprise)",
      permission: "manageEquipment",
      body: typeDecisionRuleInputSchema,
      response: decisionRulesSchema,
    },
    (scope, { body }) => saveTypeDecisionRule(scope, { input: body }),
  );
}
