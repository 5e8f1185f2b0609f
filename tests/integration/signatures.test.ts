import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import { hashPassword } from "../../src/server/domain/auth/passwords";
import { ERROR_MESSAGES } from "../../src/shared/messages";
import { SIGNATURE_MEANINGS } from "../../src/shared/signatures";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

const PASSWORD = "mot-de-passe-solide";

/**
 * Approval with an electronic signature (issue 23; 21 CFR 11.50, 11.200; ISO 10012 §7.1.4):
 * applying periods is approving them, signed with the approver's password typed again, the record
 * keeping the signer's name, the time and the meaning, linked to the run; the same signature closes
 * an impact review. « Approbation signée obligatoire » refuses an unsigned apply; « Double
 * validation » makes the approver differ from whoever calculated or forced.
 */
describe(`Approbation signée et double validation (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let criterionId: number;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    criterionId = (await alpha.admin.get("/api/rating-criteria")).json()[0].id;
    // The campaign initiator signs with a password of their own.
    await t.database.db.insert(schema.passwordCredentials).values({
      userId: alpha.as.campaign_initiator.id,
      passwordHash: await hashPassword("autre-secret-solide"),
    });
  });
  afterAll(() => t?.close());

  const settings = async (values: Record<string, boolean>) => {
    const saved = await alpha.admin.put("/api/settings/approvals", values);
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json();
  };

  async function calculatedCampaign(name: string) {
    const created = await alpha.admin.post("/api/campaigns", {
      name,
      equipment: [
        { name: `Manomètre ${name}`, serialNumber: `${name.slice(0, 10)}-1`, currentPeriod: 12 },
        { name: `Thermomètre ${name}`, serialNumber: `${name.slice(0, 10)}-2`, currentPeriod: 24 },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId: number = created.json().id;
    const items: { id: number }[] = (await alpha.admin.get(`/api/equipment/${campaignId}`)).json();
    const rated = await alpha.admin.post("/api/equipment-ratings/batch", {
      campaignId,
      ratings: items.map((item) => ({ equipmentId: item.id, criteriaId: criterionId, grade: 5 })),
    });
    expect(rated.statusCode, rated.body).toBe(200);
    const calculated = await alpha.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, {
      adjustmentFactor: 1,
    });
    expect(calculated.statusCode, calculated.body).toBe(200);
    return { campaignId, items };
  }

  it("les réglages se lisent et se changent un à un ; PUT avec le seul requireReason reste valable", async () => {
    expect((await alpha.admin.get("/api/settings/approvals")).json()).toEqual({
      requireReason: false,
      requireSignature: false,
      twoPersonRule: false,
    });
    expect(await settings({ requireSignature: true })).toEqual({
      requireReason: false,
      requireSignature: true,
      twoPersonRule: false,
    });
    expect(await settings({ requireReason: false })).toMatchObject({ requireSignature: true });
    expect(await settings({ requireSignature: false })).toMatchObject({ requireSignature: false });
    const bad = await alpha.admin.put("/api/settings/approvals", { requireSignature: "oui" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "requireSignature" });
    // A body that names no setting is refused, as it was when requireReason was the only one.
    const empty = await alpha.admin.put("/api/settings/approvals", {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "requireReason" });
    // A technician may not change them; another company's stay apart.
    expect(
      (await alpha.as.equipment_user.put("/api/settings/approvals", { twoPersonRule: true })).statusCode,
    ).toBe(403);
    await settings({ twoPersonRule: true });
    expect((await beta.admin.get("/api/settings/approvals")).json()).toMatchObject({ twoPersonRule: false });
    await settings({ twoPersonRule: false });
  });

  it("sans réglage, l'appel du §7 au corps vide applique toujours, sans signature", async () => {
    const { campaignId } = await calculatedCampaign("Sans signature");
    const applied = await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ applied: 2, signature: null });
    const changes = await t.database.db
      .select()
      .from(schema.periodChanges)
      .where(eq(schema.periodChanges.campaignId, campaignId));
    expect(changes.map((c) => c.signatureId)).toEqual([null, null]);
  });

  it("signe l'application : mot de passe vérifié, nom, heure et signification enregistrés et liés au calcul", async () => {
    const { campaignId } = await calculatedCampaign("Signée");
    const wrong = await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`, {
      signature: { password: "pas-le-bon" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: "SIGNATURE_INVALID",
      field: "signature.password",
      message: ERROR_MESSAGES.SIGNATURE_INVALID,
    });
    // Nothing applied, the failed signature is in the trail.
    expect(
      await t.database.db
        .select()
        .from(schema.periodChanges)
        .where(eq(schema.periodChanges.campaignId, campaignId)),
    ).toEqual([]);
    const refused = await t.database.db
      .select()
      .from(schema.auditLogs)
      .where(
        and(
          eq(schema.auditLogs.companyId, alpha.companyId),
          eq(schema.auditLogs.action, "signature.refused"),
        ),
      );
    expect(refused.at(-1)).toMatchObject({ outcome: "failed", userId: alpha.admin.id });

    const empty = await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`, { signature: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "signature.password" });

    const signed = await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`, {
      signature: { password: PASSWORD },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const signature = signed.json().signature;
    expect(signature).toMatchObject({
      signerName: "Alice Admin",
      meaning: SIGNATURE_MEANINGS.periods,
      signedAt: expect.any(String),
    });
    expect(Math.abs(Date.parse(signature.signedAt) - Date.now())).toBeLessThan(60_000);

    const runs = (await alpha.admin.get(`/api/campaigns/${campaignId}/calculation-runs`)).json();
    expect(runs[0]).toMatchObject({ current: true, applied: true, approvals: [signature] });
    const results = (await alpha.admin.get(`/api/campaigns/${campaignId}/calibration-results`)).json();
    expect(results.run.approvals).toEqual([signature]);
    const changes = await t.database.db
      .select()
      .from(schema.periodChanges)
      .where(eq(schema.periodChanges.campaignId, campaignId));
    expect(changes.map((c) => c.signatureId)).toEqual([signature.id, signature.id]);
    const [stored] = await t.database.db
      .select()
      .from(schema.signatures)
      .where(and(eq(schema.signatures.companyId, alpha.companyId), eq(schema.signatures.id, signature.id)));
    expect(stored).toMatchObject({
      userId: alpha.admin.id,
      subject: "periods",
      campaignId,
      runId: runs[0].id,
    });
    const [audited] = await t.database.db
      .select()
      .from(schema.auditLogs)
      .where(
        and(
          eq(schema.auditLogs.companyId, alpha.companyId),
          eq(schema.auditLogs.action, "periods.applied"),
          eq(schema.auditLogs.campaignId, campaignId),
        ),
      );
    expect(audited!.description).toContain("signature de Alice Admin");
    expect(JSON.stringify(audited!.newValues)).toContain(SIGNATURE_MEANINGS.periods);

    // Written once: the database refuses to change or remove a signature, whoever asks.
    await expect(
      t.database.db
        .update(schema.signatures)
        .set({ meaning: "autre" })
        .where(eq(schema.signatures.id, signature.id)),
    ).rejects.toThrow();
  });

  it("« Approbation signée obligatoire » refuse l'application non signée (SIGNATURE_REQUIRED)", async () => {
    const { campaignId } = await calculatedCampaign("Signature exigée");
    await settings({ requireSignature: true });
    try {
      const unsigned = await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`);
      expect(unsigned.statusCode).toBe(400);
      expect(unsigned.json()).toMatchObject({
        code: "SIGNATURE_REQUIRED",
        message: ERROR_MESSAGES.SIGNATURE_REQUIRED,
      });
      const signed = await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`, {
        signature: { password: PASSWORD, meaning: "J'approuve ces périodes après revue" },
      });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json().signature.meaning).toBe("J'approuve ces périodes après revue");
    } finally {
      await settings({ requireSignature: false });
    }
  });

  it("« Double validation » : qui a calculé ou forcé n'approuve pas, une autre personne le peut", async () => {
    const { campaignId, items } = await calculatedCampaign("Deux personnes");
    await settings({ twoPersonRule: true });
    try {
      const self = await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`, {
        signature: { password: PASSWORD },
      });
      expect(self.statusCode).toBe(403);
      expect(self.json()).toMatchObject({ code: "TWO_PERSON_RULE", message: ERROR_MESSAGES.TWO_PERSON_RULE });

      // The initiator forces a period: they may not approve either.
      const forced = await alpha.as.campaign_initiator.patch(
        `/api/campaigns/${campaignId}/update-forced-periods`,
        {
          updates: [{ equipmentId: items[0]!.id, forcedPeriod: 18 }],
          reason: "Dérive observée",
        },
      );
      expect(forced.statusCode, forced.body).toBe(200);
      const initiator = await alpha.as.campaign_initiator.post(`/api/campaigns/${campaignId}/apply-periods`, {
        signature: { password: "autre-secret-solide" },
      });
      expect(initiator.json().code).toBe("TWO_PERSON_RULE");

      // The admin forced nothing but calculated; a recalculation by the initiator hands the run over.
      const recalculated = await alpha.as.campaign_initiator.post(
        `/api/campaigns/${campaignId}/calculate-periods`,
        {
          adjustmentFactor: 1,
        },
      );
      expect(recalculated.statusCode, recalculated.body).toBe(200);
      const approved = await alpha.admin.post(`/api/campaigns/${campaignId}/apply-periods`, {
        signature: { password: PASSWORD },
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().signature.signerName).toBe("Alice Admin");
    } finally {
      await settings({ twoPersonRule: false });
    }
  });

  it("ne signe pas pour une autre entreprise ni sans le droit d'appliquer", async () => {
    const { campaignId } = await calculatedCampaign("Autre entreprise");
    const foreign = await beta.admin.post(`/api/campaigns/${campaignId}/apply-periods`, {
      signature: { password: PASSWORD },
    });
    expect(foreign.statusCode).toBe(404);
    const technician = await alpha.as.equipment_user.post(`/api/campaigns/${campaignId}/apply-periods`, {
      signature: { password: PASSWORD },
    });
    expect(technician.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(schema.periodChanges)
      .where(eq(schema.periodChanges.campaignId, campaignId));
    expect(rows).toEqual([]);
  });

  it("la même signature clôt une revue d'impact, exigée sous le réglage", async () => {
    const created = await alpha.admin.post("/api/instruments", {
      name: "Balance de précision",
      reference: "BAL-SIGN-1",
      currentPeriod: 12,
      lastCalibrationDate: "2026-01-15",
    });
    expect(created.statusCode, created.body).toBe(201);
    const instrumentId: number = created.json().id;
    const event = await alpha.admin.post(`/api/instruments/${instrumentId}/calibration-events`, {
      date: "2026-11-02",
      result: "non_conforme",
      asFoundError: 0.5,
      mpe: 0.1,
    });
    expect(event.statusCode, event.body).toBe(201);
    const review = (await alpha.admin.get(`/api/impact-reviews/${event.json().impactReviewId}`)).json();
    for (const item of review.items)
      expect(
        (
          await alpha.admin.patch(`/api/impact-reviews/${review.id}/items/${item.id}`, {
            decision: "sans_impact",
          })
        ).statusCode,
      ).toBe(200);
    await settings({ requireSignature: true });
    try {
      const unsigned = await alpha.admin.post(`/api/impact-reviews/${review.id}/close`, {
        conclusion: "Aucun impact sur les mesures.",
      });
      expect(unsigned.json().code).toBe("SIGNATURE_REQUIRED");
      const wrong = await alpha.admin.post(`/api/impact-reviews/${review.id}/close`, {
        conclusion: "Aucun impact sur les mesures.",
        signature: { password: "faux" },
      });
      expect(wrong.json().code).toBe("SIGNATURE_INVALID");
      const foreign = await beta.admin.post(`/api/impact-reviews/${review.id}/close`, {
        conclusion: "Aucun impact sur les mesures.",
        signature: { password: PASSWORD },
      });
      expect(foreign.statusCode).toBe(404);
      const closed = await alpha.admin.post(`/api/impact-reviews/${review.id}/close`, {
        conclusion: "Aucun impact sur les mesures.",
        signature: { password: PASSWORD },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({
        status: "closed",
        signature: { signerName: "Alice Admin", meaning: SIGNATURE_MEANINGS.impact_review },
      });
    } finally {
      await settings({ requireSignature: false });
    }
  });
});
