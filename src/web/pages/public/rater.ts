import { PUBLIC_PROFILES, type PublicCampaign, type PublicProfile } from "../../../shared/api/public-links";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";

/** Who rates, from the link (spec §2: `p`, `email`, `name`, URL-decoded) and the campaign's answer. */
export interface Rater {
  profile: PublicProfile;
  /** A personal link names its technician: the name is theirs and cannot be changed here. */
  personal: boolean;
  name: string;
  email: string | null;
}

/** `p` when it is a profile a public link may rate as, else the technician's (spec §6). */
export function profileOf(value: string | null): PublicProfile {
  return PUBLIC_PROFILES.find((profile) => profile === value) ?? "technicien";
}

function clean(value: string | null): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/**
 * The operator (spec §2): the technician of a personal link; otherwise `name`, then `email`, then
 * the default first name. URLSearchParams has already decoded `%20`, `+` and accents.
 */
export function raterOf(
  params: URLSearchParams,
  campaign: Pick<PublicCampaign, "linkKind" | "operator">,
): Rater {
  const profile = profileOf(params.get("p"));
  if (campaign.linkKind === "personal" && campaign.operator)
    return {
      profile,
      personal: true,
      name: campaign.operator.name,
      email: campaign.operator.email,
    };
  const email = clean(params.get("email"));
  const name = clean(params.get("name")) ?? email ?? PUBLIC_PAGE_TEXTS.defaultOperatorName;
  return { profile, personal: false, name, email };
}
