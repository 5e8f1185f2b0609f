import type { FastifyInstance } from "fastify";
import {
  calibrationEventCorrectionSchema,
  calibrationEventInputSchema,
  calibrationEventParams,
  calibrationEventSchema,
  decisionPreviewInputSchema,
  decisionPreviewSchema,
} from "../../shared/api/calibration-events";
import {
  impactCloseInputSchema,
  impactDecisionInputSchema,
  impactItemParams,
  impactReviewParams,
  impactReviewSchema,
} from "../../shared/api/impact-reviews";
import { instrumentDetailSchema } from "../../shared/api/instrument-detail";
import {
  instrumentImportInputSchema,
  instrumentImportResultSchema,
  instrumentLabelsQuerySchema,
  instrumentsExportQuerySchema,
} from "../../shared/api/instrument-files";
import {
  instrumentCreateSchema,
  instrumentIdParams,
  instrumentPageSchema,
  instrumentSchema,
  instrumentsQuerySchema,
  instrumentUpdateSchema,
} from "../../shared/api/instruments";
import { verifySigner } from "../domain/approvals/signatures";
import {
  correctCalibrationEvent,
  previewDecision,
  recordCalibrationEvent,
} from "../domain/instruments/calibration-events";
import { createInstrument } from "../domain/instruments/create-instrument";
import { readImpactReview } from "../domain/instruments/impact-review-view";
import { closeImpactReview, decideImpactItem } from "../domain/instruments/impact-reviews";
import { readInstrumentDetail } from "../domain/instruments/instrument-detail";
import { instrumentLabels } from "../domain/instruments/instrument-labels";
import { exportInstruments } from "../domain/instruments/instruments-export";
import { importInstruments } from "../domain/instruments/instruments-import";
import { listInstruments } from "../domain/instruments/list-instruments";
import { updateInstrument } from "../domain/instruments/update-instrument";
import { renderInstrumentLabels } from "../reports/labels";
import { exportRoute } from "./export-route";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** Up to two pages of labels are laid out at once (about 20 ms); more go to the render worker. */
const INLINE_LABELS = 48;

