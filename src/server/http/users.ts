import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  bulkImportResultSchema,
  bulkImportSchema,
  invitationLinkSchema,
  newUserSchema,
  userIdParams,
  userSchema,
  userUpdateSchema,
} from "../../shared/api/users";
import { createUser } from "../domain/users/create-user";
import { deleteUser } from "../domain/users/delete-user";
import { importUsers } from "../domain/users/import-users";
import { createInvitationLink } from "../domain/users/invitation-link";
import { updateUser } from "../domain/users/update-user";
import { listUsers } from "../domain/users/user-view";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

export function userRoutes(app: FastifyInstance, services: Services): void {
  const route = tenantRoutes(app, services, ["utilisateurs"]);
  const { publicUrl } = services;
  // Invitations are queued in the transaction and delivered once it has committed, in the
  // background: the answer never waits for the SMTP server.
  const deliverMail = async () => services.mailer.deliverSoon(services.db);

  route(
    {
      method: "GET",
      url: "/api/users",
      summary: "Utilisateurs de l'entreprise",
      permission: "readUsers",
      response: z.array(userSchema),
    },
    (scope) => listUsers(scope),
  );

  route(
    {
      method: "POST",
      url: "/api/users",
      summary: "Créer un utilisateur (invitation par e-mail)",
      permission: "manageUsers",
      body: newUserSchema,
      response: userSchema,
      status: 201,
      afterCommit: deliverMail,
    },
    (scope, { body }) => createUser(scope, { input: body, publicUrl }),
  );

  route(
    {
      method: "PUT",
      url: "/api/users/:id",
      summary: "Modifier un utilisateur",
      permission: "manageUsers",
      params: userIdParams,
      body: userUpdateSchema,
      response: userSchema,
    },
    (scope, { params, body }) => updateUser(scope, { id: params.id, input: body }),
  );

  route(
    {
      method: "DELETE",
      url: "/api/users/:id",
      summary: "Supprimer un utilisateur",
      permission: "manageUsers",
      params: userIdParams,
      response: z.null(),
      status: 204,
    },
    (scope, { params }) => deleteUser(scope, { id: params.id }),
  );

  route(
    {
      method: "POST",
      url: "/api/users/bulk-import",
      summary: "Importer des utilisateurs (CSV)",
      permission: "manageUsers",
      body: bulkImportSchema,
      response: bulkImportResultSchema,
      status: 201,
      afterCommit: deliverMail,
    },
    (scope, { body }) => importUsers(scope, { input: body, publicUrl }),
  );

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
    (scope, { params }) => createInvitationLink(scope, { id: params.id, publicUrl }),
  );
}
