import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createReportRenderer, type ReportRenderer } from "../../src/server/reports/render";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import type { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { pdfPages } from "../support/pdf-text";
import { linksIn, type ReceivedMail, startSmtpServer } from "../support/smtp";
import { createTeam, type Team } from "../support/teams";

const DESCRIPTION = `<script>alert("x")</script> Atelier « pression » & température`;
const FORMULA = "=SOMME(A1:A9)";
const EQUIPMENT = [
  { name: "Résistance étalon 100 Ω", serialNumber: "RES-100", currentPeriod: 12, type: "Électricité" },
  { name: "Sonde PT100 −50…+250 °C", serialNumber: "PT-250", currentPeriod: 24, type: "Température" },
  { name: "Manomètre numérique 0-10 bar", serialNumber: "MAN-010", currentPeriod: 12, type: "Pression" },
];

interface Criterion {
  id: number;
  name: string;
  profile: string;
  scales: { grade: number; description: string }[];
}

/**
 * A campaign rated and calculated through the API: three instruments, the default criteria graded,
 * and a criterion of the company's own whose grade 1 reads like a spreadsheet formula.
 */
async function calculatedCampaign(team: Team, name: string) {
  const criterion = await team.admin.post("/api/rating-criteria", {
    criteria: { name: "Traçabilité des étalons", weight: 1, profile: "general" },
    scales: [1, 2, 3, 4, 5].map((grade) => ({
      grade,
      score: grade - 3,
      description: grade === 1 ? FORMULA : `Niveau ${grade} de traçabilité`,
    })),
  });
  expect(criterion.statusCode, criterion.body).toBe(201);
  const created = await team.admin.post("/api/campaigns", {
    name,
    description: DESCRIPTION,
    equipment: EQUIPMENT,
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaign = created.json() as { id: number; name: string };
  const items = (await team.admin.get(`/api/equipment/${campaign.id}`)).json() as {
    id: number;
    name: string;
  }[];
  const criteria = (await team.admin.get("/api/rating-criteria")).json() as Criterion[];
  const own = criteria.find((c) => c.name === "Traçabilité des étalons")!;
  const ratings = items.flatMap((item, i) =>
    criteria.map((c) => ({
      equipmentId: item.id,
      criteriaId: c.id,
      grade: c.id === own.id ? 1 : ((i * 2 + c.id) % 5) + 1,
    })),
  );
  const rated = await team.admin.post("/api/equipment-ratings/batch", { campaignId: campaign.id, ratings });
  expect(rated.statusCode, rated.body).toBe(200);
  const calculated = await team.admin.post(`/api/campaigns/${campaign.id}/calculate-periods`, {
    adjustmentFactor: 1,
  });
  expect(calculated.statusCode, calculated.body).toBe(200);
  const results = (await team.admin.get(`/api/campaigns/${campaign.id}/calibration-results`)).json() as {
    results: { equipmentName: string; currentPeriod: number; newPeriod: number; status: string }[];
  };
  return { campaign, items, results: results.results };
}

const STATUS_LABELS: Record<string, string> = {
  extended: "Période Étendue",
  maintained: "Période Maintenue",
  reduced: "Période Réduite",
};

/** The attachments of a received message: each part sent as a file, decoded. */
function attachmentsOf(mail: ReceivedMail): { fileName: string; contentType: string; content: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)?.[1];
  if (!boundary) return [];
  return mail.raw
    .split(new RegExp(`\\r?\\n--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
    .flatMap((part) => {
      const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
      const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
      const fileName = /filename="?([^";\r\n]+)"?/i.exec(unfolded)?.[1];
      if (!fileName || !/content-disposition:\s*attachment/i.test(unfolded)) return [];
      return [
        {
          fileName,
          contentType: /content-type:\s*([^;\r\n]+)/i.exec(unfolded)?.[1]?.trim() ?? "",
          content: Buffer.from(rest.join("\n").replace(/\s+/g, ""), "base64"),
        },
      ];
    });
}

describe(`Rapports : HTML, PDF et Excel d'une campagne (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let alphaCampaign: Awaited<ReturnType<typeof calculatedCampaign>>;
  let betaCampaign: Awaited<ReturnType<typeof calculatedCampaign>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: smtp.url });
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    alphaCampaign = await calculatedCampaign(alpha, "Revue annuelle des étalons");
    betaCampaign = await calculatedCampaign(beta, "Campagne confidentielle Bêta");
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const generate = (team: Team, campaignId: number, body?: unknown, who: Client = team.admin) =>
    who.post(`/api/campaigns/${campaignId}/generate-report`, body);
  const download = (team: Team, reportId: number) => team.admin.get(`/api/reports/${reportId}/download`);

  describe("POST /api/campaigns/{id}/generate-report", () => {
    it("produit un PDF dont le texte nomme la campagne, chaque équipement, ses périodes et son statut, et Ω", async () => {
      const response = await generate(alpha, alphaCampaign.campaign.id, {});
      expect(response.statusCode, response.body).toBe(201);
      const answer = response.json();
      expect(answer).toMatchObject({ reportType: "pdf", status: "completed", warning: null });
      expect(answer.downloadUrl).toBe(`/api/reports/${answer.id}/download`);
      expect(answer.fileName).toMatch(
        /^rapport-revue-annuelle-des-etalons-\d{4}-\d{2}-\d{2}-\d{2}h\d{2}\.pdf$/,
      );

      const file = await download(alpha, answer.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      expect(file.headers["content-disposition"]).toBe(`attachment; filename="${answer.fileName}"`);
      const pages = await pdfPages(file.rawPayload);
      expect(pages.length).toBe(answer.pageCount);
      // The preview shows the same document in the browser.
      const preview = await alpha.admin.get(`/api/reports/${answer.id}/preview`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers["content-type"]).toBe("application/pdf");
      expect(preview.headers["content-disposition"]).toBe(`inline; filename="${answer.fileName}"`);
      expect(preview.rawPayload.equals(file.rawPayload)).toBe(true);
      const text = pages.join(" ");
      expect(text).toContain("Revue annuelle des étalons");
      expect(text).toContain("Métrologie Alpha");
      expect(text).toContain("Ω");
      for (const result of alphaCampaign.results) {
        expect(text).toContain(result.equipmentName);
        expect(text).toContain(STATUS_LABELS[result.status]!);
      }
      for (const item of EQUIPMENT) expect(text).toContain(item.serialNumber);
      // Each period: its current and its new value, in months.
      for (const result of alphaCampaign.results) {
        expect(text).toMatch(new RegExp(`\\b${result.currentPeriod}\\b`));
        expect(text).toMatch(new RegExp(`\\b${result.newPeriod}\\b`));
      }
      expect(pages[0]).toMatch(/Page 1 sur \d+/);
    });

    it("{generatePdf: false} donne un rapport HTML ; {format: 'xlsx'} un classeur Excel", async () => {
      const html = await generate(alpha, alphaCampaign.campaign.id, { generatePdf: false });
      expect(html.statusCode, html.body).toBe(201);
      expect(html.json()).toMatchObject({ reportType: "html", pageCount: null });
      const xlsx = await generate(alpha, alphaCampaign.campaign.id, { format: "xlsx" });
      expect(xlsx.json()).toMatchObject({ reportType: "xlsx", pageCount: null });
      expect(xlsx.json().fileName).toMatch(/\.xlsx$/);
      const pdf = await generate(alpha, alphaCampaign.campaign.id, { generatePdf: true });
      expect(pdf.json()).toMatchObject({ reportType: "pdf" });
    });

    it("le classeur relu a ses feuilles, des nombres en nombres et un verbatim « = » stocké en texte", async () => {
      const answer = (await generate(alpha, alphaCampaign.campaign.id, { format: "xlsx" })).json();
      const file = await download(alpha, answer.id);
      expect(file.headers["content-type"]).toBe(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((s) => s.name)).toEqual([
        "Synthèse",
        "Équipements",
        "Notations",
        "Contributions",
        "Traçabilité",
      ]);
      const equipment = workbook.getWorksheet("Équipements")!;
      const header = Array.from(equipment.getRow(1).values as unknown[], (v) => String(v ?? ""));
      const currentColumn = header.findIndex((h) => h.startsWith("Période actuelle"));
      expect(currentColumn).toBeGreaterThan(0);
      const names: string[] = [];
      equipment.eachRow((row, n) => {
        if (n === 1) return;
        names.push(String(row.getCell(1).value));
        expect(typeof row.getCell(currentColumn).value).toBe("number");
      });
      expect(names.sort()).toEqual(EQUIPMENT.map((e) => e.name).sort());
      const ratings = workbook.getWorksheet("Notations")!;
      const formulaCells: ExcelJS.Cell[] = [];
      ratings.eachRow((row) =>
        row.eachCell((cell) => {
          if (cell.value === FORMULA) formulaCells.push(cell);
        }),
      );
      expect(formulaCells.length).toBe(EQUIPMENT.length);
      for (const cell of formulaCells) {
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.formula).toBeUndefined();
      }
    });

    it("l'aperçu HTML montre le texte saisi comme du texte, sans script possible", async () => {
      const answer = (await generate(alpha, alphaCampaign.campaign.id, { format: "html" })).json();
      const preview = await alpha.admin.get(`/api/reports/${answer.id}/preview`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(preview.headers["content-security-policy"]).toContain("default-src 'none'");
      expect(preview.headers["content-security-policy"]).toContain("sandbox");
      expect(preview.body).not.toMatch(/<script/i);
      expect(preview.body).toContain("&lt;script&gt;");
      expect(preview.body).toContain("Résistance étalon 100 Ω");
    });

    it("sans calcul, le rapport le dit en avertissement", async () => {
      const created = await alpha.admin.post("/api/campaigns", {
        name: "Campagne à peine commencée",
        equipment: [{ name: "Pied à coulisse", serialNumber: "PAC-001", currentPeriod: 12 }],
      });
      const response = await generate(alpha, created.json().id, { format: "html" });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().warning).toBe(
        "Aucun calcul n'a encore été lancé : le rapport ne contient pas de nouvelles périodes.",
      );
    });

    it("refuse un format inconnu en français", async () => {
      const response = await generate(alpha, alphaCampaign.campaign.id, { format: "docx" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: "VALIDATION_FAILED",
        field: "format",
        message: "Format de rapport inconnu : html, pdf ou xlsx",
      });
    });
  });

  describe("GET /api/reports, /preview, /download", () => {
    it("liste les rapports de l'entreprise seule, les plus récents d'abord, avec qui les a demandés", async () => {
      const list = (await alpha.admin.get("/api/reports")).json() as {
        id: number;
        campaignName: string;
        status: string;
        generatedByName: string;
        size: number;
        createdAt: string;
      }[];
      expect(list.length).toBeGreaterThanOrEqual(5);
      expect(new Set(list.map((r) => r.campaignName))).not.toContain("Campagne confidentielle Bêta");
      expect(
        list.every((r) => r.status === "completed" && r.generatedByName === "Alice Admin" && r.size > 0),
      ).toBe(true);
      const times = list.map((r) => r.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it("un classeur Excel ne s'aperçoit pas : il se télécharge", async () => {
      const answer = (await generate(alpha, alphaCampaign.campaign.id, { format: "xlsx" })).json();
      const preview = await alpha.admin.get(`/api/reports/${answer.id}/preview`);
      expect(preview.statusCode).toBe(409);
      expect(preview.json().code).toBe("REPORT_NOT_PREVIEWABLE");
    });

    it("un autre client ne voit rien : 404 sur chaque route, jamais de données", async () => {
      const theirs = (await generate(beta, betaCampaign.campaign.id, { format: "html" })).json();
      for (const response of [
        await generate(alpha, betaCampaign.campaign.id, { format: "html" }),
        await alpha.admin.get(`/api/reports/${theirs.id}/preview`),
        await alpha.admin.get(`/api/reports/${theirs.id}/download`),
        await alpha.admin.post("/api/emails/report-notification", {
          reportId: theirs.id,
          recipientEmail: "curieux@exemple.fr",
        }),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.body).not.toContain("Bêta");
      }
    });

    it("chaque rôle n'a que ce qu'il peut : technicien et utilisateur lisent, seuls les gestionnaires génèrent", async () => {
      const id = alphaCampaign.campaign.id;
      for (const role of ["equipment_user", "user"] as const) {
        expect((await generate(alpha, id, { format: "html" }, alpha.as[role])).statusCode).toBe(403);
        expect((await alpha.as[role].post("/api/pdf/test-connection")).statusCode).toBe(403);
        expect((await alpha.as[role].get("/api/reports")).statusCode).toBe(200);
      }
      const manager = await generate(alpha, id, { format: "html" }, alpha.as.equipment_manager);
      expect(manager.statusCode).toBe(201);
      expect(
        (await alpha.as.equipment_manager.get(`/api/reports/${manager.json().id}/download`)).statusCode,
      ).toBe(200);
    });
  });

  describe("un rendu qui échoue", () => {
    let failing: TestApp;
    let team: Team;
    const renderer: ReportRenderer = {
      render: async () => {
        throw new Error("Police DejaVuSans.ttf illisible");
      },
      renderPdfTest: async () => {
        throw new Error("Moteur indisponible");
      },
      close: async () => {},
    };

    beforeAll(async () => {
      failing = await createTestApp({ reportRenderer: renderer });
      team = await createTeam(failing, "Métrologie Gamma");
    });
    afterAll(() => failing?.close());

    it("laisse le rapport « failed » avec sa raison, et le test PDF le dit", async () => {
      const created = await team.admin.post("/api/campaigns", {
        name: "Campagne Gamma",
        equipment: [{ name: "Balance", serialNumber: "BAL-1", currentPeriod: 12 }],
      });
      const response = await team.admin.post(`/api/campaigns/${created.json().id}/generate-report`, {});
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: "REPORT_RENDER_FAILED",
        message: "La génération du rapport a échoué.",
      });
      const [report] = (await team.admin.get("/api/reports")).json();
      expect(report).toMatchObject({
        status: "failed",
        comments: "Police DejaVuSans.ttf illisible",
        size: null,
      });
      expect((await team.admin.get(`/api/reports/${report.id}/download`)).json().code).toBe(
        "REPORT_NOT_READY",
      );
      const test = (await team.admin.post("/api/pdf/test-connection")).json();
      expect(test).toMatchObject({ success: false, error: "Moteur indisponible", remainingCredits: null });
    });
  });

  describe("un rapport à la fois par processus", () => {
    let queued: TestApp;
    let team: Team;
    // The real renderer, held before its first report until the test lets it go.
    const real = createReportRenderer();
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => {
      release = done;
    });
    let rendering = 0;
    const renderer: ReportRenderer = {
      render: async (report, format) => {
        rendering++;
        await held;
        return real.render(report, format);
      },
      renderPdfTest: (zone) => real.renderPdfTest(zone),
      close: () => real.close(),
    };

    beforeAll(async () => {
      queued = await createTestApp({ reportRenderer: renderer });
      team = await createTeam(queued, "Métrologie Delta");
    });
    afterAll(() => queued?.close());

    it("met le second rapport « queued » pendant que le premier est généré, puis les termine dans l'ordre", async () => {
      const created = await team.admin.post("/api/campaigns", {
        name: "Campagne Delta",
        equipment: [{ name: "Balance", serialNumber: "BAL-1", currentPeriod: 12 }],
      });
      const campaignId = created.json().id;
      const first = team.admin.post(`/api/campaigns/${campaignId}/generate-report`, { format: "pdf" });
      const second = team.admin.post(`/api/campaigns/${campaignId}/generate-report`, { format: "xlsx" });
      await vi.waitFor(() => expect(rendering).toBe(1), { timeout: 10_000, interval: 20 });
      // Both recorded (the second request's transaction may still be committing when the first
      // starts rendering): the first generating, the second waiting its turn.
      await vi.waitFor(
        async () => {
          const listed: { type: string; status: string }[] = (await team.admin.get("/api/reports")).json();
          expect(listed.map((r) => [r.type, r.status]).sort()).toEqual([
            ["pdf", "generating"],
            ["xlsx", "queued"],
          ]);
        },
        { timeout: 10_000, interval: 50 },
      );
      // The second waits its turn: it is not laid out while the first is.
      expect(rendering).toBe(1);
      release();
      const [a, b] = await Promise.all([first, second]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(rendering).toBe(2);
      const done: { id: number; status: string; generatedAt: string }[] = (
        await team.admin.get("/api/reports")
      ).json();
      expect(done.map((r) => r.status)).toEqual(["completed", "completed"]);
      const at = (id: number) => done.find((r) => r.id === id)!.generatedAt;
      expect(at(a.json().id) <= at(b.json().id)).toBe(true);
      // Each file reads back whole, from its stored parts.
      const file = await team.admin.get(`/api/reports/${a.json().id}/download`);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      expect(Number(file.headers["content-length"])).toBe(file.rawPayload.length);
    });
  });

  describe("POST /api/pdf/test-connection", () => {
    it("le moteur intégré produit une page PDF, sans crédit à compter", async () => {
      const response = await alpha.admin.post("/api/pdf/test-connection");
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        error: null,
        remainingCredits: null,
        pageCount: 1,
      });
    });
  });

  describe("e-mails", () => {
    it("report-notification : le destinataire reçoit le rapport, son PDF en pièce jointe", async () => {
      const report = (await generate(alpha, alphaCampaign.campaign.id, {})).json();
      const response = await alpha.admin.post("/api/emails/report-notification", {
        reportId: report.id,
        recipientEmail: "direction.qualite@exemple.fr",
        recipientName: "Hélène Dubois",
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        transport: "smtp",
        message: {
          to: "direction.qualite@exemple.fr",
          status: "sent",
          attachments: [{ fileName: report.fileName }],
        },
      });
      const [mail] = await smtp.delivered("direction.qualite@exemple.fr");
      expect(mail!.subject).toBe("Rapport de la campagne « Revue annuelle des étalons »");
      expect(mail!.body).toContain("Bonjour Hélène Dubois,");
      const [attachment] = attachmentsOf(mail!);
      expect(attachment).toMatchObject({ fileName: report.fileName, contentType: "application/pdf" });
      const text = (await pdfPages(attachment!.content)).join(" ");
      expect(text).toContain("Revue annuelle des étalons");
      expect(text).toContain("Résistance étalon 100 Ω");
    });

    it("campaign-invitation : le participant reçoit un lien vers la campagne ; un non-participant est introuvable", async () => {
      const put = await alpha.admin.put(`/api/campaigns/${alphaCampaign.campaign.id}/participants`, {
        participantIds: [alpha.as.equipment_manager.id],
      });
      expect(put.statusCode, put.body).toBe(200);
      const [participation] = (
        await alpha.admin.get(`/api/campaigns/${alphaCampaign.campaign.id}/participants`)
      ).json() as { id: number; user: { email: string } }[];
      for (const participantId of [participation!.id, alpha.as.equipment_manager.id]) {
        const response = await alpha.admin.post("/api/emails/campaign-invitation", {
          campaignId: alphaCampaign.campaign.id,
          participantId,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().message).toMatchObject({ to: participation!.user.email, status: "sent" });
      }
      const mails = await smtp.delivered(participation!.user.email, 2);
      expect(mails[0]!.subject).toBe("Invitation à la campagne d'étalonnage « Revue annuelle des étalons »");
      expect(linksIn(mails[0]!, TEST_PUBLIC_URL)).toEqual([
        `${TEST_PUBLIC_URL}/campaigns/${alphaCampaign.campaign.id}/rating`,
      ]);
      const stranger = await alpha.admin.post("/api/emails/campaign-invitation", {
        campaignId: alphaCampaign.campaign.id,
        participantId: alpha.as.user.id,
      });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().message).toBe("Ce participant ne fait pas partie de la campagne.");
      expect(
        (
          await alpha.as.equipment_manager.post("/api/emails/campaign-invitation", {
            campaignId: alphaCampaign.campaign.id,
            participantId: participation!.id,
          })
        ).statusCode,
      ).toBe(403);
    });

    it("GET /api/emails/outbox : le transport et les derniers messages de l'entreprise, sans leur contenu", async () => {
      const debug = (await alpha.admin.get("/api/emails/outbox")).json();
      expect(debug.transport).toBe("smtp");
      expect(debug.smtpServer).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      expect(debug.messages.length).toBeGreaterThanOrEqual(3);
      expect(debug.messages[0]).not.toHaveProperty("textBody");
      expect(JSON.stringify(debug)).not.toContain("Bêta");
      const withFile = debug.messages.find((m: { attachments: unknown[] }) => m.attachments.length > 0);
      expect(withFile.attachments[0].size).toBeGreaterThan(1000);
      expect((await alpha.as.equipment_manager.get("/api/emails/outbox")).statusCode).toBe(403);
      expect((await beta.admin.get("/api/emails/outbox")).json().messages).toEqual([]);
    });
  });
});