/** The Parc: instruments, their life record, calibration events, impact reviews, labels. */
export function instrumentRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["parc"]);

  route(
    {
      method: "GET",
      url: "/api/instruments",
      summary:
        "Le parc d'instruments : recherche, filtres, tri et pages, avec le statut de chacun (en quarantaine tant qu'une revue d'impact est ouverte, sinon celui de son échéance)",
      permission: "readCampaigns",
      querystring: instrumentsQuerySchema,
      response: instrumentPageSchema,
    },
    (scope, { query }) => listInstruments(scope, { query }),
  );

  exportRoute(
    route,
    {
      url: "/api/instruments/export",
      summary:
        "Export du parc (mêmes filtres et tri que la liste, toutes les lignes) : CSV réimportable, ou classeur Excel avec format=xlsx",
      permission: "readCampaigns",
      querystring: instrumentsExportQuerySchema,
    },
    (scope, { query }) => exportInstruments(scope, { filters: query }),
  );

  route.file(
    {
      method: "GET",
      url: "/api/instruments/labels.pdf",
      summary:
        "Planche d'étiquettes à code QR (PDF A4, 3 × 8) des instruments choisis (ids=1,2,3) ou de ceux des filtres de la liste (1 000 au plus)",
      permission: "readCampaigns",
      querystring: instrumentLabelsQuerySchema,
    },
    async (session, { query }) => {
      const { labels, company, fileDay } = await session.transaction((scope) =>
        instrumentLabels(scope, { query, publicUrl: services.publicUrl }),
      );
      const options = { createdAt: new Date(), company };
      const sheet =
        labels.length > INLINE_LABELS && services.reports.renderLabels
          ? await services.reports.renderLabels(labels, options)
          : await renderInstrumentLabels(labels, options);
      return {
        contentType: "application/pdf",
        fileName: `etiquettes-instruments-${fileDay}.pdf`,
        disposition: "inline",
        body: Buffer.from(sheet.bytes.buffer, sheet.bytes.byteOffset, sheet.bytes.byteLength),
      };
    },
  );

  route.inSlices(
    {
      method: "POST",
      url: "/api/instruments/import",
      summary:
        "Importer le parc par CSV (nom, reference, type, emplacement, periode_mois, dernier_etalonnage ; 20 000 instruments au plus) : par référence, création ou mise à jour ; toutes les lignes vérifiées avant toute écriture",
      permission: "manageEquipment",
      body: instrumentImportInputSchema,
      response: instrumentImportResultSchema,
      bulkWrite: true,
    },
    (session, { body }) => importInstruments(session, { input: body }),
  );

  route(
    {
      method: "POST",
      url: "/api/instruments",
      summary:
        "Ajouter un instrument au parc : nom, référence unique, type, emplacement, période et dernier étalonnage",
      permission: "manageEquipment",
      body: instrumentCreateSchema,
      response: instrumentSchema,
      status: 201,
    },
    (scope, { body }) => createInstrument(scope, { input: body }),
  );

  route(
    {
      method: "GET",
      url: "/api/instruments/:id",
      summary:
        "Fiche de vie d'un instrument : changements de période, étalonnages, campagnes, mesures et revues d'impact",
      permission: "readCampaigns",
      params: instrumentIdParams,
      response: instrumentDetailSchema,
    },
    (scope, { params }) => readInstrumentDetail(scope, { instrumentId: params.id }),
  );

  route(
    {
      method: "PUT",
      url: "/api/instruments/:id",
      summary: "Modifier un instrument : nom, type, emplacement",
      permission: "manageEquipment",
      params: instrumentIdParams,
      body: instrumentUpdateSchema,
      response: instrumentSchema,
    },
    (scope, { params, body }) => updateInstrument(scope, { instrumentId: params.id, input: body }),
  );

  route(
    {
      method: "POST",
      url: "/api/instruments/:id/calibration-events",
      summary:
        "Enregistrer un étalonnage : l'échéance suit un résultat conforme ou ajusté ; un résultat non conforme ne la déplace pas, ouvre une revue d'impact et met l'instrument en quarantaine",
      permission: "manageEquipment",
      params: instrumentIdParams,
      body: calibrationEventInputSchema,
      response: calibrationEventSchema,
      status: 201,
    },
    (scope, { params, body }) => recordCalibrationEvent(scope, { instrumentId: params.id, input: body }),
  );

  route(
    {
      method: "POST",
      url: "/api/instruments/:id/calibration-events/decision",
      summary:
        "Décider des points d'un étalonnage sans l'enregistrer : la règle de l'instrument, la décision de chaque point (TUR, limites d'acceptation, PFA) et le résultat qu'ils donnent",
      permission: "manageEquipment",
      params: instrumentIdParams,
      body: decisionPreviewInputSchema,
      response: decisionPreviewSchema,
    },
    (scope, { params, body }) => previewDecision(scope, { instrumentId: params.id, input: body }),
  );

  route(
    {
      method: "PUT",
      url: "/api/instruments/:id/calibration-events/:eventId",
      summary: "Corriger un étalonnage, avec la raison de la correction (tracée)",
      permission: "manageEquipment",
      params: calibrationEventParams,
      body: calibrationEventCorrectionSchema,
      response: calibrationEventSchema,
    },
    (scope, { params, body }) =>
      correctCalibrationEvent(scope, { instrumentId: params.id, eventId: params.eventId, input: body }),
  );

  route(
    {
      method: "GET",
      url: "/api/impact-reviews/:id",
      summary:
        "Une revue d'impact et ses éléments (mesures et campagnes concernées) avec leurs décisions, et les saisies publiques de sa période en attente de validation",
      permission: "readCampaigns",
      params: impactReviewParams,
      response: impactReviewSchema,
    },
    (scope, { params }) => readImpactReview(scope, { reviewId: params.id }),
  );

  route(
    {
      method: "PATCH",
      url: "/api/impact-reviews/:id/items/:itemId",
      summary: "Décider d'un élément d'une revue d'impact : sans impact, à reprendre ou client informé",
      permission: "manageEquipment",
      params: impactItemParams,
      body: impactDecisionInputSchema,
      response: impactReviewSchema,
    },
    (scope, { params, body }) =>
      decideImpactItem(scope, { reviewId: params.id, itemId: params.itemId, input: body }),
  );

  route.inSlices(
    {
      method: "POST",
      url: "/api/impact-reviews/:id/close",
      summary:
        "Clore une revue d'impact (chaque élément décidé) : l'instrument sort de quarantaine si aucune autre revue n'est ouverte",
      permission: "manageEquipment",
      params: impactReviewParams,
      body: impactCloseInputSchema,
      response: impactReviewSchema,
    },
    async (session, { params, body }) => {
      // The password is checked before the change's transaction (verifySigner).
      const signer = await verifySigner(services.db, session, body.signature, "impact_review");
      return session.transaction((scope) =>
        closeImpactReview(scope, { reviewId: params.id, input: body, signer }),
      );
    },
  );
}
