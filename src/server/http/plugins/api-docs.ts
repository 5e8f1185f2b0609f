import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

/** OpenAPI description of the API, built from the routes' zod schemas; browsable at /api/docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "API Calibra",
        description: "Gestion des campagnes d'étalonnage — méthode OPPERET (FD X 07-014).",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { session: { type: "apiKey", in: "cookie", name: "calibra_session" } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
