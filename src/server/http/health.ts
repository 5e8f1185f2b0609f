import type { FastifyInstance } from "fastify";
import { healthSchema } from "../../shared/api/system";
import { appliedMigration } from "../db/client";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

export function healthRoutes(app: FastifyInstance, services: Services): void {
  const { database } = services;
  tenantRoutes(app, services, ["système"]).open(
    {
      method: "GET",
      url: "/api/health",
      summary: "État du service et de sa base de données",
      responses: { 200: healthSchema, 503: healthSchema },
    },
    async (_input, _request, reply) => {
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
