import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { currentUserSchema } from "../../shared/api/auth";
import { errorBodySchema } from "../../shared/api/system";
import { requireUser } from "./plugins/session";

export function authRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/auth/user",
    {
      schema: {
        tags: ["authentification"],
        summary: "Utilisateur connecté",
        response: { 200: currentUserSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        ...user,
        lastLogin: user.lastLogin?.toISOString() ?? null,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
        status: user.status === "inactive" ? ("inactive" as const) : ("active" as const),
      };
    },
  );
}
