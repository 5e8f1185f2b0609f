import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { answerSerializerCompiler } from "./answer-serializer";

const answer = z.object({
  id: z.number().int(),
  name: z.string(),
  deadline: z.iso.datetime().nullable(),
  status: z.enum(["active", "closed"]),
  tags: z.array(z.string()),
  score: z.number().optional(),
});

async function serverAnswering(schema: z.ZodType, data: unknown, check: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(answerSerializerCompiler({ check }));
  app.get("/", { schema: { response: { 200: schema } } }, async () => data);
  const response = await app.inject({ url: "/" });
  await app.close();
  return response;
}

describe("Le corps des réponses, écrit par un sérialiseur compilé (décision 030)", () => {
  const data = {
    id: 7,
    name: 'Campagne « annuelle » \u2028 2027 "guillemets" \\',
    deadline: null,
    status: "active",
    tags: ["é", "\u{1F600}", "\ud800"],
    extra: "jamais répondu",
  };

  it("écrit le JSON de zod, champs inconnus écartés, avec ou sans contrôle", async () => {
    const zodText = JSON.stringify(answer.encode(data as z.output<typeof answer>));
    for (const check of [false, true]) {
      const response = await serverAnswering(answer, data, check);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(zodText);
      expect(response.body).not.toContain("jamais répondu");
    }
  });

  it("en contrôle, une réponse hors de son contrat est refusée (500), comme zod la refuse", async () => {
    const wrong = { ...data, id: 1.5 };
    expect((await serverAnswering(answer, wrong, true)).statusCode).toBe(500);
    // Sans contrôle, le sérialiseur compilé écrit un entier : c'est ce que le contrôle des tests garde.
    expect(JSON.parse((await serverAnswering(answer, wrong, false)).body).id).toBe(1);
  });

  it("garde l'encodage de zod pour un schéma que JSON Schema ne sait pas dire (un codec)", async () => {
    const instant = z.codec(z.iso.datetime(), z.date(), {
      decode: (text) => new Date(text),
      encode: (date) => date.toISOString(),
    });
    const schema = z.object({ at: instant });
    const response = await serverAnswering(schema, { at: new Date(Date.UTC(2026, 10, 28, 7, 30)) }, false);
    expect(response.body).toBe('{"at":"2026-11-28T07:30:00.000Z"}');
  });
});
