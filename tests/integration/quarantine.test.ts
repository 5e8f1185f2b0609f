import { and, eq, gt } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import type { CalibrationEvent } from "../../src/shared/api/calibration-events";
import type { ImpactReview } from "../../src/shared/api/impact-reviews";
import type { InstrumentDetail } from "../../src/shared/api/instrument-detail";
import type { Instrument } from "../../src/shared/api/instruments";
import type { Planning } from "../../src/shared/api/planning";
import { ERROR_MESSAGES } from "../../src/shared/messages";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { readPdf } from "../support/pdf-text";
import { createTeam, type Team } from "../support/teams";

/** A day `count` days after `day` (before it when negative). */
function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/**
 * Issue 22, « Quarantine that holds »: while an impact review is open the instrument is « En
 * quarantaine » everywhere (a status of its own), its share links refuse new measurements, its due
 * date stays that of its last conforming or adjusted calibration, and its review lists every
 * measurement of its period, public entries waiting for review included; one accepted later joins
 * the review, reopening it if it was closed.
 */
describe(`Quarantaine d'un instrument non conforme (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let today: string;
  let ip = 0;
  /** A visitor of a share link, each from an address of its own (the public rate limits). */
  const visitor = () => new Client(t.app, { ip: `198.51.100.${(ip++ % 250) + 1}` });

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    today = (await alpha.admin.get("/api/instruments?pageSize=1")).json().today;
  });
  afterAll(() => t?.close());

  /** A campaign of two instruments (the one under test and another), with its share links. */
  async function campaignWith(team: Team, name: string, reference: string) {
    const created = await team.admin.post("/api/campaigns", {
      name,
      equipment: [
        { name: "Thermomètre étuve", serialNumber: reference, currentPeriod: 12 },
        { name: "Autre thermomètre", serialNumber: `${reference}-AUTRE`, currentPeriod: 12 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json() as { id: number };
    const [item, other] = (await team.admin.get(`/api/equipment/${campaign.id}`)).json() as {
      id: number;
      instrumentId: number;
    }[];
    const links = (await team.admin.get(`/api/campaigns/${campaign.id}/share-links`)).json() as {
      measurement: { token: string };
    };
    return { campaign, item: item!, other: other!, token: links.measurement.token };
  }

  const measure = (token: string, equipmentId: number, value: string, clientSubmissionId?: string) =>
    visitor().post(`/api/campaigns/${token}/measurements`, {
      operatorName: "Lucie Bernard",
      equipmentId,
      value,
      unit: "°C",
      ...(clientSubmissionId && { clientSubmissionId }),
    });
  const record = async (team: Team, instrumentId: number, date: string, result: string) => {
    const response = await team.admin.post(`/api/instruments/${instrumentId}/calibration-events`, {
      date,
      result,
      provider: "Laboratoire accrédité",
      certificateReference: `CERT-${date}`,
      // « Ajusté » is recorded with what the adjustment left (decision 032).
      ...(result === "ajuste" && { asLeftError: "0,02", mpe: "0,1" }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as CalibrationEvent;
  };
  const detailOf = async (team: Team, id: number): Promise<InstrumentDetail> => {
    const response = await team.admin.get(`/api/instruments/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const reviewOf = async (team: Team, id: number): Promise<ImpactReview> => {
    const response = await team.admin.get(`/api/impact-reviews/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const setReview = (team: Team, reviewRequired: boolean) =>
    team.admin.put("/api/settings/public-entries", { reviewRequired });
  const decideAll = async (team: Team, review: ImpactReview) => {
    for (const item of review.items.filter((i) => i.decision === null)) {
      const decided = await team.admin.patch(`/api/impact-reviews/${review.id}/items/${item.id}`, {
        decision: "sans_impact",
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
  };
  const lastSeq = async (companyId: number) =>
    (
      await t.database.db
        .select({ seq: schema.auditLogs.seq })
        .from(schema.auditLogs)
        .where(eq(schema.auditLogs.companyId, companyId))
    ).reduce((max, r) => Math.max(max, r.seq), 0);
  const auditSince = (companyId: number, seq: number) =>
    t.database.db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.companyId, companyId), gt(schema.auditLogs.seq, seq)));

  describe("un étalonnage non conforme met l'instrument en quarantaine", () => {
    let setup: Awaited<ReturnType<typeof campaignWith>>;
    let instrumentId: number;
    let event: CalibrationEvent;
    let accepted: number;
    const pending: Record<"first" | "second" | "refused" | "before" | "other", number> = {
      first: 0,
      second: 0,
      refused: 0,
      before: 0,
      other: 0,
    };

    beforeAll(async () => {
      setup = await campaignWith(alpha, "Campagne étuves", "QUA-ETUVE");
      instrumentId = setup.item.instrumentId;
      await record(alpha, instrumentId, "2026-01-10", "conforme");

      // Counted at once: a measurement of the period.
      const counted = await measure(setup.token, setup.item.id, "21,375");
      expect(counted.statusCode, counted.body).toBe(201);
      expect(counted.json().status).toBe("accepted");
      accepted = counted.json().submissionId;

      // Then held for review: three of the period, one taken before it, one on another instrument.
      expect((await setReview(alpha, true)).statusCode).toBe(200);
      for (const [key, value] of [
        ["first", "21,4"],
        ["second", "21,5"],
        ["refused", "99"],
        ["before", "20,1"],
      ] as const) {
        const held = await measure(setup.token, setup.item.id, value);
        expect(held.statusCode, held.body).toBe(201);
        expect(held.json().status).toBe("pending");
        pending[key] = held.json().submissionId;
      }
      pending.other = (await measure(setup.token, setup.other.id, "22")).json().submissionId;
      // When they were taken: in the period (the counted one, then three held), and the day before
      // the last conforming calibration, out of it (10 January 2026 in Paris from 9 January 23:00 UTC).
      const takenAt: [number, string][] = [
        [accepted, "2026-05-01T08:00:00Z"],
        [pending.first, "2026-06-01T08:00:00Z"],
        [pending.second, "2026-06-01T09:00:00Z"],
        [pending.refused, "2026-06-01T10:00:00Z"],
        [pending.other, "2026-06-01T11:00:00Z"],
        [pending.before, "2026-01-09T22:30:00Z"],
      ];
      for (const [id, at] of takenAt)
        await t.database.db
          .update(schema.publicSubmissions)
          .set({ submittedAt: new Date(at) })
          .where(
            and(eq(schema.publicSubmissions.companyId, alpha.companyId), eq(schema.publicSubmissions.id, id)),
          );
      await t.database.db
        .update(schema.measurements)
        .set({ measurementDate: new Date("2026-05-01T08:00:00Z") })
        .where(
          and(
            eq(schema.measurements.companyId, alpha.companyId),
            eq(schema.measurements.submissionId, accepted),
          ),
        );

      // Found non-conforming yesterday: what is taken from today on is after the review's period.
      event = await record(alpha, instrumentId, addDays(today, -1), "non_conforme");
    });
    afterAll(async () => {
      await setReview(alpha, false);
    });

    it("son statut est « quarantined » dans la liste du parc, ses filtres et ses comptes, et dans la fiche de vie", async () => {
      const page = (await alpha.as.equipment_user.get("/api/instruments?search=QUA-ETUVE")).json();
      const mine = page.items.find((i: Instrument) => i.id === instrumentId);
      expect(mine).toMatchObject({ status: "quarantined", quarantined: true });
      expect(page.statusCounts).toMatchObject({ quarantined: 1 });
      const filtered = (await alpha.admin.get("/api/instruments?status=quarantined")).json();
      expect(filtered.items.map((i: Instrument) => i.id)).toContain(instrumentId);
      expect(filtered.items.every((i: Instrument) => i.status === "quarantined")).toBe(true);
      // The status sort puts it first: out of use comes before any due date.
      const sorted = (await alpha.admin.get("/api/instruments?sort=status&pageSize=200")).json();
      expect(sorted.items[0].status).toBe("quarantined");

      const detail = await detailOf(alpha, instrumentId);
      expect(detail).toMatchObject({ status: "quarantined", quarantined: true });
      // The campaign's equipment says it too.
      const items = (await alpha.admin.get(`/api/equipment/${setup.campaign.id}`)).json();
      expect(items.find((i: { id: number }) => i.id === setup.item.id).instrumentStatus).toBe("quarantined");
    });

    it("n'est pas compté comme étalonné : son échéance part du dernier étalonnage conforme", async () => {
      const detail = await detailOf(alpha, instrumentId);
      expect(detail).toMatchObject({ lastCalibrationDate: "2026-01-10", nextDueDate: "2027-01-10" });
      expect(detail.calibrationEvents.map((e) => e.result)).toEqual(["non_conforme", "conforme"]);
    });

    it("le planning le liste à part, en quarantaine, et le calendrier le montre à son échéance avec ce statut", async () => {
      const planning = (await alpha.admin.get("/api/planning?months=24")).json() as Planning;
      expect(planning.quarantined.map((i) => i.id)).toContain(instrumentId);
      expect(planning.quarantined.find((i) => i.id === instrumentId)).toMatchObject({
        status: "quarantined",
        nextDueDate: "2027-01-10",
      });
      const elsewhere = [
        ...planning.overdue,
        ...planning.dueThisMonth,
        ...planning.nextMonths.flatMap((m) => m.instruments),
      ];
      expect(elsewhere.map((i) => i.id)).not.toContain(instrumentId);

      const calendar = (await alpha.admin.get("/api/planning/calendar?month=2027-01")).json();
      const day = calendar.days.find((d: { date: string }) => d.date === "2027-01-10");
      expect(day.instruments.find((i: { id: number }) => i.id === instrumentId)).toMatchObject({
        status: "quarantined",
        quarantined: true,
      });
    });

    it("le calendrier iCal et les étiquettes disent « En quarantaine »", async () => {
      const { url } = (await alpha.admin.post("/api/planning/feed/regenerate")).json();
      const feed = await new Client(t.app, { ip: "192.0.2.40" }).get(url.slice(TEST_PUBLIC_URL.length));
      expect(feed.statusCode).toBe(200);
      const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents("vevent");
      const mine = events.find(
        (e) => e.getFirstPropertyValue("url") === `${TEST_PUBLIC_URL}/instruments/${instrumentId}`,
      )!;
      expect(mine).toBeDefined();
      expect(mine.getFirstPropertyValue("summary")).toBe(
        "Étalonnage : Thermomètre étuve (QUA-ETUVE) — En quarantaine",
      );
      const description = String(mine.getFirstPropertyValue("description")).split("\n");
      expect(description).toContain("Statut : En quarantaine");
      expect(description).toContain("Échéance : 10/01/2027");

      const labels = await alpha.admin.get(
        `/api/instruments/labels.pdf?ids=${instrumentId},${setup.other.instrumentId}`,
      );
      expect(labels.statusCode).toBe(200);
      const text = (await readPdf(labels.rawPayload)).pages[0]!;
      expect(text).toContain("En quarantaine — Thermomètre étuve");
      expect(text.match(/En quarantaine/g)).toHaveLength(1);

      const csv = (await alpha.admin.get("/api/instruments/export?search=QUA-ETUVE")).body;
      expect(csv.split("\n").find((line) => line.includes("QUA-ETUVE,"))).toContain("En quarantaine");
    });

    it("ses liens de saisie refusent une nouvelle mesure (409, en français), pas une autre instrument ni un renvoi", async () => {
      const before = await t.database.db
        .select({ id: schema.publicSubmissions.id })
        .from(schema.publicSubmissions)
        .where(eq(schema.publicSubmissions.companyId, alpha.companyId));
      const refused = await measure(setup.token, setup.item.id, "21,6");
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: "INSTRUMENT_QUARANTINED",
        message: ERROR_MESSAGES.INSTRUMENT_QUARANTINED,
      });
      expect(refused.json().message).toContain("quarantaine");
      const after = await t.database.db
        .select({ id: schema.publicSubmissions.id })
        .from(schema.publicSubmissions)
        .where(eq(schema.publicSubmissions.companyId, alpha.companyId));
      expect(after).toHaveLength(before.length);

      // The other instrument of the campaign is not in quarantine.
      const other = await measure(setup.token, setup.other.id, "22,5");
      expect(other.statusCode, other.body).toBe(201);
      await alpha.admin.post(`/api/campaigns/${setup.campaign.id}/submissions/review`, {
        decision: "reject",
        submissionIds: [other.json().submissionId],
      });

      // A retry of an entry received before the quarantine is answered as it was, not refused.
      const [row] = await t.database.db
        .select({ clientSubmissionId: schema.publicSubmissions.clientSubmissionId })
        .from(schema.publicSubmissions)
        .where(
          and(
            eq(schema.publicSubmissions.companyId, alpha.companyId),
            eq(schema.publicSubmissions.id, pending.first),
          ),
        );
      const retry = await measure(setup.token, setup.item.id, "21,4", row!.clientSubmissionId);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.json()).toMatchObject({ submissionId: pending.first, replayed: true, status: "pending" });
    });

    it("sa revue liste les mesures de la période, celles en attente de validation comprises", async () => {
      const review = await reviewOf(alpha, event.impactReviewId!);
      const [measured] = await t.database.db
        .select({ id: schema.measurements.id })
        .from(schema.measurements)
        .where(
          and(
            eq(schema.measurements.companyId, alpha.companyId),
            eq(schema.measurements.submissionId, accepted),
          ),
        );
      expect(review.items.filter((i) => i.kind === "measurement").map((i) => i.measurementId)).toEqual([
        measured!.id,
      ]);
      expect(review.pendingMeasurements.map((p) => p.submissionId)).toEqual([
        pending.first,
        pending.second,
        pending.refused,
      ]);
      expect(review.pendingMeasurements[0]).toMatchObject({
        campaignId: setup.campaign.id,
        label: "21,4 °C — Lucie Bernard — Campagne étuves",
        submittedAt: expect.any(String),
      });
      expect(review.previousClosing).toBeNull();
      // The life record shows the same review.
      const detail = await detailOf(alpha, instrumentId);
      expect(detail.impactReviews[0]!.pendingMeasurements).toHaveLength(3);
      // The event's audit row names them.
      const [row] = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(
          and(
            eq(schema.auditLogs.companyId, alpha.companyId),
            eq(schema.auditLogs.action, "calibration_event.recorded"),
            eq(schema.auditLogs.recordId, String(event.id)),
          ),
        );
      expect((row!.details as { pendingMeasurements: unknown[] }).pendingMeasurements).toHaveLength(3);
    });

    it("une mesure acceptée ensuite rejoint la revue ouverte ; une refusée la quitte", async () => {
      const seq = await lastSeq(alpha.companyId);
      const accept = await alpha.admin.post(`/api/campaigns/${setup.campaign.id}/submissions/review`, {
        decision: "accept",
        submissionIds: [pending.first],
      });
      expect(accept.statusCode, accept.body).toBe(200);
      const review = await reviewOf(alpha, event.impactReviewId!);
      expect(review.status).toBe("open");
      const joined = review.items.find((i) => i.label === "21,4 °C — Lucie Bernard — Campagne étuves");
      expect(joined).toMatchObject({ kind: "measurement", decision: null, campaignId: setup.campaign.id });
      expect(joined!.measurementId).toEqual(expect.any(Number));
      expect(review.pendingMeasurements.map((p) => p.submissionId)).toEqual([
        pending.second,
        pending.refused,
      ]);
      // One audit row for the call, naming the review it joined.
      const rows = await auditSince(alpha.companyId, seq);
      expect(rows.map((r) => r.action)).toEqual(["public_entry.accepted"]);
      expect(rows[0]!.newValues).toMatchObject({
        impactReviews: [
          {
            id: review.id,
            status: "open",
            reopened: false,
            instrumentQuarantined: true,
            items: [{ id: joined!.id, measurementId: joined!.measurementId }],
          },
        ],
      });
      expect(rows[0]!.description).toContain(`revue d'impact n° ${review.id}`);

      // Accepting the entry of another instrument, or of before the period, adds nothing.
      await alpha.admin.post(`/api/campaigns/${setup.campaign.id}/submissions/review`, {
        decision: "accept",
        submissionIds: [pending.other, pending.before],
      });
      expect((await reviewOf(alpha, review.id)).items).toHaveLength(review.items.length);

      await alpha.admin.post(`/api/campaigns/${setup.campaign.id}/submissions/review`, {
        decision: "reject",
        submissionIds: [pending.refused],
      });
      const after = await reviewOf(alpha, review.id);
      expect(after.pendingMeasurements.map((p) => p.submissionId)).toEqual([pending.second]);
      expect(after.items).toHaveLength(review.items.length);
    });

    it("ni un technicien ni une autre entreprise n'y touchent", async () => {
      const refused = await alpha.as.equipment_user.post(
        `/api/campaigns/${setup.campaign.id}/submissions/review`,
        { decision: "accept", submissionIds: [pending.second] },
      );
      expect(refused.statusCode).toBe(403);
      for (const response of [
        await beta.admin.get(`/api/impact-reviews/${event.impactReviewId}`),
        await beta.admin.post(`/api/campaigns/${setup.campaign.id}/submissions/review`, {
          decision: "accept",
          submissionIds: [pending.second],
        }),
      ])
        expect(response.statusCode).toBe(404);
      expect((await reviewOf(alpha, event.impactReviewId!)).pendingMeasurements).toHaveLength(1);
      // Beta's Parc knows nothing of it.
      const theirs = (await beta.admin.get("/api/instruments?status=quarantined")).json();
      expect(theirs.total).toBe(0);
    });

    it("la clôture lève la quarantaine ; une mesure acceptée ensuite rouvre la revue et remet en quarantaine", async () => {
      await decideAll(alpha, await reviewOf(alpha, event.impactReviewId!));
      const closed = await alpha.admin.post(`/api/impact-reviews/${event.impactReviewId}/close`, {
        conclusion: "Écarts sans impact sur les essais",
      });
      expect(closed.statusCode, closed.body).toBe(200);
      // Still waiting for review: the review shows it even closed.
      expect(closed.json()).toMatchObject({
        status: "closed",
        pendingMeasurements: [{ submissionId: pending.second }],
      });
      const free = await detailOf(alpha, instrumentId);
      expect(free.quarantined).toBe(false);
      expect(free.status).not.toBe("quarantined");
      expect(free.nextDueDate).toBe("2027-01-10");
      const allowed = await measure(setup.token, setup.item.id, "21,2");
      expect(allowed.statusCode, allowed.body).toBe(201);

      const seq = await lastSeq(alpha.companyId);
      const accept = await alpha.admin.post(`/api/campaigns/${setup.campaign.id}/submissions/review`, {
        decision: "accept",
        submissionIds: [pending.second, allowed.json().submissionId],
      });
      expect(accept.statusCode, accept.body).toBe(200);
      const reopened = await reviewOf(alpha, event.impactReviewId!);
      expect(reopened).toMatchObject({
        status: "open",
        conclusion: null,
        closedAt: null,
        closedByName: null,
        pendingMeasurements: [],
        previousClosing: {
          closedAt: closed.json().closedAt,
          closedByName: "Alice Admin",
          conclusion: "Écarts sans impact sur les essais",
        },
      });
      const added = reopened.items.filter((i) => i.decision === null);
      // The one of the period only: the entry taken after the review's period is not concerned.
      expect(added.map((i) => i.label)).toEqual(["21,5 °C — Lucie Bernard — Campagne étuves"]);
      expect((await detailOf(alpha, instrumentId)).status).toBe("quarantined");
      const rows = await auditSince(alpha.companyId, seq);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.oldValues).toMatchObject({ impactReviews: [{ id: reopened.id, status: "closed" }] });
      expect(rows[0]!.newValues).toMatchObject({
        impactReviews: [{ id: reopened.id, status: "open", reopened: true, instrumentQuarantined: true }],
      });
      expect(rows[0]!.description).toContain("rouverte");
      expect((await measure(setup.token, setup.item.id, "21,3")).statusCode).toBe(409);

      // Decided and closed again: out of quarantine, with the new conclusion.
      await decideAll(alpha, reopened);
      const again = await alpha.admin.post(`/api/impact-reviews/${reopened.id}/close`, {
        conclusion: "Mesure acceptée tardivement : sans impact",
      });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({
        status: "closed",
        conclusion: "Mesure acceptée tardivement : sans impact",
        previousClosing: null,
      });
      expect((await detailOf(alpha, instrumentId)).quarantined).toBe(false);
    });
  });

  describe("l'échéance vient du dernier étalonnage conforme ou ajusté", () => {
    it("un non conforme ne la déplace pas ; un ajusté la déplace, la quarantaine dure jusqu'à la clôture", async () => {
      const { item } = await campaignWith(alpha, "Campagne des échéances", "QUA-DUE");
      const id = item.instrumentId;
      await record(alpha, id, "2025-09-30", "conforme");
      const nonConforming = await record(alpha, id, "2026-02-01", "non_conforme");
      expect(await detailOf(alpha, id)).toMatchObject({
        lastCalibrationDate: "2025-09-30",
        nextDueDate: "2026-09-30",
        status: "quarantined",
      });
      const adjusted = await record(alpha, id, "2026-02-10", "ajuste");
      expect(await detailOf(alpha, id)).toMatchObject({
        lastCalibrationDate: "2026-02-10",
        nextDueDate: "2027-02-10",
        status: "quarantined",
      });
      // Corrected to non-conforming: the adjusted calibration no longer counts.
      const corrected = await alpha.admin.put(`/api/instruments/${id}/calibration-events/${adjusted.id}`, {
        date: "2026-02-10",
        result: "non_conforme",
        reason: "Certificat relu : hors tolérance",
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      expect(await detailOf(alpha, id)).toMatchObject({
        lastCalibrationDate: "2025-09-30",
        nextDueDate: "2026-09-30",
      });

      for (const reviewId of [nonConforming.impactReviewId!, corrected.json().impactReviewId as number]) {
        await decideAll(alpha, await reviewOf(alpha, reviewId));
        const closed = await alpha.admin.post(`/api/impact-reviews/${reviewId}/close`, {
          conclusion: "Sans impact",
        });
        expect(closed.statusCode, closed.body).toBe(200);
      }
      const free = await detailOf(alpha, id);
      expect(free.quarantined).toBe(false);
      // Back to its due date's status: overdue once 30 September 2026 is past.
      expect(free.status).not.toBe("quarantined");
      if (free.nextDueDate! < today) expect(free.status).toBe("overdue");
    });

    it("un instrument jamais étalonné, trouvé non conforme, reste sans échéance et en quarantaine", async () => {
      const { item } = await campaignWith(alpha, "Campagne neuve", "QUA-NEUF");
      await record(alpha, item.instrumentId, "2026-03-01", "non_conforme");
      expect(await detailOf(alpha, item.instrumentId)).toMatchObject({
        lastCalibrationDate: null,
        nextDueDate: null,
        status: "quarantined",
      });
      const planning = (await alpha.admin.get("/api/planning")).json() as Planning;
      expect(planning.quarantined.map((i) => i.id)).toContain(item.instrumentId);
    });
  });
});
