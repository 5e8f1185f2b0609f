import type { FastifyInstance } from "fastify";
import {
  campaignInvitationInputSchema,
  emailDebugSchema,
  outboxMessageDetailSchema,
  outboxMessageParams,
  reportNotificationInputSchema,
  type SentEmail,
  sentEmailSchema,
} from "../../shared/api/reports";
import type { TenantScope, TenantSession } from "../db/tenant";
import { sendCampaignInvitation } from "../domain/campaigns/send-campaign-invitation";
import { listOutbox, openOutboxMessage } from "../domain/mail/outbox-view";
import { sendReportNotification } from "../domain/reports/send-report-notification";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** The e-mails of spec §7 and the debug block of the e-mail test screen. */
export function emailRoutes(app: FastifyInstance, services: Services): void {
  const { db, mailer, publicUrl } = services;
  const transport = () => (mailer.delivers ? ("smtp" as const) : ("outbox" as const));

  const route = tenantRoutes(app, services, ["e-mails"]);

  /** Queues the message in the company's transaction, delivers it once committed, says how it went. */
  async function send(
    session: TenantSession,
    queue: (scope: TenantScope) => Promise<number>,
  ): Promise<SentEmail> {
    const id = await session.transaction(queue);
    await mailer.deliverNow(db, [id]);
    const [message] = await session.transaction((scope) => listOutbox(scope, { ids: [id] }));
    return { message: message!, transport: transport() };
  }

  route.inSlices(
    {
      method: "POST",
      url: "/api/emails/campaign-invitation",
      summary: "Inviter un participant d'une campagne par e-mail",
      permission: "manageCampaigns",
      body: campaignInvitationInputSchema,
      response: sentEmailSchema,
    },
    (session, { body }) =>
      send(session, (scope) => sendCampaignInvitation(scope, { input: body, publicUrl })),
  );

  route.inSlices(
    {
      method: "POST",
      url: "/api/emails/report-notification",
      summary: "Envoyer un rapport par e-mail, son fichier en pièce jointe",
      permission: "generateReports",
      body: reportNotificationInputSchema,
      response: sentEmailSchema,
    },
    (session, { body }) =>
      send(session, (scope) => sendReportNotification(scope, { input: body, publicUrl })),
  );

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
