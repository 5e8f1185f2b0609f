import { ClipboardList, Inbox } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { type PublicCampaign, TOKEN_PATTERN } from "../../../shared/api/public-links";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { PUBLIC_RATING_PAGE_TEXTS } from "../../../shared/texts/public";
import { isDeadLink, loadFailureText } from "../../api/errors";
import { EmptyState } from "../../components/ui/empty-state";
import { CampaignHeading } from "./campaign-heading";
import { LinkLoading, LinkState } from "./link-state";
import { PublicShell } from "./public-shell";
import { usePublicCriteria, usePublicRatingCampaign, usePublicRatings } from "./queries";
import { raterOf } from "./rater";
import { keepRaterKey, savedRaterKey, takeRaterKeyFromAddress } from "./rater-key";
import { RatingWorkspace } from "./rating-workspace";

const TITLE = PUBLIC_PAGE_TEXTS.ratingTitle;

function NotFound({ reason }: { reason: string }) {
  return (
    <PublicShell title={PUBLIC_PAGE_TEXTS.ratingLinkInvalidTitle}>
      <LinkState title={PUBLIC_PAGE_TEXTS.ratingLinkInvalidTitle}>{reason}</LinkState>
    </PublicShell>
  );
}

/** /campaign/{token}: the public technician rating of a campaign (spec §2). */
export function PublicRatingPage() {
  const { token } = useParams();
  if (!token)
    return (
      <PublicShell title={PUBLIC_PAGE_TEXTS.tokenMissing}>
        <LinkState title={PUBLIC_PAGE_TEXTS.tokenMissing}>
          {PUBLIC_RATING_PAGE_TEXTS.lAdresseDeNotation}
        </LinkState>
      </PublicShell>
    );
  if (!TOKEN_PATTERN.test(token)) return <NotFound reason={PUBLIC_PAGE_TEXTS.ratingLinkInvalid} />;
  return <RatingLink token={token} />;
}

function RatingLink({ token }: { token: string }) {
  const campaign = usePublicRatingCampaign(token);
  const { refetch } = campaign;
  const onDeadLink = useCallback(() => void refetch(), [refetch]);
  if (campaign.isError) {
    // Spec §2: an invalid link, or any other failure with its text.
    if (isDeadLink(campaign.error)) return <NotFound reason={PUBLIC_PAGE_TEXTS.ratingLinkInvalid} />;
    return (
      <PublicShell title={PUBLIC_PAGE_TEXTS.ratingLinkInvalidTitle}>
        <LinkState title={PUBLIC_PAGE_TEXTS.ratingLinkInvalidTitle} onRetry={() => void campaign.refetch()}>
          {loadFailureText(campaign.error)}
        </LinkState>
      </PublicShell>
    );
  }
  if (!campaign.data)
    return (
      <PublicShell title={TITLE}>
        <LinkLoading />
      </PublicShell>
    );
  return (
    <PublicShell title={`${TITLE} · ${campaign.data.name}`} companyName={campaign.data.companyName} wide>
      <CampaignHeading eyebrow={TITLE} campaign={campaign.data} />
      <RatingContent key={token} token={token} campaign={campaign.data} onDeadLink={onDeadLink} />
    </PublicShell>
  );
}

/** The criteria of the link's profile and the operator's own ratings, then the grid. */
function RatingContent({
  token,
  campaign,
  onDeadLink,
}: {
  token: string;
  campaign: PublicCampaign;
  onDeadLink: () => void;
}) {
  const [params] = useSearchParams();
  const rater = raterOf(params, campaign);
  // A personal link is its own key; otherwise the key this browser keeps, or the e-mail's.
  const [raterKey, setRaterKey] = useState(() =>
    rater.personal ? null : (takeRaterKeyFromAddress(token) ?? savedRaterKey(token)),
  );
  const criteria = usePublicCriteria(token, rater.profile);
  const ratings = usePublicRatings(token, rater.profile, raterKey);
  const failed = criteria.error ?? ratings.error;
  const dead = failed !== null && isDeadLink(failed);
  useEffect(() => {
    // Closed or regenerated since the page was opened: the campaign's read says so (not found).
    if (dead) onDeadLink();
  }, [dead, onDeadLink]);
  if (failed) {
    return (
      <LinkState
        title={PUBLIC_PAGE_TEXTS.ratingLinkInvalidTitle}
        onRetry={() => {
          if (criteria.isError) void criteria.refetch();
          if (ratings.isError) void ratings.refetch();
        }}
      >
        {loadFailureText(failed)}
      </LinkState>
    );
  }
  if (!criteria.data || !ratings.data) return <LinkLoading />;
  if (campaign.equipment.length === 0)
    return (
      <EmptyState icon={Inbox} title={PUBLIC_RATING_PAGE_TEXTS.aucunEquipement}>
        {PUBLIC_PAGE_TEXTS.noEquipment}
      </EmptyState>
    );
  if (criteria.data.length === 0)
    return (
      <EmptyState icon={ClipboardList} title={PUBLIC_RATING_PAGE_TEXTS.aucunCritereANoter}>
        {PUBLIC_RATING_PAGE_TEXTS.aucunCritereDeCotation}
      </EmptyState>
    );
  return (
    <RatingWorkspace
      token={token}
      campaign={campaign}
      criteria={criteria.data}
      ratings={ratings.data}
      rater={rater}
      raterKey={raterKey}
      onRaterKey={(key) => {
        keepRaterKey(token, key);
        setRaterKey(key);
      }}
      onDeadLink={onDeadLink}
    />
  );
}
