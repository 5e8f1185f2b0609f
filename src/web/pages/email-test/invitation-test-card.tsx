import { UserPlus } from "lucide-react";
import { useState } from "react";
import { FAILURE_MESSAGES } from "../../../shared/messages";
import { displayName } from "../../../shared/roles";
import { EMAIL_TEST_TEXTS } from "../../../shared/texts/email-test";
import { toastApiError } from "../../api/errors";
import { useCampaigns, useParticipants } from "../../api/hooks";
import { Field, NativeSelect } from "../../components/ui/field";
import { announceSentEmail } from "./announce-sent-email";
import { useSendInvitation } from "./queries";
import { TestCard } from "./test-card";

const SELECT = "max-sm:h-11";

/** Card 1: the invitation of one participant of a campaign (POST /api/emails/campaign-invitation). */
export function InvitationTestCard({ allowed }: { allowed: boolean }) {
  const campaigns = useCampaigns();
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const [participantId, setParticipantId] = useState<number | null>(null);
  const participants = useParticipants(allowed ? campaignId : null);
  const send = useSendInvitation();

  const campaignHint = campaigns.data?.length === 0 ? EMAIL_TEST_TEXTS.noCampaigns : undefined;
  const participantHint =
    campaignId === null
      ? EMAIL_TEST_TEXTS.participantFirst
      : participants.isPending
        ? EMAIL_TEST_TEXTS.participantsLoading
        : participants.data?.length === 0
          ? EMAIL_TEST_TEXTS.noParticipants
          : undefined;

  const submit = () => {
    if (campaignId === null || participantId === null) return;
    send.mutate(
      { campaignId, participantId },
      {
        onSuccess: announceSentEmail,
        onError: (error) => toastApiError(error, FAILURE_MESSAGES.sendTestEmail),
      },
    );
  };

  return (
    <TestCard
      id="invitation-test"
      icon={UserPlus}
      title={EMAIL_TEST_TEXTS.invitationTitle}
      description={EMAIL_TEST_TEXTS.invitationDescription}
      allowed={allowed}
      notAllowed={EMAIL_TEST_TEXTS.invitationNotAllowed}
      ready={campaignId !== null && participantId !== null}
      pending={send.isPending}
      sendLabel={EMAIL_TEST_TEXTS.sendInvitation}
      onSubmit={submit}
    >
      <Field id="invitation-campaign" label={EMAIL_TEST_TEXTS.campaignLabel} hint={campaignHint} required>
        <NativeSelect
          id="invitation-campaign"
          aria-describedby={campaignHint ? "invitation-campaign-hint" : undefined}
          className={SELECT}
          value={campaignId ?? ""}
          onChange={(event) => {
            setCampaignId(event.target.value ? Number(event.target.value) : null);
            setParticipantId(null);
          }}
        >
          <option value="">{EMAIL_TEST_TEXTS.campaignPlaceholder}</option>
          {campaigns.data?.map((campaign) => (
            <option key={campaign.id} value={campaign.id}>
              {campaign.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        id="invitation-participant"
        label={EMAIL_TEST_TEXTS.participantLabel}
        hint={participantHint}
        required
      >
        <NativeSelect
          id="invitation-participant"
          aria-describedby={participantHint ? "invitation-participant-hint" : undefined}
          className={SELECT}
          value={participantId ?? ""}
          disabled={campaignId === null || !participants.data?.length}
          onChange={(event) => setParticipantId(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{EMAIL_TEST_TEXTS.participantPlaceholder}</option>
          {participants.data?.map((participant) => (
            <option key={participant.id} value={participant.id}>
              {displayName(participant.user) === participant.user.email
                ? participant.user.email
                : `${displayName(participant.user)} — ${participant.user.email}`}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </TestCard>
  );
}
