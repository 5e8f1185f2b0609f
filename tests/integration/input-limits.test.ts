import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_MESSAGES } from "../../src/shared/messages";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

/** Sends raw bytes to the listening server and reads its whole answer (the socket then closes). */
function rawRequest(port: number, bytes: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body });
    });
    socket.write(bytes);
  });
}

describe(`Limites des requêtes : chaque refus en français, au format {message, code} (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Limites");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it("un JSON imbriqué 8 000 fois : 400 en français, connecté ou non, sur toute route à corps", async () => {
    const deep = `${"[".repeat(8000)}${"]".repeat(8000)}`;
    const expected = {
      code: "VALIDATION_FAILED",
      message: "Le corps de la requête est imbriqué trop profondément (20 niveaux au plus).",
    };
    for (const [client, url] of [
      [new Client(t.app), "/api/auth/login"],
      [alpha.admin, "/api/campaigns"],
      [new Client(t.app), "/api/public/campaigns/aaaaaaaaaaaaaaaaaaaaaaaa/ratings"],
    ] as const) {
      const response = await client.request("POST", url, deep, { "content-type": "application/json" });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(expected);
    }
    // A body as deep as any form sends is read as before.
    const created = await alpha.admin.post("/api/campaigns", {
      name: "Campagne ordinaire",
      equipment: [{ name: "Manomètre", serialNumber: "MAN-1", currentPeriod: 12 }],
    });
    expect(created.statusCode).toBe(201);
  });

  it("une adresse de 60 ko : 414 ; des en-têtes trop gros : 431 ; des octets qui ne sont pas HTTP : 400", async () => {
    const longUrl = await rawRequest(
      port,
      `GET /api/campaigns?recherche=${"a".repeat(60_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(longUrl.status).toBe(414);
    expect(JSON.parse(longUrl.body)).toEqual({ code: "URI_TOO_LONG", message: ERROR_MESSAGES.URI_TOO_LONG });

    const bigHeaders = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nCookie: trop=${"b".repeat(40_000)}\r\n\r\n`,
    );
    expect(bigHeaders.status).toBe(431);
    expect(JSON.parse(bigHeaders.body)).toEqual({
      code: "HEADERS_TOO_LARGE",
      message: ERROR_MESSAGES.HEADERS_TOO_LARGE,
    });

    const garbage = await rawRequest(port, "N'IMPORTE QUOI\r\n\r\n");
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual({
      code: "VALIDATION_FAILED",
      message: "La requête HTTP est mal formée.",
    });
  });

  it("rouvrir une campagne clôturée lui donne de nouveaux liens : les anciens restent morts", async () => {
    const created = await alpha.admin.post("/api/campaigns", {
      name: "Campagne rouverte",
      participantIds: [alpha.as.equipment_user.id],
      equipment: [{ name: "Thermomètre", serialNumber: "THE-9", currentPeriod: 12 }],
    });
    const campaign = created.json();
    const before = (await alpha.admin.get(`/api/campaigns/${campaign.id}/share-links`)).json();
    const notified = await alpha.admin.post(`/api/campaigns/${campaign.id}/notify-technicians`);
    expect(notified.statusCode, notified.body).toBe(200);
    const personal = await t.database.db.query.shareLinks.findFirst({
      where: (l, { eq }) => eq(l.campaignId, campaign.id),
    });
    expect(personal).toBeDefined();
    const visitor = new Client(t.app, { ip: "203.0.113.90" });
    const opens = async (tokens: { measurement: string; rating: string; personal: string }) => [
      (await visitor.get(`/api/campaigns/${tokens.measurement}/public`)).statusCode,
      (await visitor.get(`/api/public/campaigns/${tokens.rating}`)).statusCode,
      (await visitor.get(`/api/public/campaigns/${tokens.personal}`)).statusCode,
    ];
    const old = {
      measurement: before.measurement.token,
      rating: before.rating.token,
      personal: personal!.token,
    };
    expect(await opens(old)).toEqual([200, 200, 200]);

    expect((await alpha.admin.patch(`/api/campaigns/${campaign.id}/close`)).statusCode).toBe(200);
    expect(await opens(old)).toEqual([404, 404, 404]);
    const reopened = await alpha.admin.put(`/api/campaigns/${campaign.id}`, {
      name: "Campagne rouverte",
      description: null,
      deadline: null,
      status: "active",
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    // The links handed out before the closing do not come back to life…
    expect(await opens(old)).toEqual([404, 404, 404]);
    // …the campaign's new ones work.
    const after = (await alpha.admin.get(`/api/campaigns/${campaign.id}/share-links`)).json();
    expect(after.measurement.token).not.toBe(before.measurement.token);
    expect(after.rating.token).not.toBe(before.rating.token);
    expect((await visitor.get(`/api/campaigns/${after.measurement.token}/public`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/public/campaigns/${after.rating.token}`)).statusCode).toBe(200);
  });
});
