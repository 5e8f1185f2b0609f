import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  campaignEquipmentParams,
  equipmentDraftSchema,
  equipmentIdParams,
  equipmentSchema,
  newEquipmentSchema,
} from "../../shared/api/equipment";
import { errorResponses } from "../../shared/api/system";
import { withTenant } from "../db/tenant";
import { addEquipment } from "../domain/equipment/add-equipment";
import { deleteEquipment } from "../domain/equipment/delete-equipment";
import { listEquipment } from "../domain/equipment/equipment-view";
import { updateEquipment } from "../domain/equipment/update-equipment";
import { authorize } from "./plugins/request-context";
import type { Services } from "./services";

const errors = errorResponses;
const tags = ["équipements"];

export function equipmentRoutes(app: FastifyInstance, { db }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/equipment/:campaignId",
    {
      schema: {
        tags,
        summary: "Équipements d'une campagne",
        params: campaignEquipmentParams,
        response: { 200: z.array(equipmentSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant } = await authorize(request, "readCampaigns");
      return withTenant(db, tenant, (tx) =>
        listEquipment({ db: tx, tenant, campaignId: request.params.campaignId }),
      );
    },
  );

  api.post(
    "/api/equipment",
    {
      schema: {
        tags,
        summary: "Ajouter un équipement à une campagne",
        body: newEquipmentSchema,
        response: { 201: equipmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = await authorize(request, "manageEquipment");
      const { campaignId, ...draft } = request.body;
      const [created] = await withTenant(db, tenant, (tx) =>
        addEquipment({ db: tx, tenant, actor, campaignId, drafts: [draft] }),
      );
      return reply.status(201).send(created!);
    },
  );

  api.put(
    "/api/equipment/:id",
    {
      schema: {
        tags,
        summary: "Modifier un équipement",
        params: equipmentIdParams,
        body: equipmentDraftSchema,
        response: { 200: equipmentSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "manageEquipment");
      return withTenant(db, tenant, (tx) =>
        updateEquipment({ db: tx, tenant, actor, id: request.params.id, draft: request.body }),
      );
    },
  );

  api.delete(
    "/api/equipment/:id",
    {
      schema: {
        tags,
        summary: "Retirer un équipement de sa campagne",
        params: equipmentIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = await authorize(request, "manageEquipment");
      await withTenant(db, tenant, (tx) => deleteEquipment({ db: tx, tenant, actor, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );
}
