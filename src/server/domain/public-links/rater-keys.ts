import { createHash, createHmac } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { TEXT_LIMITS } from "../../../shared/limits";
import { campaigns, publicSubmissions } from "../../db/schema";
import { ofTenant, type PublicScope } from "../../db/tenant";

/**
 * Who rates through a campaign's own rating link (decision 017). A visitor has no account: what
 * makes them the same rater from one visit to the next is a secret key, answered by their first
 * submission and kept by their browser (and by e-mail when they give an address). Ratings are
 * stored under the key's hash; a name or an e-mail typed again without the key is a new rater.
 * A personal link's technician is their own user, as before.
 */
export interface PublicRater {
  /** The key the visitor keeps (null on a personal link: the link is the key). */
  key: string | null;
  /** What ratings and submissions are stored under: the user id, or `public:<hash of the key>`. */
  storedKey: string;
  /** Whether this key had sent nothing to this campaign before. */
  isNew: boolean;
}

/** The stored form of a key: its SHA-256, never the key itself. */
export function storedRaterKey(key: string): string {
  return `public:${createHash("sha256").update(key).digest("base64url")}`;
}

/**
 * The key of a submission that came without one: derived from the campaign's secret and the
 * submission's own id, so that the same submission sent again (a retry) answers the same key.
 */
async function derivedKey(scope: PublicScope, clientSubmissionId: string): Promise<string> {
  const [campaign] = await scope.db
    .select({ secret: campaigns.raterSecret })
    .from(campaigns)
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, scope.link.campaignId)));
  return createHmac("sha256", campaign!.secret)
    .update(`rater:${clientSubmissionId}`)
    .digest("base64url")
    .slice(0, 32);
}

/** The rater of a submission: its key as sent, else a new one; a personal link's technician. */
export async function raterOfSubmission(
  scope: PublicScope,
  { key, clientSubmissionId }: { key: string | undefined; clientSubmissionId: string },
): Promise<PublicRater> {
  if (scope.link.user) return { key: null, storedKey: scope.link.user.id, isNew: false };
  const chosen = key ?? (await derivedKey(scope, clientSubmissionId));
  const storedKey = storedRaterKey(chosen);
  const [before] = await scope.db
    .select({ id: publicSubmissions.id })
    .from(publicSubmissions)
    .where(
      and(
        ofTenant(publicSubmissions, scope),
        eq(publicSubmissions.campaignId, scope.link.campaignId),
        eq(publicSubmissions.raterKey, storedKey),
      ),
    )
    .limit(1);
  return { key: chosen, storedKey, isNew: !before };
}

/** "Jean Dupont (2)" → "jean dupont": the name a label was made from. */
function baseName(label: string): string {
  return label
    .replace(/ \(\d+\)$/, "")
    .trim()
    .toLowerCase();
}

/**
 * The name staff see for a rater of the campaign's link: the name typed, unless another rater of
 * this link already rates under it; then "Jean Dupont (2)", "(3)"… (a rater keeps their number).
 */
export async function raterLabel(
  scope: PublicScope,
  { storedKey, name }: { storedKey: string; name: string },
): Promise<string> {
  if (scope.link.user) return name;
  const earlier = await scope.db
    .select({ raterKey: publicSubmissions.raterKey, operatorName: publicSubmissions.operatorName })
    .from(publicSubmissions)
    .where(
      and(
        ofTenant(publicSubmissions, scope),
        eq(publicSubmissions.campaignId, scope.link.campaignId),
        eq(publicSubmissions.linkKind, "campaign"),
        eq(publicSubmissions.kind, "ratings"),
        isNotNull(publicSubmissions.raterKey),
      ),
    )
    .orderBy(asc(publicSubmissions.id));
  const base = baseName(name);
  const labels = new Map<string, string>();
  for (const row of earlier) if (!labels.has(row.raterKey!)) labels.set(row.raterKey!, row.operatorName);
  const own = labels.get(storedKey);
  if (own !== undefined && baseName(own) === base) return own;
  const numbers = [...labels]
    .filter(([key, label]) => key !== storedKey && baseName(label) === base)
    .map(([, label]) => Number(/ \((\d+)\)$/.exec(label)?.[1] ?? 1));
  if (numbers.length === 0) return name;
  const suffix = ` (${Math.max(...numbers) + 1})`;
  return `${name.slice(0, TEXT_LIMITS.name - suffix.length)}${suffix}`;
}
