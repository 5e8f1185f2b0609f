import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthSchema } from "../../shared/api/system";
import { appliedMigration, type DatabaseHandle } from "../db/client";

export function healthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["système"],
        summary: "État du service et de sa base de données",
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        const migration = await appliedMigration(database.db);
        return { status: "ok" as const, database: database.kind, migration };
      } catch (error) {
        reply.log.error({ err: error }, "health check failed");
        return reply.status(503).send({ status: "degraded", database: database.kind, migration: null });
      }
    },
  );
}
