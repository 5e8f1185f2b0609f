import { describe, expect, it } from "vitest";
import {
  mergeTallies,
  type Person,
  participantGroups,
  type RaterTally,
  type TalliedRating,
  tallyRatings,
} from "./report-participants";

const PROFILES = new Map([
  [1, "utilisateur_equipement"],
  [2, "general"],
  [3, "gestionnaire_parc"],
]);

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute));

function rating(
  raterKey: string,
  equipmentId: number,
  criterionId: number,
  extra: Partial<TalliedRating> = {},
): TalliedRating {
  return {
    equipmentId,
    criterionId,
    raterKey,
    userId: raterKey.startsWith("public:") || raterKey.startsWith("gone") ? null : raterKey,
    raterName: null,
    linkKind: null,
    updatedAt: at(0),
    ...extra,
  };
}

const nadia: Person = {
  id: "u-nadia",
  email: "nadia.roux@exemple.fr",
  firstName: "Nadia",
  lastName: "Roux",
  roles: ["gestionnaire_parc"],
};
const hugo: Person = {
  id: "u-hugo",
  email: "hugo@exemple.fr",
  firstName: "Hugo",
  lastName: "Bernard",
  roles: ["technicien"],
};
const lea: Person = {
  id: "u-lea",
  email: "lea@exemple.fr",
  firstName: "Léa",
  lastName: "Martin",
  roles: ["equipment_user", "admin"],
};

describe("Participants du rapport", () => {
  const ratings = [
    rating("public:jean", 10, 1, { raterName: "Jean Dupont", linkKind: "campaign", updatedAt: at(1) }),
    rating("public:jean", 10, 2, { raterName: "Jean Dupont", linkKind: "campaign", updatedAt: at(1) }),
    rating("u-nadia", 10, 3, { raterName: "Nadia Roux" }),
    rating("public:jean", 11, 1, { raterName: "Jean D.", linkKind: "campaign", updatedAt: at(5) }),
    rating("u-lea", 11, 1, { raterName: "Léa Martin", linkKind: "personal" }),
    rating("u-nadia", 12, 3, { raterName: "Nadia Roux" }),
    rating("public:jean", 12, 2, { raterName: "Jean Dupont", linkKind: "campaign", updatedAt: at(3) }),
    rating("gone-1", 12, 3, { raterName: "Ancien Gestionnaire" }),
    rating("gone-1", 12, 2, { raterName: "Ancien Gestionnaire" }),
  ];

  it("compte les notations et les équipements de chacun, tranche après tranche comme d'un coup", () => {
    const whole = tallyRatings(ratings, PROFILES);
    const sliced = new Map<string, RaterTally>();
    // The report reads equipment 10-11, then 12: a rater's equipment never repeat across slices.
    mergeTallies(
      sliced,
      tallyRatings(
        ratings.filter((r) => r.equipmentId < 12),
        PROFILES,
      ),
    );
    mergeTallies(
      sliced,
      tallyRatings(
        ratings.filter((r) => r.equipmentId === 12),
        PROFILES,
      ),
    );
    expect(sliced).toEqual(whole);
    expect(whole.get("public:jean")).toMatchObject({
      ratingCount: 4,
      equipmentCount: 3,
      viaLink: true,
      // The name of the latest rating, whichever slice it was in.
      name: "Jean D.",
    });
    expect(whole.get("u-nadia")).toMatchObject({ ratingCount: 2, equipmentCount: 2, userId: "u-nadia" });
    expect(whole.get("gone-1")).toMatchObject({ ratingCount: 2, equipmentCount: 1, viaLink: false });
  });

  it("range chacun dans son profil : ceux qui ont noté, puis les invités sans notation", () => {
    const tallies = tallyRatings(ratings, PROFILES);
    const groups = participantGroups({ invited: [hugo, lea], tallies, accounts: [nadia, lea] });
    expect(groups.map((g) => g.profile)).toEqual(["utilisateur_equipement", "gestionnaire_parc"]);
    const [users, managers] = groups;
    expect(users!.raters).toEqual([
      {
        name: "Jean D.",
        email: null,
        roles: [],
        identity: "link",
        invited: false,
        ratingCount: 4,
        equipmentCount: 3,
      },
      {
        name: "Léa Martin",
        email: "lea@exemple.fr",
        roles: ["Technicien/Utilisateur d'Équipement", "Admin"],
        identity: "account",
        invited: true,
        ratingCount: 1,
        equipmentCount: 1,
      },
    ]);
    // Hugo was invited and rated nothing; the technicien rates the Utilisateur criteria.
    expect(users!.invitedWithoutRating).toEqual([
      { name: "Hugo Bernard", email: "hugo@exemple.fr", roles: ["Technicien/Utilisateur d'Équipement"] },
    ]);
    expect(managers!.raters.map((r) => [r.name, r.identity, r.invited, r.ratingCount])).toEqual([
      // A deleted account: in the one profile of the criteria it rated (besides the general ones).
      ["Ancien Gestionnaire", "former", false, 2],
      ["Nadia Roux", "account", false, 2],
    ]);
    expect(managers!.invitedWithoutRating).toEqual([]);
  });

  it("sans notation, ne liste que les invités", () => {
    const groups = participantGroups({ invited: [nadia, hugo], tallies: new Map(), accounts: [] });
    expect(
      groups.map((g) => [g.profileLabel, g.raters.length, g.invitedWithoutRating.map((p) => p.name)]),
    ).toEqual([
      ["Utilisateur", 0, ["Hugo Bernard"]],
      ["Gestionnaire", 0, ["Nadia Roux"]],
    ]);
    expect(participantGroups({ invited: [], tallies: new Map(), accounts: [] })).toEqual([]);
  });
});
