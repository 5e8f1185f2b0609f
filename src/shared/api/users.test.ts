import { beforeAll, describe, expect, it } from "vitest";
import { configureFrenchSchemaMessages } from "../schema-messages";
import {
  bulkImportResultSchema,
  bulkImportSchema,
  newUserSchema,
  userIdParams,
  userSchema,
  userUpdateSchema,
} from "./users";

beforeAll(() => {
  configureFrenchSchemaMessages();
});

const UUID = "0f8a3c52-52d4-4c1e-9a43-9d6f3f1e2b7a";
const PAUL = { email: "Paul.Durand@Exemple.fr", firstName: " Paul ", lastName: "Durand " };

function refusal(
  schema: { safeParse(input: unknown): { error?: { issues: { message: string; path: PropertyKey[] }[] } } },
  input: unknown,
) {
  const issue = schema.safeParse(input).error?.issues[0];
  return issue && { message: issue.message, path: issue.path };
}

describe("Un nouvel utilisateur : e-mail, prénom et nom requis (spec §5)", () => {
  it("est gardé nettoyé, sans rôle quand aucun n'est coché", () => {
    expect(newUserSchema.parse(PAUL)).toEqual({
      email: "paul.durand@exemple.fr",
      firstName: "Paul",
      lastName: "Durand",
      roles: [],
    });
  });

  it("garde les rôles cochés, noms français compris", () => {
    expect(newUserSchema.parse({ ...PAUL, roles: ["technicien", "gestionnaire_parc"] }).roles).toEqual([
      "technicien",
      "gestionnaire_parc",
    ]);
  });

  it.each([
    ["email", "", "L'email est requis"],
    ["email", "paul@", "Format d'email invalide"],
    ["firstName", "  ", "Le prénom est requis"],
    ["lastName", "", "Le nom est requis"],
  ])("refuse %s = « %s » : « %s »", (field, value, message) => {
    expect(refusal(newUserSchema, { ...PAUL, [field]: value })).toEqual({ message, path: [field] });
  });

  it("refuse un rôle inconnu : « Rôle inconnu »", () => {
    expect(refusal(newUserSchema, { ...PAUL, roles: ["admin", "pape"] })).toEqual({
      message: "Rôle inconnu",
      path: ["roles", 1],
    });
  });

  it("accepte au plus les neuf rôles de la liste", () => {
    const all = [
      "user",
      "admin",
      "campaign_initiator",
      "equipment_manager",
      "equipment_user",
      "utilisateur_equipement",
      "technicien",
      "gestionnaire_parc",
      "initiateur_campagne",
    ];
    expect(newUserSchema.parse({ ...PAUL, roles: all }).roles).toEqual(all);
    expect(refusal(newUserSchema, { ...PAUL, roles: [...all, "admin"] })).toEqual({
      message: "La liste ne peut pas contenir plus de 9 éléments",
      path: ["roles"],
    });
  });
});

describe("La modification d'un utilisateur : ses champs, ses rôles et son statut", () => {
  const update = { ...PAUL, roles: ["equipment_user"], status: "inactive" };

  it("est gardée nettoyée", () => {
    expect(userUpdateSchema.parse(update)).toEqual({
      email: "paul.durand@exemple.fr",
      firstName: "Paul",
      lastName: "Durand",
      roles: ["equipment_user"],
      status: "inactive",
    });
    expect(userUpdateSchema.parse({ ...update, status: "active" }).status).toBe("active");
  });

  it("refuse un statut inconnu : « Statut inconnu »", () => {
    for (const status of ["bloqué", undefined])
      expect(refusal(userUpdateSchema, { ...update, status }), String(status)).toEqual({
        message: "Statut inconnu",
        path: ["status"],
      });
  });

  it("exige la liste des rôles et refuse un rôle inconnu", () => {
    expect(refusal(userUpdateSchema, { ...update, roles: undefined })).toEqual({
      message: "Ce champ est requis",
      path: ["roles"],
    });
    expect(refusal(userUpdateSchema, { ...update, roles: ["superviseur"] })).toEqual({
      message: "Rôle inconnu",
      path: ["roles", 0],
    });
  });

  it("refuse un prénom vide : « Le prénom est requis »", () => {
    expect(refusal(userUpdateSchema, { ...update, firstName: "" })).toEqual({
      message: "Le prénom est requis",
      path: ["firstName"],
    });
  });
});

