import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  criterionInputSchema,
  criterionSchema,
  globalParametersInputSchema,
  globalParametersSchema,
} from "../../shared/api/criteria";
import { errorResponses } from "../../shared/api/system";
import { withTenant } from "../db/tenant";
import { listCriteria } from "../domain/criteria/criterion-view";
import { getGlobalParameters, saveGlobalParameters } from "../domain/criteria/global-parameters";
import { createCriterion, deleteCriterion, updateCriterion } from "../domain/criteria/save-criterion";
import { authorize } from "./plugins/request-context";
import type { Services } from "./services";

const errors = errorResponses;
const tags = ["critères"];
const idParams = z.object({ id: z.coerce.number().int().positive() });

export function criteriaRoutes(app: FastifyInstance, { db }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/rating-criteria",
    {
      schema: {
        tags,
        summary: "Critères de cotation et leurs niveaux",
        response: { 200: z.array(criterionSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant } = await authorize(request, "readCampaigns");
      return withTenant(db, tenant, (tx) => listCriteria({ db: tx, tenant }));
    },
  );

  api.get(
    "/api/rating-criteria/for-user",
    {
      schema: {
        tags,
        summary: "Critères que l'utilisateur note (selon son profil)",
        response: { 200: z.array(criterionSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant, user } = await authorize(request, "readCampaigns");
      return withTenant(db, tenant, (tx) => listCriteria({ db: tx, tenant, roles: user.roles }));
    },
  );

  api.post(
    "/api/rating-criteria",
    {
      schema: {
        tags,
        summary: "Créer un critère",
        body: criterionInputSchema,
        response: { 201: criterionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = await authorize(request, "manageCriteria");
      const created = await withTenant(db, tenant, (tx) =>
        createCriterion({ db: tx, tenant, actor, input: request.body }),
      );
      return reply.status(201).send(created);
    },
  );

  api.put(
    "/api/rating-criteria/:id",
    {
      schema: {
        tags,
        summary: "Modifier un critère",
        params: idParams,
        body: criterionInputSchema,
        response: { 200: criterionSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "manageCriteria");
      return withTenant(db, tenant, (tx) =>
        updateCriterion({ db: tx, tenant, actor, id: request.params.id, input: request.body }),
      );
    },
  );

  api.delete(
    "/api/rating-criteria/:id",
    {
      schema: {
        tags,
        summary: "Supprimer un critère",
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = await authorize(request, "manageCriteria");
      await withTenant(db, tenant, (tx) => deleteCriterion({ db: tx, tenant, actor, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );

  api.get(
    "/api/settings/global-params",
    {
      schema: {
        tags,
        summary: "Paramètres globaux OPPERET (k1, k2, pmax)",
        response: { 200: globalParametersSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant } = await authorize(request, "readCampaigns");
      return withTenant(db, tenant, (tx) => getGlobalParameters({ db: tx, tenant }));
    },
  );

  api.put(
    "/api/settings/global-params",
    {
      schema: {
        tags,
        summary: "Modifier les paramètres globaux",
        body: globalParametersInputSchema,
        response: { 200: globalParametersSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "manageCriteria");
      return withTenant(db, tenant, (tx) =>
        saveGlobalParameters({ db: tx, tenant, actor, input: request.body }),
      );
    },
  );
}
