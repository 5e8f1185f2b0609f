import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { DETAIL_MESSAGES, ERROR_MESSAGES, FIELD_MESSAGES } from "../../src/shared/messages";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

interface Links {
  measurement: { token: string; path: string; url: string };
  rating: { token: string; path: string; url: string };
}
interface PublicCriterion {
  id: number;
  name: string;
  profile: string;
  scales: { id: number; grade: number; description: string }[];
}

/** A campaign of three instruments and its two links, as its manager reads them. */
async function campaignWithLinks(team: Team, name = "Tournée des manomètres") {
  const created = await team.admin.post("/api/campaigns", {
    name,
    description: "Relevés de l'atelier",
    equipment: [
      { name: "Manomètre atelier", serialNumber: "MAN-001", currentPeriod: 12 },
      { name: "Thermomètre étuve", serialNumber: "THE-002", currentPeriod: 24, type: "Température" },
      { name: "Pied à coulisse", serialNumber: "PAC-003", currentPeriod: 6 },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaign = created.json() as { id: number };
  const items = (await team.admin.get(`/api/equipment/${campaign.id}`)).json() as {
    id: number;
    name: string;
  }[];
  const links = (await team.admin.get(`/api/campaigns/${campaign.id}/share-links`)).json() as Links;
  return { campaign, items, links };
}

describe(`Liens publics : les appels sans compte (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let visitor: Client;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    visitor = new Client(t.app, { ip: "203.0.113.7" });
  });
  afterAll(() => t?.close());

  const measure = (token: string, body: Record<string, unknown>) =>
    visitor.post(`/api/campaigns/${token}/measurements`, body);

  describe("lien de saisie des mesures", () => {
    it("montre la campagne et ses équipements, rien d'autre, sans indexation ni référent", async () => {
      const { links, items } = await campaignWithLinks(alpha);
      await campaignWithLinks(beta, "Campagne de Bêta");
      const response = await visitor.get(`/api/campaigns/${links.measurement.token}/public`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["x-robots-tag"]).toContain("noindex");
      const body = response.json();
      expect(body).toMatchObject({
        name: "Tournée des manomètres",
        description: "Relevés de l'atelier",
        status: "active",
        companyName: "Métrologie Alpha",
        reviewRequired: false,
        linkKind: "campaign",
        operator: null,
      });
      expect(body.equipment.map((e: { id: number }) => e.id).sort()).toEqual(items.map((e) => e.id).sort());
      expect(body.equipment).toContainEqual({
        id: expect.any(Number),
        name: "Thermomètre étuve",
        serialNumber: "THE-002",
        type: "Température",
      });
      expect(JSON.stringify(body)).not.toContain("Bêta");
      // The rating link does not open the measurement page, nor the other way round.
      expect((await visitor.get(`/api/campaigns/${links.rating.token}/public`)).statusCode).toBe(404);
      expect((await visitor.get(`/api/public/campaigns/${links.measurement.token}`)).statusCode).toBe(404);
    });

    it("les pages publiques elles-mêmes ne transmettent pas leur adresse et ne sont pas indexées", async () => {
      const { links } = await campaignWithLinks(alpha);
      const page = await visitor.get(links.measurement.path);
      expect(page.headers["referrer-policy"]).toBe("no-referrer");
      expect(page.headers["x-robots-tag"]).toContain("noindex");
      const rating = await visitor.get(`${links.rating.path}?p=technicien&name=L%C3%A9a`);
      expect(rating.headers["x-robots-tag"]).toContain("noindex");
    });

    it("enregistre une mesure, visible des équipes avec son opérateur et sa source, et l'audite", async () => {
      const { campaign, items, links } = await campaignWithLinks(alpha);
      const response = await measure(links.measurement.token, {
        operatorName: "  Léa Martin ",
        equipmentId: items[0]!.id,
        value: "12,5",
        unit: "bar",
        notes: "Relevé après remise en pression",
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ status: "accepted", replayed: false, count: 1 });
      const list = (await alpha.as.equipment_user.get(`/api/campaigns/${campaign.id}/measurements`)).json();
      expect(list.total).toBe(1);
      expect(list.items[0]).toMatchObject({
        equipmentId: items[0]!.id,
        operatorName: "Léa Martin",
        value: "12.5",
        unit: "bar",
        notes: "Relevé après remise en pression",
        linkKind: "campaign",
      });
      const audits = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(
          and(
            eq(schema.auditLogs.campaignId, campaign.id),
            eq(schema.auditLogs.action, "measurement.created"),
          ),
        );
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ userId: null, ipAddress: "203.0.113.7" });
      expect(audits[0]!.description).toContain("Léa Martin");
    });

    it("une nouvelle tentative du même envoi n'enregistre la mesure qu'une fois", async () => {
      const { campaign, items, links } = await campaignWithLinks(alpha);
      const body = {
        operatorName: "Léa",
        equipmentId: items[1]!.id,
        value: 37.2,
        unit: "°C",
        clientSubmissionId: randomUUID(),
      };
      const first = await measure(links.measurement.token, body);
      const again = await measure(links.measurement.token, body);
      const concurrent = await Promise.all([1, 2, 3].map(() => measure(links.measurement.token, body)));
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ submissionId: first.json().submissionId, replayed: true });
      for (const r of concurrent) expect(r.json().submissionId).toBe(first.json().submissionId);
      const rows = await t.database.db
        .select()
        .from(schema.measurements)
        .where(eq(schema.measurements.campaignId, campaign.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.value).toBe("37.2000");
    });

    it.each([
      ["sans valeur", { value: "" }, "value", FIELD_MESSAGES.valueRequired],
      ["valeur absente", { value: undefined }, "value", FIELD_MESSAGES.valueRequired],
      ["valeur non numérique", { value: "douze" }, "value", FIELD_MESSAGES.valueNotNumber],
      ["cinq décimales", { value: "1,23456" }, "value", FIELD_MESSAGES.valueDecimals],
      ["hors précision 10,4", { value: 1_000_000 }, "value", FIELD_MESSAGES.valueOutOfRange],
      ["unité hors liste", { unit: "furlong" }, "unit", FIELD_MESSAGES.unitRequired],
      ["opérateur vide", { operatorName: "   " }, "operatorName", FIELD_MESSAGES.operatorNameRequired],
      [
        "opérateur trop long",
        { operatorName: "x".repeat(201) },
        "operatorName",
        "Le nom de l'opérateur ne peut pas dépasser 200 caractères",
      ],
      [
        "notes trop longues",
        { notes: "n".repeat(2001) },
        "notes",
        "Les notes ne peuvent pas dépasser 2000 caractères",
      ],
      [
        "identifiant d'envoi invalide",
        { clientSubmissionId: "a b" },
        "clientSubmissionId",
        FIELD_MESSAGES.submissionIdInvalid,
      ],
    ])("refuse %s avec son message en français", async (_case, change, field, message) => {
      const { items, links } = await campaignWithLinks(alpha);
      const response = await measure(links.measurement.token, {
        operatorName: "Léa",
        equipmentId: items[0]!.id,
        value: "1,5",
        unit: "bar",
        ...change,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ code: "VALIDATION_FAILED", field, message });
    });

    it("accepte les valeurs aux limites : 4 décimales, négatives, Ω", async () => {
      const { items, links } = await campaignWithLinks(alpha);
      for (const [value, unit] of [
        ["-0,0001", "mV"],
        ["999999.9999", "Ω"],
        ["12.50000", "kPa"],
      ] as const) {
        const response = await measure(links.measurement.token, {
          operatorName: "Léa",
          equipmentId: items[0]!.id,
          value,
          unit,
        });
        expect(response.statusCode, `${value} ${unit}: ${response.body}`).toBe(201);
      }
    });

    it("refuse un équipement d'une autre campagne ou d'une autre entreprise", async () => {
      const { links } = await campaignWithLinks(alpha);
      const other = await campaignWithLinks(alpha, "Autre campagne");
      const foreign = await campaignWithLinks(beta, "Campagne de Bêta");
      for (const equipmentId of [other.items[0]!.id, foreign.items[0]!.id]) {
        const response = await measure(links.measurement.token, {
          operatorName: "Léa",
          equipmentId,
          value: 1,
          unit: "bar",
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          code: "VALIDATION_FAILED",
          field: "equipmentId",
          message: DETAIL_MESSAGES.equipmentNotInCampaign,
        });
      }
    });
  });

  describe("jetons", () => {
    it("ont au moins 128 bits aléatoires, différents par campagne et par lien", async () => {
      const a = await campaignWithLinks(alpha);
      const b = await campaignWithLinks(alpha, "Deuxième");
      const tokens = [
        a.links.measurement.token,
        a.links.rating.token,
        b.links.measurement.token,
        b.links.rating.token,
      ];
      expect(new Set(tokens).size).toBe(4);
      for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      const regenerated = (
        await alpha.admin.post(`/api/campaigns/${a.campaign.id}/share-links/measurement/regenerate`)
      ).json() as Links;
      // base64url of 32 random bytes.
      expect(regenerated.measurement.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it("inconnu, mal formé, régénéré ou de campagne clôturée : 404 SHARE_LINK_INVALID partout", async () => {
      const { campaign, items, links } = await campaignWithLinks(alpha);
      const invalid = async (token: string) => {
        const responses = [
          await visitor.get(`/api/campaigns/${encodeURIComponent(token)}/public`),
          await measure(encodeURIComponent(token), {
            operatorName: "Léa",
            equipmentId: items[0]!.id,
            value: 1,
            unit: "bar",
          }),
        ];
        for (const r of responses) {
          expect(r.statusCode, `${token}: ${r.body}`).toBe(404);
          expect(r.json()).toEqual({
            code: "SHARE_LINK_INVALID",
            message: ERROR_MESSAGES.SHARE_LINK_INVALID,
          });
        }
      };
      await invalid("0".repeat(64));
      await invalid("court");
      await invalid("' or 1=1 --");

      const old = links.measurement.token;
      const regenerated = (
        await alpha.admin.post(`/api/campaigns/${campaign.id}/share-links/measurement/regenerate`)
      ).json() as Links;
      await invalid(old);
      expect((await visitor.get(`/api/campaigns/${regenerated.measurement.token}/public`)).statusCode).toBe(
        200,
      );
      // Regenerating one link leaves the other as it was.
      expect(regenerated.rating.token).toBe(links.rating.token);

      expect((await alpha.admin.patch(`/api/campaigns/${campaign.id}/close`)).statusCode).toBe(200);
      await invalid(regenerated.measurement.token);
      const rating = await visitor.get(`/api/public/campaigns/${links.rating.token}`);
      expect(rating.statusCode).toBe(404);
      expect(rating.json().code).toBe("SHARE_LINK_INVALID");
      // A closed campaign's links cannot be regenerated either.
      const refused = await alpha.admin.post(`/api/campaigns/${campaign.id}/share-links/rating/regenerate`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe("CAMPAIGN_CLOSED");
    });
  });

  describe("lien de notation technicien", () => {
    async function ratingSetup() {
      const setup = await campaignWithLinks(alpha);
      const token = setup.links.rating.token;
      const criteria = (
        await visitor.get(`/api/public/campaigns/${token}/rating-criteria/technicien`)
      ).json() as PublicCriterion[];
      return { ...setup, token, criteria };
    }

    it("propose les critères utilisateur d'équipement et généraux, avec leurs niveaux", async () => {
      const { token, criteria } = await ratingSetup();
      expect(criteria.length).toBeGreaterThan(0);
      for (const c of criteria) {
        expect(["utilisateur_equipement", "general"]).toContain(c.profile);
        expect(c.scales.map((s) => s.grade)).toEqual([1, 2, 3, 4, 5]);
      }
      const all = (await alpha.admin.get("/api/rating-criteria")).json() as PublicCriterion[];
      const expected = all.filter((c) => ["utilisateur_equipement", "general"].includes(c.profile));
      expect(criteria.map((c) => c.id)).toEqual(expected.map((c) => c.id));
      const same = await visitor.get(`/api/public/campaigns/${token}/rating-criteria/utilisateur_equipement`);
      expect(same.json()).toEqual(criteria);
      const other = await visitor.get(`/api/public/campaigns/${token}/rating-criteria/gestionnaire_parc`);
      expect(other.statusCode).toBe(400);
      expect(other.json()).toMatchObject({
        code: "VALIDATION_FAILED",
        message: FIELD_MESSAGES.profileNotPublic,
      });
    });

    it("enregistre les notations sous la clé de l'évaluateur, compte l'avancement et les relit avec elle", async () => {
      const { campaign, items, token, criteria } = await ratingSetup();
      const [first, second] = criteria;
      const response = await visitor.post(`/api/public/campaigns/${token}/ratings`, {
        operatorName: "Léa Martin",
        operatorEmail: "Lea.Martin@exemple.fr",
        ratings: [
          {
            equipmentId: items[0]!.id,
            criteriaId: first!.id,
            verbatimId: first!.scales[3]!.id,
            profile: "technicien",
          },
          {
            equipmentId: items[1]!.id,
            criteriaId: second!.id,
            verbatimId: second!.scales[0]!.id,
            profile: "technicien",
          },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ status: "accepted", count: 2 });
      const key: string = response.json().raterKey;
      expect(key).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
      const staffView = (await alpha.admin.get(`/api/campaigns/${campaign.id}`)).json();
      expect(staffView.ratedEquipmentCount).toBe(2);
      const stored = await t.database.db
        .select()
        .from(schema.equipmentRatings)
        .where(eq(schema.equipmentRatings.campaignId, campaign.id));
      expect(stored).toHaveLength(2);
      for (const row of stored) {
        // Stored under the key's hash: neither the key nor the e-mail is the rater's identity.
        expect(row).toMatchObject({ raterName: "Léa Martin", userId: null, linkKind: "campaign" });
        expect(row.raterKey).toMatch(/^public:[A-Za-z0-9_-]{43}$/);
        expect(row.raterKey).not.toContain(key);
      }
      const mine = (
        await visitor.get(`/api/public/campaigns/${token}/ratings/technicien`, { "x-rater-key": key })
      ).json();
      expect(mine).toContainEqual({
        equipmentId: items[0]!.id,
        criteriaId: first!.id,
        verbatimId: first!.scales[3]!.id,
        verbatim: first!.scales[3]!.description,
        grade: 4,
        pending: false,
      });
      // Her name or her e-mail in the address reads nothing: only her key does.
      for (const query of ["?email=lea.martin%40exemple.fr", "?name=L%C3%A9a%20Martin", ""])
        expect(
          (await visitor.get(`/api/public/campaigns/${token}/ratings/technicien${query}`)).json(),
        ).toEqual([]);
      // Her second visit, with her key, replaces the cell instead of adding a rater.
      const again = await visitor.post(`/api/public/campaigns/${token}/ratings`, {
        operatorName: "Léa M.",
        operatorEmail: "lea.martin@exemple.fr",
        raterKey: key,
        ratings: [{ equipmentId: items[0]!.id, criteriaId: first!.id, verbatimId: first!.scales[0]!.id }],
      });
      expect(again.json().raterKey).toBe(key);
      const cells = await t.database.db
        .select()
        .from(schema.equipmentRatings)
        .where(
          and(
            eq(schema.equipmentRatings.equipmentId, items[0]!.id),
            eq(schema.equipmentRatings.criteriaId, first!.id),
          ),
        );
      expect(cells.map((c) => c.grade)).toEqual([1]);
    });

    it("sans la clé, le même nom ou le même e-mail est un nouvel évaluateur, nommé « (2) » pour le personnel", async () => {
      const { campaign, items, token, criteria } = await ratingSetup();
      const [first] = criteria;
      const rate = (grade: number, extra: Record<string, unknown> = {}) =>
        visitor.post(`/api/public/campaigns/${token}/ratings`, {
          operatorName: "Jean Dupont",
          operatorEmail: "jean.dupont@exemple.fr",
          ratings: [
            { equipmentId: items[0]!.id, criteriaId: first!.id, verbatimId: first!.scales[grade - 1]!.id },
          ],
          ...extra,
        });
      const jean = await rate(5);
      const impostor = await rate(1);
      expect(impostor.statusCode).toBe(201);
      expect(impostor.json().raterKey).not.toBe(jean.json().raterKey);
      const stored = await t.database.db
        .select({ raterName: schema.equipmentRatings.raterName, grade: schema.equipmentRatings.grade })
        .from(schema.equipmentRatings)
        .where(eq(schema.equipmentRatings.campaignId, campaign.id))
        .orderBy(schema.equipmentRatings.id);
      // Jean's grade is untouched; the second visitor is a rater of their own, shown as such.
      expect(stored).toEqual([
        { raterName: "Jean Dupont", grade: 5 },
        { raterName: "Jean Dupont (2)", grade: 1 },
      ]);
      // The impostor's key reads only the impostor's grade; Jean, with his, keeps his label.
      const read = async (key: string) =>
        (
          await visitor.get(`/api/public/campaigns/${token}/ratings/technicien`, { "x-rater-key": key })
        ).json();
      expect((await read(impostor.json().raterKey)).map((r: { grade: number }) => r.grade)).toEqual([1]);
      // The key may also come in the address, for a caller that cannot send the header.
      const inAddress = await visitor.get(
        `/api/public/campaigns/${token}/ratings/technicien?raterKey=${jean.json().raterKey}`,
      );
      expect(inAddress.json().map((r: { grade: number }) => r.grade)).toEqual([5]);
      expect((await read(jean.json().raterKey)).map((r: { grade: number }) => r.grade)).toEqual([5]);
      await rate(4, { raterKey: jean.json().raterKey });
      const names = await t.database.db
        .selectDistinct({ raterName: schema.equipmentRatings.raterName })
        .from(schema.equipmentRatings)
        .where(eq(schema.equipmentRatings.campaignId, campaign.id));
      expect(names.map((n) => n.raterName).sort()).toEqual(["Jean Dupont", "Jean Dupont (2)"]);
      // A key of the wrong shape is refused in French, on its field.
      const bad = await rate(3, { raterKey: "trop-courte" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "raterKey" });
    });

    it("un envoi rejoué sans clé répond la même clé, et n'ajoute ni évaluateur ni e-mail", async () => {
      const { token, items, criteria } = await ratingSetup();
      const body = {
        operatorName: "Nina Roux",
        operatorEmail: "nina.roux@exemple.fr",
        clientSubmissionId: randomUUID(),
        ratings: [
          { equipmentId: items[2]!.id, criteriaId: criteria[0]!.id, verbatimId: criteria[0]!.scales[2]!.id },
        ],
      };
      const mails = async () =>
        (
          await t.database.db
            .select({ to: schema.emailOutbox.toAddress, text: schema.emailOutbox.textBody })
            .from(schema.emailOutbox)
            .where(eq(schema.emailOutbox.toAddress, "nina.roux@exemple.fr"))
        ).map((m) => m);
      const first = await visitor.post(`/api/public/campaigns/${token}/ratings`, body);
      const retried = await visitor.post(`/api/public/campaigns/${token}/ratings`, body);
      expect(first.statusCode).toBe(201);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ replayed: true, raterKey: first.json().raterKey });
      // One e-mail, to the address she gave: the page's link, her key in its fragment.
      const sent = await mails();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toContain(`/campaign/${token}?p=technicien#cle=${first.json().raterKey}`);
    });

    it("refuse un critère d'un autre profil, un niveau d'un autre critère et un opérateur vide", async () => {
      const { items, token, criteria } = await ratingSetup();
      const all = (await alpha.admin.get("/api/rating-criteria")).json() as PublicCriterion[];
      const managerOnly = all.find((c) => c.profile === "gestionnaire_parc")!;
      const send = (ratings: unknown[], operatorName = "Léa") =>
        visitor.post(`/api/public/campaigns/${token}/ratings`, { operatorName, ratings });
      const notMine = await send([
        { equipmentId: items[0]!.id, criteriaId: criteria[0]!.id, verbatimId: criteria[0]!.scales[0]!.id },
        { equipmentId: items[0]!.id, criteriaId: managerOnly.id, verbatimId: managerOnly.scales[0]!.id },
      ]);
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json()).toMatchObject({
        code: "CRITERION_NOT_IN_PROFILE",
        field: "ratings.1.criteriaId",
      });
      const wrongScale = await send([
        { equipmentId: items[0]!.id, criteriaId: criteria[0]!.id, verbatimId: criteria[1]!.scales[0]!.id },
      ]);
      expect(wrongScale.json()).toEqual({
        code: "VALIDATION_FAILED",
        field: "ratings.0.verbatimId",
        message: DETAIL_MESSAGES.scaleNotOfCriterion,
      });
      const blank = await send(
        [{ equipmentId: items[0]!.id, criteriaId: criteria[0]!.id, verbatimId: criteria[0]!.scales[0]!.id }],
        "  ",
      );
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({
        code: "VALIDATION_FAILED",
        field: "operatorName",
        message: "Impossible d'identifier l'opérateur.",
      });
      const empty = await send([]);
      expect(empty.json()).toMatchObject({
        field: "ratings",
        message: "Aucune notation à enregistrer pour le moment.",
      });
      // Nothing of a refused batch was kept.
      const stored = await t.database.db
        .select()
        .from(schema.equipmentRatings)
        .where(eq(schema.equipmentRatings.equipmentId, items[0]!.id));
      expect(stored).toEqual([]);
    });

    it("une campagne en pause se lit mais ne se note pas", async () => {
      const { campaign, items, token, criteria } = await ratingSetup();
      const paused = await alpha.admin.put(`/api/campaigns/${campaign.id}`, {
        name: "Tournée",
        status: "paused",
      });
      expect(paused.statusCode, paused.body).toBe(200);
      expect((await visitor.get(`/api/public/campaigns/${token}`)).json().status).toBe("paused");
      const response = await visitor.post(`/api/public/campaigns/${token}/ratings`, {
        operatorName: "Léa",
        ratings: [
          { equipmentId: items[0]!.id, criteriaId: criteria[0]!.id, verbatimId: criteria[0]!.scales[0]!.id },
        ],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe("CAMPAIGN_NOT_ACTIVE");
    });
  });
});

