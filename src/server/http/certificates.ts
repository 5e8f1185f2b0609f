import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  calibrationEventParams,
  certificateFileParams,
  certificateImportQuerySchema,
  certificateImportSchema,
  eventDccQuerySchema,
} from "../../shared/api/calibration-events";
import { instrumentIdParams } from "../../shared/api/instruments";
import { eventDcc, eventDccTable } from "../domain/certificates/event-dcc";
import { importCertificate } from "../domain/certificates/import-certificate";
import { readCertificateFile } from "../domain/instruments/event-certificates";
import { exportFile } from "../exports/export-file";
import { acceptCertificates, FORM_TYPE, XML_TYPES } from "./certificate-upload";
import { headerFileName } from "./file-answer";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** The XML of a certificate, the request's body as sent (`application/xml` or `text/xml`). */
const xmlBody = z.string().meta({ description: "Le certificat d'étalonnage numérique (DCC), en XML UTF-8" });

/**
 * Digital Calibration Certificates (decision 033): imported on an instrument or matched to theirs,
 * kept as received and downloadable. The routes read an XML body, for them alone; every other
 * route takes JSON only.
 */
export function certificateRoutes(app: FastifyInstance, services: Services): void {
  void app.register(async (scoped) => {
    acceptCertificates(scoped);
    const route = tenantRoutes(scoped, services, ["parc"]);

    route(
      {
        method: "POST",
        url: "/api/instruments/:id/certificates",
        summary:
          "Importer un certificat d'étalonnage numérique (DCC 3.1 à 3.3, XML en corps) sur cet instrument : un étalonnage avec tous ses points, décidés selon la règle ; le même fichier une seconde fois ne crée rien (200)",
        permission: "manageEquipment",
        params: instrumentIdParams,
        querystring: certificateImportQuerySchema,
        body: xmlBody,
        consumes: [...XML_TYPES, FORM_TYPE],
        response: certificateImportSchema,
        createdWhen: (answer) => answer.created,
      },
      (scope, { params, query, body }) =>
        importCertificate(scope, { instrumentId: params.id, xml: body, fileName: query.fileName }),
    );

    route(
      {
        method: "POST",
        url: "/api/certificates",
        summary:
          "Importer un certificat d'étalonnage numérique (DCC) sur l'instrument du parc qu'il identifie (référence du client ou du propriétaire, ou numéro de série) : un fichier par appel, pour l'import groupé",
        permission: "manageEquipment",
        querystring: certificateImportQuerySchema,
        body: xmlBody,
        consumes: [...XML_TYPES, FORM_TYPE],
        response: certificateImportSchema,
        createdWhen: (answer) => answer.created,
      },
      (scope, { query, body }) =>
        importCertificate(scope, { instrumentId: null, xml: body, fileName: query.fileName }),
    );
  });

  const route = tenantRoutes(app, services, ["parc"]);
  route.file(
    {
      method: "GET",
      url: "/api/instruments/:id/certificates/:certificateId/file",
      summary: "Le certificat numérique (DCC) tel qu'il a été importé",
      permission: "readCampaigns",
      params: certificateFileParams,
    },
    async (session, { params }) => {
      const file = await session.transaction((scope) =>
        readCertificateFile(scope, { instrumentId: params.id, certificateId: params.certificateId }),
      );
      return {
        contentType: "application/xml",
        fileName: headerFileName(file.fileName, "certificat.xml"),
        disposition: "attachment",
        body: file.content,
      };
    },
  );

  route.file(
    {
      method: "GET",
      url: "/api/instruments/:id/calibration-events/:eventId/dcc",
      summary:
        "Un étalonnage en squelette de certificat numérique (DCC 3.3 : données administratives et résultats) pour le laboratoire qui reçoit l'instrument, ou ses points en classeur Excel (?format=xlsx)",
      permission: "readCampaigns",
      params: calibrationEventParams,
      querystring: eventDccQuerySchema,
    },
    async (session, { params, query }) => {
      const ids = { instrumentId: params.id, eventId: params.eventId };
      if (query.format === "xlsx") {
        const table = await session.transaction((scope) => eventDccTable(scope, ids));
        const file = await exportFile(table, "xlsx");
        return {
          contentType: file.contentType,
          fileName: file.fileName,
          disposition: "attachment",
          body: file.body,
        };
      }
      const { xml, fileName } = await session.transaction((scope) => eventDcc(scope, ids));
      return {
        contentType: "application/xml; charset=utf-8",
        fileName: `${headerFileName(fileName, "dcc")}.xml`,
        disposition: "attachment",
        body: xml,
      };
    },
  );
}
