import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import {
  campaignInvitationInputSchema,
  emailDebugSchema,
  outboxMessageDetailSchema,
  outboxMessageParams,
  reportNotificationInputSchema,
  type SentEmail,
  sentEmailSchema,
} from "../../shared/api/reports";
import { errorResponses } from "../../shared/api/system";
import type { Permission } from "../../shared/permissions";
import { type TenantScope, withTenant } from "../db/tenant";
import { listOutbox, openOutboxMessage } from "../domain/mail/outbox-view";
import { sendCampaignInvitation } from "../domain/mail/send-campaign-invitation";
import { sendReportNotification } from "../domain/mail/send-report-notification";
import { authorize } from "./plugins/request-context";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** The e-mails of spec §7 and the debug block of the e-mail test screen. */
export function emailRoutes(app: FastifyInstance, services: Services): void {
  const { db, mailer, publicUrl } = services;
  const transport = () => (mailer.delivers ? ("smtp" as const) : ("outbox" as const));

  /** Queues the message in the company's transaction, delivers it once committed, says how it went. */
  async function send(
    request: FastifyRequest,
    permission: Permission,
    queue: (scope: TenantScope) => Promise<number>,
  ): Promise<SentEmail> {
    const context = await authorize(request, permission);
    const id = await withTenant(db, context, queue);
    await mailer.deliverNow(db, [id]);
    const [message] = await withTenant(db, context, (scope) => listOutbox(scope, { ids: [id] }));
    return { message: message!, transport: transport() };
  }

  app.route({
    method: "POST",
    url: "/api/emails/campaign-invitation",
    schema: {
      tags: ["e-mails"],
      summary: "Inviter un participant d'une campagne par e-mail",
      body: campaignInvitationInputSchema,
      response: { 200: sentEmailSchema, ...errorResponses },
    },
    handler: (request) =>
      send(request, "manageCampaigns", (scope) =>
        sendCampaignInvitation(scope, {
          input: request.body as z.output<typeof campaignInvitationInputSchema>,
          publicUrl,
        }),
      ),
  });

  app.route({
    method: "POST",
    url: "/api/emails/report-notification",
    schema: {
      tags: ["e-mails"],
      summary: "Envoyer un rapport par e-mail, son fichier en pièce jointe",
      body: reportNotificationInputSchema,
      response: { 200: sentEmailSchema, ...errorResponses },
    },
    handler: (request) =>
      send(request, "generateReports", (scope) =>
        sendReportNotification(scope, {
          input: request.body as z.output<typeof reportNotificationInputSchema>,
          publicUrl,
        }),
      ),
  });

  const route = tenantRoutes(app, services, ["e-mails"]);
  route(
    {
      method: "GET",
      url: "/api/emails/outbox",
      summary: "Le transport des e-mails et les derniers messages de l'entreprise (sans leur contenu)",
      permission: "manageCampaigns",
      response: emailDebugSchema,
    },
    async (scope) => ({
      transport: transport(),
      smtpServer: mailer.server,
      from: mailer.from,
      messages: await listOutbox(scope),
    }),
  );

  route(
    {
      method: "GET",
      url: "/api/emails/outbox/:id",
      summary:
        "Un message de la boîte d'envoi, ouvert par un administrateur pour transmettre son lien autrement (jamais un lien de connexion)",
      permission: "manageUsers",
      params: outboxMessageParams,
      response: outboxMessageDetailSchema,
    },
    (scope, { params }) => openOutboxMessage(scope, params.id),
  );
}
