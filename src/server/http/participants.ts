import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  campaignIdParams,
  newParticipantSchema,
  participantIdsSchema,
  participantSchema,
} from "../../shared/api/campaigns";
import { errorResponses } from "../../shared/api/system";
import { withTenant } from "../db/tenant";
import { findCampaign } from "../domain/campaigns/campaign-view";
import { addParticipants, listParticipants, replaceParticipants } from "../domain/campaigns/participants";
import { authorize } from "./plugins/request-context";
import type { Services } from "./services";

const errors = errorResponses;
const tags = ["participants"];

export function participantRoutes(app: FastifyInstance, { db }: Services): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/campaigns/:id/participants",
    {
      schema: {
        tags,
        summary: "Participants d'une campagne",
        params: campaignIdParams,
        response: { 200: z.array(participantSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant } = await authorize(request, "readCampaigns");
      return withTenant(db, tenant, (tx) =>
        listParticipants({ db: tx, tenant, campaignId: request.params.id }),
      );
    },
  );

  api.put(
    "/api/campaigns/:id/participants",
    {
      schema: {
        tags,
        summary: "Remplacer les participants d'une campagne",
        params: campaignIdParams,
        body: participantIdsSchema,
        response: { 200: z.array(participantSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "manageCampaigns");
      const campaignId = request.params.id;
      return withTenant(db, tenant, async (tx) => {
        await findCampaign(tx, tenant, campaignId, true);
        await replaceParticipants(tx, tenant, actor, campaignId, request.body.participantIds);
        return listParticipants({ db: tx, tenant, campaignId });
      });
    },
  );

  api.post(
    "/api/campaign-participants",
    {
      schema: {
        tags,
        summary: "Ajouter un participant",
        body: newParticipantSchema,
        response: { 201: participantSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = await authorize(request, "manageCampaigns");
      const { campaignId, userId } = request.body;
      const participant = await withTenant(db, tenant, async (tx) => {
        await findCampaign(tx, tenant, campaignId, true);
        await addParticipants(tx, tenant, actor, campaignId, [userId]);
        return (await listParticipants({ db: tx, tenant, campaignId })).find((p) => p.userId === userId)!;
      });
      return reply.status(201).send(participant);
    },
  );
}