describe(`Liens publics : limites de fréquence (${ENGINE})`, () => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await createTestApp({
      publicRateLimits: {
        // Windows are fixed (aligned on the clock): a day's window keeps a test's calls in one window,
        // where a minute's could end between two of them.
        windowMs: 86_400_000,
        perAddress: { read: 5, write: 3 },
        perToken: { read: 8, write: 6 },
        // Past a token's limit, an address with no call yet is refused too (its share is 0).
        guaranteedPerAddress: { read: 0, write: 0 },
      },
    });
    team = await createTeam(t, "Métrologie Limites");
  });
  afterAll(() => t?.close());

  it("429 en français au-delà de la limite par adresse, y compris pour des envois refusés", async () => {
    const { items, links } = await campaignWithLinks(team);
    const client = new Client(t.app, { ip: "198.51.100.10" });
    const body = { operatorName: "Léa", equipmentId: items[0]!.id, value: 1, unit: "bar" };
    expect(
      (await client.post(`/api/campaigns/${links.measurement.token}/measurements`, body)).statusCode,
    ).toBe(201);
    expect(
      (await client.post(`/api/campaigns/${links.measurement.token}/measurements`, { ...body, value: "x" }))
        .statusCode,
    ).toBe(400);
    expect(
      (await client.post(`/api/campaigns/${links.measurement.token}/measurements`, body)).statusCode,
    ).toBe(201);
    const refused = await client.post(`/api/campaigns/${links.measurement.token}/measurements`, body);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: "RATE_LIMITED", message: DETAIL_MESSAGES.publicRateLimited });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Unknown tokens count too: trying tokens is limited like anything else.
    const guesser = new Client(t.app, { ip: "198.51.100.11" });
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push((await guesser.get(`/api/campaigns/${"a".repeat(40)}${i}/public`)).statusCode);
    expect(answers).toEqual([404, 404, 404, 404, 404, 429]);
    // Another address is not held back by the first one.
    const other = new Client(t.app, { ip: "198.51.100.12" });
    expect(
      (await other.post(`/api/campaigns/${links.measurement.token}/measurements`, body)).statusCode,
    ).toBe(201);
  });

  it("429 au-delà de la limite par jeton, quelle que soit l'adresse", async () => {
    const { links } = await campaignWithLinks(team, "Campagne très consultée");
    const statuses = [];
    for (let i = 0; i < 9; i++) {
      const client = new Client(t.app, { ip: `192.0.2.${i + 1}` });
      statuses.push((await client.get(`/api/public/campaigns/${links.rating.token}`)).statusCode);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(200));
    expect(statuses[8]).toBe(429);
  });
});

