import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { signInOptionsSchema } from "../../shared/api/auth";
import { errorResponses } from "../../shared/api/system";
import type { Services } from "./services";

/** GET /api/auth/options: what the sign-in page can offer here, readable without signing in. */
export function signInOptionsRoutes(
  app: FastifyInstance,
  services: Services,
  options: { singleSignOn: boolean },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/auth/options",
    {
      schema: {
        tags: ["authentification"],
        summary: "Options de connexion de ce serveur",
        response: { 200: signInOptionsSchema, ...errorResponses },
      },
    },
    async () => ({ emailDelivery: services.mailer.delivers, singleSignOn: options.singleSignOn }),
  );
}
