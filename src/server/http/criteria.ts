import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  criterionInputSchema,
  criterionSchema,
  globalParametersInputSchema,
  globalParametersSchema,
} from "../../shared/api/criteria";
import { FIELD_MESSAGES } from "../../shared/messages";
import { idOf } from "../../shared/validation";
import { listCriteria } from "../domain/criteria/criterion-view";
import { getGlobalParameters, saveGlobalParameters } from "../domain/criteria/global-parameters";
import { createCriterion, deleteCriterion, updateCriterion } from "../domain/criteria/save-criterion";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

const idParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });

export function criteriaRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["critères"]);

  route(
    {
      method: "GET",
      url: "/api/rating-criteria",
      summary: "Critères de cotation et leurs niveaux",
      permission: "readCampaigns",
      response: z.array(criterionSchema),
    },
    (scope) => listCriteria(scope),
  );

  route(
    {
      method: "GET",
      url: "/api/rating-criteria/for-user",
      summary: "Critères que l'utilisateur note (selon son profil)",
      permission: "readCampaigns",
      response: z.array(criterionSchema),
    },
    (scope) => listCriteria(scope, { forActor: true }),
  );

  route(
    {
      method: "POST",
      url: "/api/rating-criteria",
      summary: "Créer un critère",
      permission: "manageCriteria",
      body: criterionInputSchema,
      response: criterionSchema,
      status: 201,
    },
    (scope, { body }) => createCriterion(scope, { input: body }),
  );

  route(
    {
      method: "PUT",
      url: "/api/rating-criteria/:id",
      summary: "Modifier un critère",
      permission: "manageCriteria",
      params: idParams,
      body: criterionInputSchema,
      response: criterionSchema,
    },
    (scope, { params, body }) => updateCriterion(scope, { id: params.id, input: body }),
  );

  route(
    {
      method: "DELETE",
      url: "/api/rating-criteria/:id",
      summary: "Supprimer un critère",
      permission: "manageCriteria",
      params: idParams,
      response: z.null(),
      status: 204,
    },
    (scope, { params }) => deleteCriterion(scope, { id: params.id }),
  );

  route(
    {
      method: "GET",
      url: "/api/settings/global-params",
      summary: "Paramètres globaux OPPERET (k1, k2, pmax)",
      permission: "readCampaigns",
      response: globalParametersSchema,
    },
    (scope) => getGlobalParameters(scope),
  );

  route(
    {
      method: "PUT",
      url: "/api/settings/global-params",
      summary: "Modifier les paramètres globaux",
      permission: "manageCriteria",
      body: globalParametersInputSchema,
      response: globalParametersSchema,
    },
    (scope, { body }) => saveGlobalParameters(scope, { input: body }),
  );
}
