/**
 * The report's « Participants par profil »: who rated the campaign, with how many ratings and on how
 * many equipment, and who was invited but did not rate. Ratings are tallied per rater from the rows
 * each slice of the report reads anyway (decision 017: no statement of its own over the campaign's
 * ratings); the accounts of those who rated are then read by id, in one short statement.
 *
 * Only `equipment_ratings` count: a public entry waiting for review stays in `public_submissions`
 * until it is accepted, and a rejected one never gets there.
 */
import { and, sql } from "drizzle-orm";
import {
  CRITERIA_PROFILE_LABELS,
  CRITERIA_PROFILES,
  type CriteriaProfile,
  criteriaProfileOf,
  displayName,
  STAFF_ROLE_LABELS,
  staffRolesOf,
} from "../../../shared/roles";
import { users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import type { ReportParticipant, ReportParticipantGroup } from "../../reports/report-model";

/** A rating as a slice of the report reads it: enough to know who gave it, when, and on what. */
export interface TalliedRating {
  equipmentId: number;
  criterionId: number;
  raterKey: string;
  userId: string | null;
  raterName: string | null;
  linkKind: string | null;
  updatedAt: Date;
}

/** One rater's ratings in the slices read so far. */
export interface RaterTally {
  userId: string | null;
  /** The name of their latest rating (a visitor's label, "Jean Dupont (2)"), and when. */
  name: string | null;
  namedAt: number;
  /** A visitor of the campaign's rating link: stored under `public:…`, never a user id. */
  viaLink: boolean;
  ratingCount: number;
  equipmentCount: number;
  /** The criteria profiles they rated (for a deleted account, whose roles are gone). */
  profiles: Set<string>;
}

/** Who gave the ratings of one slice, by rater key. Equipment do not repeat across slices. */
export function tallyRatings(
  ratings: readonly TalliedRating[],
  profileOf: ReadonlyMap<number, string>,
): Map<string, RaterTally> {
  const tallies = new Map<string, RaterTally>();
  const seen = new Set<string>();
  for (const r of ratings) {
    let tally = tallies.get(r.raterKey);
    if (!tally) {
      tally = {
        userId: r.userId,
        name: null,
        namedAt: Number.NEGATIVE_INFINITY,
        viaLink: r.raterKey.startsWith("public:"),
        ratingCount: 0,
        equipmentCount: 0,
        profiles: new Set(),
      };
      tallies.set(r.raterKey, tally);
    }
    tally.userId ??= r.userId;
    tally.ratingCount++;
    const cell = `${r.raterKey}\u0000${r.equipmentId}`;
    if (!seen.has(cell)) {
      seen.add(cell);
      tally.equipmentCount++;
    }
    const at = r.updatedAt.getTime();
    if (r.raterName && at >= tally.namedAt) {
      tally.name = r.raterName;
      tally.namedAt = at;
    }
    const profile = profileOf.get(r.criterionId);
    if (profile) tally.profiles.add(profile);
  }
  return tallies;
}

/** Adds the tallies of a slice to those of the slices before it. */
export function mergeTallies(into: Map<string, RaterTally>, slice: ReadonlyMap<string, RaterTally>): void {
  for (const [key, tally] of slice) {
    const total = into.get(key);
    if (!total) {
      into.set(key, { ...tally, profiles: new Set(tally.profiles) });
      continue;
    }
    total.userId ??= tally.userId;
    total.ratingCount += tally.ratingCount;
    total.equipmentCount += tally.equipmentCount;
    if (tally.name && tally.namedAt >= total.namedAt) {
      total.name = tally.name;
      total.namedAt = tally.namedAt;
    }
    for (const profile of tally.profiles) total.profiles.add(profile);
  }
}

export interface Person {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: string[];
}

/** The accounts of the company among these user ids (those who rated), in one statement. */
export async function accountsOf(scope: TenantScope, userIds: readonly string[]): Promise<Person[]> {
  if (userIds.length === 0) return [];
  return scope.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: users.roles,
    })
    .from(users)
    .where(
      and(
        ofTenant(users, scope),
        sql`${users.id} = any(array(select json_array_elements_text(${JSON.stringify(userIds)}::json)))`,
      ),
    );
}

/** The criteria profile a user's roles rate (spec §6), the technicien's being utilisateur_equipement. */
function profileOfRoles(roles: readonly string[]): CriteriaProfile {
  const profile = criteriaProfileOf(roles);
  return profile === "technicien" ? "utilisateur_equipement" : profile;
}

function participant(person: Person): ReportParticipant {
  return {
    name: displayName(person),
    email: person.email,
    roles: [...staffRolesOf(person.roles)].map((role) => STAFF_ROLE_LABELS[role]),
  };
}

const byName = new Intl.Collator("fr", { sensitivity: "base", numeric: true });

/**
 * The groups of the report: per criteria profile (spec §6), in the profiles' order, those who rated
 * and those invited who did not, each list by name. A user is in the group of their roles' profile;
 * a visitor of the rating link in the technician's (the profile that link rates); a deleted account
 * in the one profile of the criteria it rated, else the general one.
 */
export function participantGroups({
  invited,
  tallies,
  accounts,
}: {
  invited: readonly Person[];
  tallies: ReadonlyMap<string, RaterTally>;
  accounts: readonly Person[];
}): ReportParticipantGroup[] {
  const groups = new Map<CriteriaProfile, ReportParticipantGroup>();
  const groupOf = (profile: CriteriaProfile) => {
    let group = groups.get(profile);
    if (!group) {
      group = {
        profile,
        profileLabel: CRITERIA_PROFILE_LABELS[profile],
        raters: [],
        invitedWithoutRating: [],
      };
      groups.set(profile, group);
    }
    return group;
  };
  const invitedIds = new Set(invited.map((person) => person.id));
  const accountById = new Map(accounts.map((person) => [person.id, person]));
  const rated = new Set<string>();
  for (const tally of tallies.values()) {
    const counts = { ratingCount: tally.ratingCount, equipmentCount: tally.equipmentCount };
    const account = tally.userId ? accountById.get(tally.userId) : undefined;
    if (account) {
      rated.add(account.id);
      groupOf(profileOfRoles(account.roles)).raters.push({
        ...participant(account),
        identity: "account",
        invited: invitedIds.has(account.id),
        ...counts,
      });
      continue;
    }
    const own = [...tally.profiles].filter((p): p is CriteriaProfile => p !== "general" && isProfile(p));
    const profile: CriteriaProfile = tally.viaLink
      ? "utilisateur_equipement"
      : own.length === 1
        ? own[0]!
        : "general";
    groupOf(profile).raters.push({
      name: tally.name ?? "—",
      email: null,
      roles: [],
      identity: tally.viaLink ? "link" : "former",
      invited: false,
      ...counts,
    });
  }
  for (const person of invited) {
    if (!rated.has(person.id))
      groupOf(profileOfRoles(person.roles)).invitedWithoutRating.push(participant(person));
  }
  return CRITERIA_PROFILES.flatMap((profile) => {
    const group = groups.get(profile);
    if (!group) return [];
    group.raters.sort((a, b) => byName.compare(a.name, b.name));
    group.invitedWithoutRating.sort((a, b) => byName.compare(a.name, b.name));
    return [group];
  });
}

function isProfile(value: string): value is CriteriaProfile {
  return (CRITERIA_PROFILES as readonly string[]).includes(value);
}