describe(`Liens publics : le plafond d'un lien partagé entre les adresses (${ENGINE})`, () => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await createTestApp({
      publicRateLimits: {
        // One fixed window for the whole test (see above).
        windowMs: 86_400_000,
        perAddress: { read: 100, write: 10 },
        perToken: { read: 100, write: 6 },
        guaranteedPerAddress: { read: 100, write: 2 },
      },
    });
    team = await createTeam(t, "Métrologie Partage");
  });
  afterAll(() => t?.close());

  it("une adresse qui épuise le plafond d'un lien n'en prive pas les autres visiteurs", async () => {
    const { items, links } = await campaignWithLinks(team);
    const send = (client: Client) =>
      client.post(`/api/campaigns/${links.measurement.token}/measurements`, {
        operatorName: "Opérateur",
        equipmentId: items[0]!.id,
        value: 1,
        unit: "bar",
      });
    const flood = new Client(t.app, { ip: "198.51.100.66" });
    const flooding = [];
    for (let i = 0; i < 8; i++) flooding.push((await send(flood)).statusCode);
    // The link's 6 writes used up by one address, which is then refused…
    expect(flooding).toEqual([201, 201, 201, 201, 201, 201, 429, 429]);
    // …while another visitor still enters their share of measurements, and no more.
    const visitor = new Client(t.app, { ip: "198.51.100.77" });
    const visiting = [];
    for (let i = 0; i < 3; i++) visiting.push((await send(visitor)).statusCode);
    expect(visiting).toEqual([201, 201, 429]);
  });
});
