import type { FastifyInstance } from "fastify";
import { invitationLinkSchema, userIdParams } from "../../shared/api/users";
import { createInvitationLink } from "../domain/users/invitation-link";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

export function invitationRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["utilisateurs"]);
  route(
    {
      method: "POST",
      url: "/api/users/:id/invitation-link",
      summary: "Créer un lien d'invitation à transmettre (utilisateur en attente)",
      permission: "manageUsers",
      params: userIdParams,
      response: invitationLinkSchema,
      status: 201,
    },
    (scope, { params }) => createInvitationLink(scope, { id: params.id, publicUrl: services.publicUrl }),
  );
}
