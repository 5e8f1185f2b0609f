import { Inbox } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { type PublicCampaign, TOKEN_PATTERN } from "../../../shared/api/public-links";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { MEASUREMENT_PAGE_TEXTS } from "../../../shared/texts/public";
import { isDeadLink, loadFailureText } from "../../api/errors";
import { EmptyState } from "../../components/ui/empty-state";
import { CampaignHeading } from "./campaign-heading";
import { LinkLoading, LinkState } from "./link-state";
import { MeasurementDone } from "./measurement-done";
import { type MeasurementDefaults, MeasurementForm, type SavedMeasurement } from "./measurement-form";
import { PublicShell } from "./public-shell";
import { usePublicMeasurementCampaign } from "./queries";
import { OPERATOR_NAME_KEY, remembered } from "./submission-id";

/** /measurement/{shareToken}: public measurement entry, without an account (spec §2). */
export function MeasurementPage() {
  const { shareToken = "" } = useParams();
  const valid = TOKEN_PATTERN.test(shareToken);
  const campaign = usePublicMeasurementCampaign(shareToken, valid);
  const title = PUBLIC_PAGE_TEXTS.measurementTitle;

  if (!valid || (campaign.isError && isDeadLink(campaign.error)))
    return (
      <PublicShell title={PUBLIC_PAGE_TEXTS.measurementLinkInvalidTitle}>
        <LinkState title={PUBLIC_PAGE_TEXTS.measurementLinkInvalidTitle}>
          {PUBLIC_PAGE_TEXTS.measurementLinkInvalid}
        </LinkState>
      </PublicShell>
    );
  if (campaign.isError)
    return (
      <PublicShell title={title}>
        <LinkState
          title={MEASUREMENT_PAGE_TEXTS.campagneIndisponible}
          onRetry={() => void campaign.refetch()}
        >
          {loadFailureText(campaign.error)}
        </LinkState>
      </PublicShell>
    );
  if (!campaign.data)
    return (
      <PublicShell title={title}>
        <LinkLoading />
      </PublicShell>
    );

  const data = campaign.data;
  return (
    <PublicShell title={`${title} · ${data.name}`} companyName={data.companyName}>
      <CampaignHeading eyebrow={title} campaign={data} />
      {data.equipment.length === 0 ? (
        <EmptyState icon={Inbox} title={MEASUREMENT_PAGE_TEXTS.aucunEquipement}>
          {PUBLIC_PAGE_TEXTS.noEquipment}
        </EmptyState>
      ) : (
        <MeasurementEntry token={shareToken} campaign={data} onDeadLink={() => void campaign.refetch()} />
      )}
    </PublicShell>
  );
}

/** The form, then its success panel, then the form again for the next measurement. */
function MeasurementEntry({
  token,
  campaign,
  onDeadLink,
}: {
  token: string;
  campaign: PublicCampaign;
  onDeadLink: () => void;
}) {
  const [saved, setSaved] = useState<SavedMeasurement | null>(null);
  const [round, setRound] = useState(0);
  const [defaults, setDefaults] = useState<MeasurementDefaults>(() => ({
    operatorName: remembered.get(OPERATOR_NAME_KEY),
    unit: undefined,
  }));
  if (saved)
    return (
      <MeasurementDone
        campaign={campaign}
        saved={saved}
        onAnother={() => {
          setSaved(null);
          setRound((n) => n + 1);
        }}
      />
    );
  return (
    <MeasurementForm
      key={round}
      token={token}
      campaign={campaign}
      defaults={defaults}
      focusEquipment={round > 0}
      onDeadLink={onDeadLink}
      onSaved={(next) => {
        setDefaults({ operatorName: next.values.operatorName, unit: next.values.unit });
        setSaved(next);
      }}
    />
  );
}
