import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { campaignIdParams } from "../../shared/api/campaigns";
import {
  measurementListSchema,
  measurementsExportQuerySchema,
  measurementsQuerySchema,
} from "../../shared/api/measurement-list";
import {
  notificationResultSchema,
  publicEntriesSettingInputSchema,
  publicEntriesSettingSchema,
  reviewInputSchema,
  reviewResultSchema,
  shareLinkKindParams,
  shareLinksSchema,
  submissionSchema,
  submissionsQuerySchema,
} from "../../shared/api/share-links";
import { exportMeasurements, listMeasurements } from "../domain/measurements/read-measurements";
import { notifyTechnicians } from "../domain/public-links/notify-technicians";
import { listSubmissions, reviewSubmissions } from "../domain/public-links/review";
import { getPublicEntriesSetting, savePublicEntriesSetting } from "../domain/public-links/review-setting";
import { readShareLinks, regenerateShareLink } from "../domain/public-links/share-links";
import { exportRoute } from "./export-route";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** What staff do with the public links: read and regenerate them, see and review what came in, notify. */
export function publicEntryRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["liens publics"]);
  const { publicUrl } = services;

  route(
    {
      method: "GET",
      url: "/api/campaigns/:id/share-links",
      summary: "Les deux liens publics d'une campagne (saisie des mesures, notation technicien)",
      permission: "manageCampaigns",
      params: campaignIdParams,
      response: shareLinksSchema,
    },
    (scope, { params }) => readShareLinks(scope, { campaignId: params.id, publicUrl }),
  );

  route(
    {
      method: "POST",
      url: "/api/campaigns/:id/share-links/:kind/regenerate",
      summary: "Remplacer un lien public : l'ancien cesse de fonctionner aussitôt",
      permission: "manageCampaigns",
      params: shareLinkKindParams,
      response: shareLinksSchema,
    },
    (scope, { params }) =>
      regenerateShareLink(scope, { campaignId: params.id, kind: params.kind, publicUrl }),
  );

  route(
    {
      method: "GET",
      url: "/api/settings/public-entries",
      summary: "Réglage : valider les saisies publiques avant prise en compte",
      permission: "readCampaigns",
      response: publicEntriesSettingSchema,
    },
    (scope) => getPublicEntriesSetting(scope),
  );

  route(
    {
      method: "PUT",
      url: "/api/settings/public-entries",
      summary: "Activer ou désactiver la validation des saisies publiques",
      permission: "manageCampaigns",
      body: publicEntriesSettingInputSchema,
      response: publicEntriesSettingSchema,
    },
    (scope, { body }) => savePublicEntriesSetting(scope, { input: body }),
  );

  route(
    {
      method: "GET",
      url: "/api/campaigns/:id/measurements",
      summary: "Mesures d'une campagne, les plus récentes d'abord, filtrées",
      permission: "readCampaigns",
      params: campaignIdParams,
      querystring: measurementsQuerySchema,
      response: measurementListSchema,
    },
    (scope, { params, query }) => listMeasurements(scope, { campaignId: params.id, filters: query }),
  );

  exportRoute(
    route,
    {
      url: "/api/campaigns/:id/measurements/export",
      summary:
        "Export des mesures d'une campagne (mêmes filtres que la vue) : CSV, ou classeur Excel avec format=xlsx",
      permission: "readCampaigns",
      params: campaignIdParams,
      querystring: measurementsExportQuerySchema,
    },
    (scope, { params, query }) => exportMeasurements(scope, { campaignId: params.id, filters: query }),
  );

  route(
    {
      method: "GET",
      url: "/api/campaigns/:id/submissions",
      summary: "Saisies reçues par les liens publics (mesures et notations), avec leur état de validation",
      permission: "readCampaigns",
      params: campaignIdParams,
      querystring: submissionsQuerySchema,
      response: z.array(submissionSchema),
    },
    (scope, { params, query }) => listSubmissions(scope, { campaignId: params.id, filters: query }),
  );

  route(
    {
      method: "POST",
      url: "/api/campaigns/:id/submissions/review",
      summary: "Accepter ou refuser des saisies publiques en attente (toutes, sans liste)",
      permission: "manageCampaigns",
      params: campaignIdParams,
      body: reviewInputSchema,
      response: reviewResultSchema,
    },
    (scope, { params, body }) =>
      reviewSubmissions(scope, {
        campaignId: params.id,
        decision: body.decision,
        submissionIds: body.submissionIds,
      }),
  );

  // The e-mails leave once the links are committed; the answer counts what the SMTP server took.
  route.inSlices(
    {
      method: "POST",
      url: "/api/campaigns/:id/notify-technicians",
      summary: "Envoyer à chaque technicien participant son lien personnel de notation",
      permission: "manageCampaigns",
      params: campaignIdParams,
      response: notificationResultSchema,
    },
    async (session, { params }) => {
      const { messageIds } = await session.transaction((scope) =>
        notifyTechnicians(scope, { campaignId: params.id, publicUrl }),
      );
      const { sent, failed, waiting } = await services.mailer.deliverNow(services.db, messageIds);
      // pendingCount only when messages wait (no SMTP server): the spec's answer stays as written.
      return {
        successCount: sent,
        failureCount: failed,
        ...(waiting > 0 && { pendingCount: waiting }),
      };
    },
  );
}
