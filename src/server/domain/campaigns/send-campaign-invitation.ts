import type { CampaignInvitationInput } from "../../../shared/api/reports";
import { zoneFormat } from "../../../shared/clock";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import type { TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { findCampaign } from "../campaign-state/campaign-view";
import { campaignInvitationMail } from "../mail/campaign-mails";
import { queueMail } from "../mail/outbox";
import { companyNameOf, companyZoneOf } from "../tenancy/company-view";
import { participantsOf } from "./participant-view";

/**
 * POST /api/emails/campaign-invitation (spec §7): one participant of the campaign (by participation
 * id or user id) is invited by e-mail to open it in Calibra. Queued in the request's transaction and
 * audited; the route delivers it after the commit.
 */
export async function sendCampaignInvitation(
  scope: TenantScope,
  {
    input,
    publicUrl,
  }: {
    input: { campaignId: number; participantId: CampaignInvitationInput["participantId"] };
    publicUrl: string;
  },
): Promise<number> {
  const { campaign } = await findCampaign(scope, input.campaignId);
  const { participantId } = input;
  // A campaign has a few participants: found among them by participation id or user id.
  const participant = (await participantsOf(scope, { campaignId: campaign.id })).find(
    (p) => p.id === participantId || p.userId === String(participantId),
  )?.user;
  if (!participant) throw notFound(DETAIL_MESSAGES.participantNotFound);
  const url = `${publicUrl}/campaigns/${campaign.id}/rating`;
  const mail = campaignInvitationMail({
    to: participant.email,
    firstName: participant.firstName,
    campaignName: campaign.name,
    campaignDescription: campaign.description,
    companyName: await companyNameOf(scope),
    deadline: campaign.deadline
      ? zoneFormat(await companyZoneOf(scope), { dateStyle: "long" }).format(campaign.deadline)
      : null,
    sentBy: scope.actor.name,
    url,
  });
  const id = await queueMail(
    scope.db,
    {
      ...mail,
      about: { purpose: "campaign_invitation", userId: participant.id, campaignId: campaign.id, link: url },
    },
    scope.companyId,
  );
  await recordAudit(scope, {
    action: "email.campaign_invitation",
    tableName: "email_outbox",
    recordId: id,
    campaignId: campaign.id,
    description: `Invitation à la campagne « ${campaign.name} » envoyée à ${participant.email}`,
    newValues: {
      to: mail.to,
      subject: mail.subject,
      participant: {
        userId: participant.id,
        email: participant.email,
        name: [participant.firstName, participant.lastName].filter(Boolean).join(" ") || null,
      },
    },
  });
  return id;
}
