import type { FastifyInstance } from "fastify";
import { signInOptionsSchema } from "../../shared/api/auth";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** GET /api/auth/options: what the sign-in page can offer here, readable without signing in. */
export function signInOptionsRoutes(
  app: FastifyInstance,
  services: Services,
  options: { singleSignOn: boolean },
): void {
  tenantRoutes(app, services, ["authentification"]).open(
    {
      method: "GET",
      url: "/api/auth/options",
      summary: "Options de connexion de ce serveur",
      responses: { 200: signInOptionsSchema },
    },
    async () => ({ emailDelivery: services.mailer.delivers, singleSignOn: options.singleSignOn }),
  );
}
