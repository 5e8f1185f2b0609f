import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  campaignIdParams,
  newParticipantSchema,
  participantIdsSchema,
  participantSchema,
} from "../../shared/api/campaigns";
import { listParticipants } from "../domain/campaigns/participant-view";
import { addParticipant, setParticipants } from "../domain/campaigns/participants";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

export function participantRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["participants"]);

  route(
    {
      method: "GET",
      url: "/api/campaigns/:id/participants",
      summary: "Participants d'une campagne",
      permission: "readCampaigns",
      params: campaignIdParams,
      response: z.array(participantSchema),
    },
    (scope, { params }) => listParticipants(scope, { campaignId: params.id }),
  );

  route(
    {
      method: "PUT",
      url: "/api/campaigns/:id/participants",
      summary: "Remplacer les participants d'une campagne",
      permission: "manageCampaigns",
      params: campaignIdParams,
      body: participantIdsSchema,
      response: z.array(participantSchema),
    },
    (scope, { params, body }) =>
      setParticipants(scope, { campaignId: params.id, participantIds: body.participantIds }),
  );

  route(
    {
      method: "POST",
      url: "/api/campaign-participants",
      summary: "Ajouter un participant",
      permission: "manageCampaigns",
      body: newParticipantSchema,
      response: participantSchema,
      status: 201,
    },
    (scope, { body }) => addParticipant(scope, body),
  );
}