describe("L'import des utilisateurs : de 1 à 2 000 lignes valides (spec §5)", () => {
  const row = { firstName: " Claire ", lastName: " Martin ", email: " claire.martin@exemple.fr ", line: 2 };

  it("garde chaque ligne sans espaces autour, avec son numéro de ligne facultatif", () => {
    expect(
      bulkImportSchema.parse({ users: [row, { firstName: "Paul", lastName: "Durand", email: "p@x.fr" }] }),
    ).toEqual({
      users: [
        { firstName: "Claire", lastName: "Martin", email: "claire.martin@exemple.fr", line: 2 },
        { firstName: "Paul", lastName: "Durand", email: "p@x.fr" },
      ],
    });
  });

  it("sans ligne : « Aucun utilisateur valide - Corrigez les erreurs avant d'importer »", () => {
    expect(refusal(bulkImportSchema, { users: [] })).toEqual({
      message: "Aucun utilisateur valide - Corrigez les erreurs avant d'importer",
      path: ["users"],
    });
  });

  it("au-delà de 2 000 lignes : « Importez au plus 2 000 utilisateurs à la fois »", () => {
    const users = Array.from({ length: 2000 }, () => row);
    expect(bulkImportSchema.safeParse({ users }).success).toBe(true);
    expect(refusal(bulkImportSchema, { users: [...users, row] })).toEqual({
      message: "Importez au plus 2\u202f000 utilisateurs à la fois",
      path: ["users"],
    });
  });

  it("borne les noms à 200 caractères et l'e-mail à 254, espaces retirés", () => {
    expect(
      bulkImportSchema.safeParse({ users: [{ ...row, firstName: ` ${"a".repeat(200)} ` }] }).success,
    ).toBe(true);
    expect(refusal(bulkImportSchema, { users: [{ ...row, firstName: "a".repeat(201) }] })).toEqual({
      message: "Ce champ ne peut pas dépasser 200 caractères",
      path: ["users", 0, "firstName"],
    });
    expect(refusal(bulkImportSchema, { users: [{ ...row, lastName: "a".repeat(201) }] })).toEqual({
      message: "Ce champ ne peut pas dépasser 200 caractères",
      path: ["users", 0, "lastName"],
    });
    expect(refusal(bulkImportSchema, { users: [{ ...row, email: "a".repeat(255) }] })).toEqual({
      message: "Ce champ ne peut pas dépasser 254 caractères",
      path: ["users", 0, "email"],
    });
  });

  it("un numéro de ligne est un entier positif", () => {
    expect(refusal(bulkImportSchema, { users: [{ ...row, line: 1.5 }] })?.path).toEqual(["users", 0, "line"]);
    expect(refusal(bulkImportSchema, { users: [{ ...row, line: 0 }] })?.path).toEqual(["users", 0, "line"]);
  });
});

describe("L'identifiant d'un utilisateur dans une adresse est un UUID", () => {
  it("sinon « Cet identifiant n'est pas valide »", () => {
    expect(userIdParams.parse({ id: UUID })).toEqual({ id: UUID });
    expect(refusal(userIdParams, { id: "12" })).toEqual({
      message: "Cet identifiant n'est pas valide",
      path: ["id"],
    });
  });
});

describe("Les réponses sur les utilisateurs", () => {
  const user = {
    id: UUID,
    email: "paul.durand@exemple.fr",
    firstName: "Paul",
    lastName: "Durand",
    roles: ["technicien"],
    status: "active",
    lastLogin: null,
    createdAt: "2027-01-10T09:00:00.000Z",
    hasPassword: false,
    invitationPending: true,
  };

  it("un utilisateur actif ou inactif, sous le nom User", () => {
    expect(userSchema.parse(user)).toEqual(user);
    expect(userSchema.parse({ ...user, status: "inactive" }).status).toBe("inactive");
    expect(refusal(userSchema, { ...user, status: "supprimé" })?.path).toEqual(["status"]);
    expect(userSchema.meta()?.id).toBe("User");
  });

  it("le résultat d'un import", () => {
    expect(bulkImportResultSchema.parse({ imported: 1, users: [user] })).toEqual({
      imported: 1,
      users: [user],
    });
  });
});
