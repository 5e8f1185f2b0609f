import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  campaignEquipmentParams,
  equipmentDraftSchema,
  equipmentIdParams,
  equipmentSchema,
  newEquipmentSchema,
} from "../../shared/api/equipment";
import { addCampaignEquipment } from "../domain/equipment/add-equipment";
import { deleteEquipment } from "../domain/equipment/delete-equipment";
import { listEquipment } from "../domain/equipment/equipment-view";
import { updateEquipment } from "../domain/equipment/update-equipment";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

export function equipmentRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["équipements"]);

  route(
    {
      method: "GET",
      url: "/api/equipment/:campaignId",
      summary: "Équipements d'une campagne",
      permission: "readCampaigns",
      params: campaignEquipmentParams,
      response: z.array(equipmentSchema),
    },
    (scope, { params }) => listEquipment(scope, { campaignId: params.campaignId }),
  );

  route(
    {
      method: "POST",
      url: "/api/equipment",
      summary: "Ajouter un équipement à une campagne",
      permission: "manageEquipment",
      body: newEquipmentSchema,
      response: equipmentSchema,
      status: 201,
    },
    (scope, { body: { campaignId, ...draft } }) => addCampaignEquipment(scope, { campaignId, draft }),
  );

  route(
    {
      method: "PUT",
      url: "/api/equipment/:id",
      summary: "Modifier un équipement",
      permission: "manageEquipment",
      params: equipmentIdParams,
      body: equipmentDraftSchema,
      response: equipmentSchema,
    },
    (scope, { params, body }) => updateEquipment(scope, { equipmentId: params.id, draft: body }),
  );

  route(
    {
      method: "DELETE",
      url: "/api/equipment/:id",
      summary: "Retirer un équipement de sa campagne",
      permission: "manageEquipment",
      params: equipmentIdParams,
      response: z.null(),
      status: 204,
    },
    (scope, { params }) => deleteEquipment(scope, { equipmentId: params.id }),
  );
}
