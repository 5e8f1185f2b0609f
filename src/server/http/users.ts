import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../shared/api/system";
import {
  bulkImportResultSchema,
  bulkImportSchema,
  newUserSchema,
  userIdParams,
  userSchema,
  userUpdateSchema,
} from "../../shared/api/users";
import { withTenant } from "../db/tenant";
import { createUser } from "../domain/users/create-user";
import { deleteUser } from "../domain/users/delete-user";
import { importUsers } from "../domain/users/import-users";
import { updateUser } from "../domain/users/update-user";
import { listUsers } from "../domain/users/user-view";
import { authorize } from "./plugins/request-context";
import type { Services } from "./services";

const errors = errorResponses;
const tags = ["utilisateurs"];

export function userRoutes(app: FastifyInstance, services: Services): void {
  const { db, mailer, publicUrl } = services;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/users",
    {
      schema: {
        tags,
        summary: "Utilisateurs de l'entreprise",
        response: { 200: z.array(userSchema), ...errors },
      },
    },
    async (request) => {
      const { tenant } = await authorize(request, "readUsers");
      return withTenant(db, tenant, (tx) => listUsers({ db: tx, tenant }));
    },
  );

  api.post(
    "/api/users",
    {
      schema: {
        tags,
        summary: "Créer un utilisateur (invitation par e-mail)",
        body: newUserSchema,
        response: { 201: userSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = await authorize(request, "manageUsers");
      const user = await withTenant(db, tenant, (tx) =>
        createUser({ db: tx, tenant, actor, input: request.body, publicUrl }),
      );
      await mailer.flush(db);
      return reply.status(201).send(user);
    },
  );

  api.put(
    "/api/users/:id",
    {
      schema: {
        tags,
        summary: "Modifier un utilisateur",
        params: userIdParams,
        body: userUpdateSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const { tenant, actor } = await authorize(request, "manageUsers");
      return withTenant(db, tenant, (tx) =>
        updateUser({ db: tx, tenant, actor, id: request.params.id, input: request.body }),
      );
    },
  );

  api.delete(
    "/api/users/:id",
    {
      schema: {
        tags,
        summary: "Supprimer un utilisateur",
        params: userIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = await authorize(request, "manageUsers");
      await withTenant(db, tenant, (tx) => deleteUser({ db: tx, tenant, actor, id: request.params.id }));
      return reply.status(204).send(null);
    },
  );

  api.post(
    "/api/users/bulk-import",
    {
      schema: {
        tags,
        summary: "Importer des utilisateurs (CSV)",
        body: bulkImportSchema,
        response: { 201: bulkImportResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tenant, actor } = await authorize(request, "manageUsers");
      const result = await withTenant(db, tenant, (tx) =>
        importUsers({ db: tx, tenant, actor, input: request.body, publicUrl }),
      );
      await mailer.flush(db);
      return reply.status(201).send(result);
    },
  );
}
