import { and, eq, isNull } from "drizzle-orm";
import { zoneFormat } from "../../../shared/clock";
import { holdsRole } from "../../../shared/roles";
import { campaignParticipants, shareLinks, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { recordBulkAudit } from "../audit/record-audit";
import { lockCampaignFor } from "../campaign-state/campaign-view";
import { technicianRatingMail } from "../mail/campaign-mails";
import { queueMails } from "../mail/outbox";
import { companyNameOf, companyZoneOf } from "../tenancy/company-view";
import { newShareToken, ratingPath } from "./share-links";

/**
 * POST /api/campaigns/{id}/notify-technicians (spec §7): each technician taking part in the active
 * campaign (role equipment_user under any of its names, account active) receives an e-mail with his
 * personal rating link, made once per campaign and technician and kept for the next reminder; his
 * ratings through it are his own. Returns the outbox messages queued, which the route delivers
 * after the commit to count successes and failures.
 */
export async function notifyTechnicians(
  scope: TenantScope,
  { campaignId, publicUrl }: { campaignId: number; publicUrl: string },
): Promise<{ messageIds: number[] }> {
  const campaign = await lockCampaignFor(scope, campaignId, "notify");
  const { db } = scope;
  const people = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
    })
    .from(campaignParticipants)
    .innerJoin(
      users,
      and(eq(users.companyId, campaignParticipants.companyId), eq(users.id, campaignParticipants.userId)),
    )
    .where(
      and(
        ofTenant(campaignParticipants, scope),
        eq(campaignParticipants.campaignId, campaignId),
        eq(users.status, "active"),
      ),
    );
  const technicians = people.filter((p) => holdsRole(p.roles, "equipment_user"));

  const existing = await db
    .select({ token: shareLinks.token, userId: shareLinks.userId })
    .from(shareLinks)
    .where(
      and(
        ofTenant(shareLinks, scope),
        eq(shareLinks.campaignId, campaignId),
        eq(shareLinks.purpose, "rating"),
        isNull(shareLinks.revokedAt),
      ),
    );
  const tokenOf = new Map(existing.map((l) => [l.userId, l.token]));
  const nameOf = (p: (typeof technicians)[number]) =>
    [p.firstName, p.lastName].filter(Boolean).join(" ") || p.email;
  const missing = technicians.filter((t) => !tokenOf.has(t.id));
  if (missing.length > 0) {
    const created = await db
      .insert(shareLinks)
      .values(
        missing.map((t) => ({
          companyId: scope.companyId,
          campaignId,
          token: newShareToken(),
          purpose: "rating",
          recipientEmail: t.email,
          recipientName: nameOf(t).slice(0, 200),
          userId: t.id,
          createdBy: scope.actor.userId,
        })),
      )
      .returning({ token: shareLinks.token, userId: shareLinks.userId });
    for (const link of created) tokenOf.set(link.userId, link.token);
  }

  const companyName = await companyNameOf(scope);
  const deadlineFormat = zoneFormat(await companyZoneOf(scope), { dateStyle: "long" });
  const messages = technicians.map((t) => {
    const query = `?p=technicien&email=${encodeURIComponent(t.email)}&name=${encodeURIComponent(nameOf(t))}`;
    const url = `${publicUrl}${ratingPath(tokenOf.get(t.id)!, query)}`;
    return {
      ...technicianRatingMail({
        to: t.email,
        firstName: t.firstName,
        campaignName: campaign.name,
        companyName,
        deadline: campaign.deadline ? deadlineFormat.format(campaign.deadline) : null,
        sentBy: scope.actor.name,
        url,
      }),
      // Dropped if the campaign closes, the link is revoked or the technician deactivated first.
      about: {
        purpose: "rating_link" as const,
        userId: t.id,
        campaignId,
        shareToken: tokenOf.get(t.id)!,
        link: url,
      },
    };
  });
  const messageIds = await queueMails(db, messages, scope.companyId);
  // Audited even when nobody is to be notified: a call is a call. Never the links' tokens.
  const missingIds = new Set(missing.map((t) => t.id));
  await recordBulkAudit(scope, {
    action: "campaign.technicians_notified",
    tableName: "campaigns",
    recordId: campaignId,
    campaignId,
    description:
      technicians.length === 0
        ? `Aucun technicien à inviter par e-mail pour la campagne « ${campaign.name} »`
        : `${technicians.length} technicien(s) invité(s) par e-mail à noter la campagne « ${campaign.name} »`,
    newValues: {
      recipients: technicians.map((t) => ({
        userId: t.id,
        email: t.email,
        name: nameOf(t),
        personalLink: missingIds.has(t.id) ? "lien personnel créé" : "lien personnel existant",
      })),
      messageIds,
    },
    rows: technicians.length,
    summary: {
      technicians: technicians.length,
      personalLinksCreated: technicians.filter((t) => missingIds.has(t.id)).length,
      messages: messageIds.length,
    },
  });
  return { messageIds };
}
