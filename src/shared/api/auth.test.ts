import { beforeAll, describe, expect, it } from "vitest";
import { configureFrenchSchemaMessages } from "../schema-messages";
import {
  acceptedSchema,
  acceptInvitationSchema,
  currentUserSchema,
  loginLinkSchema,
  profileSchema,
  signInSchema,
  signUpSchema,
} from "./auth";

beforeAll(() => {
  configureFrenchSchemaMessages();
});

const NO_PERMISSION = {
  readCompany: false,
  manageCompany: false,
  readUsers: false,
  manageUsers: false,
  manageCriteria: false,
  manageCampaigns: false,
  manageEquipment: false,
  rate: false,
  readCampaigns: false,
  generateReports: false,
  readAudit: false,
};

const CLAIRE = {
  id: "0f8a3c52-52d4-4c1e-9a43-9d6f3f1e2b7a",
  email: "claire.martin@exemple.fr",
  firstName: "Claire",
  lastName: "Martin",
  profileImageUrl: null,
  roles: ["admin"],
  companyId: 3,
  status: "active",
  lastLogin: "2027-03-01T08:00:00.000Z",
  createdAt: "2027-01-10T09:00:00.000Z",
  updatedAt: "2027-03-01T08:00:00.000Z",
  abilities: { ...NO_PERMISSION, readCompany: true, manageCompany: true },
};

describe("L'utilisateur connecté, tel que le serveur le décrit", () => {
  it("porte ses champs et ses permissions, sous le nom CurrentUser", () => {
    expect(currentUserSchema.parse(CLAIRE)).toEqual(CLAIRE);
    expect(currentUserSchema.meta()?.id).toBe("CurrentUser");
  });

  it("est actif ou inactif", () => {
    expect(currentUserSchema.parse({ ...CLAIRE, status: "inactive" }).status).toBe("inactive");
    const result = currentUserSchema.safeParse({ ...CLAIRE, status: "bloqué" });
    expect(result.error?.issues[0]?.path).toEqual(["status"]);
  });

  it("n'est pas décrit sans ses permissions", () => {
    const { abilities: _, ...withoutAbilities } = CLAIRE;
    expect(currentUserSchema.safeParse(withoutAbilities).error?.issues[0]?.path).toEqual(["abilities"]);
  });
});

describe("L'inscription : e-mail, mot de passe, prénom et nom requis", () => {
  const valid = {
    email: " Claire.Martin@Exemple.fr ",
    password: "correct-horse",
    firstName: " Claire ",
    lastName: "Martin",
  };

  it("garde l'e-mail en minuscules et les noms sans espaces autour", () => {
    expect(signUpSchema.parse(valid)).toEqual({
      email: "claire.martin@exemple.fr",
      password: "correct-horse",
      firstName: "Claire",
      lastName: "Martin",
    });
  });

  it.each([
    ["email", "claire", "Format d'email invalide"],
    ["password", "court", "Le mot de passe doit contenir au moins 10 caractères"],
    ["firstName", " ", "Le prénom est requis"],
    ["lastName", "", "Le nom est requis"],
  ])("refuse %s = « %s » : « %s »", (field, value, message) => {
    const result = signUpSchema.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues[0]?.message).toBe(message);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe("La connexion : l'e-mail et un mot de passe non vide", () => {
  it("accepte un mot de passe de toute longueur jusqu'à 200 caractères", () => {
    expect(signInSchema.parse({ email: "C@Exemple.fr", password: "x" })).toEqual({
      email: "c@exemple.fr",
      password: "x",
    });
    expect(signInSchema.safeParse({ email: "c@exemple.fr", password: "a".repeat(200) }).success).toBe(true);
  });

  it("refuse un mot de passe vide, absent ou trop long", () => {
    for (const password of ["", undefined]) {
      const result = signInSchema.safeParse({ email: "c@exemple.fr", password });
      expect(result.error?.issues[0]?.message).toBe("Le mot de passe est requis");
      expect(result.error?.issues[0]?.path).toEqual(["password"]);
    }
    expect(
      signInSchema.safeParse({ email: "c@exemple.fr", password: "a".repeat(201) }).error?.issues[0]?.message,
    ).toBe("Le mot de passe ne peut pas dépasser 200 caractères");
  });

  it("refuse un e-mail absent", () => {
    const result = signInSchema.safeParse({ password: "x" });
    expect(result.error?.issues[0]?.message).toBe("L'email est requis");
    expect(result.error?.issues[0]?.path).toEqual(["email"]);
  });
});

describe("Le lien de connexion par e-mail", () => {
  it("ne demande que l'adresse", () => {
    expect(loginLinkSchema.parse({ email: " C@Exemple.fr" })).toEqual({ email: "c@exemple.fr" });
    expect(loginLinkSchema.safeParse({ email: "c@" }).error?.issues[0]).toMatchObject({
      message: "Format d'email invalide",
      path: ["email"],
    });
  });
});

describe("L'acceptation d'une invitation : le jeton reçu et un mot de passe", () => {
  it("accepte un jeton de 1 à 100 caractères", () => {
    const token = "a".repeat(100);
    expect(acceptInvitationSchema.parse({ token, password: "correct-horse" })).toEqual({
      token,
      password: "correct-horse",
    });
    expect(acceptInvitationSchema.safeParse({ token: "t", password: "correct-horse" }).success).toBe(true);
  });

  it("dit qu'un jeton vide ou trop long n'est pas valide", () => {
    for (const token of ["", "a".repeat(101)]) {
      const result = acceptInvitationSchema.safeParse({ token, password: "correct-horse" });
      expect(result.error?.issues[0]?.message).toBe(
        "Ce lien d'invitation n'est pas valide ou a expiré. Demandez à votre administrateur de vous en envoyer un nouveau.",
      );
      expect(result.error?.issues[0]?.path).toEqual(["token"]);
    }
  });

  it("impose la longueur minimale du mot de passe", () => {
    expect(acceptInvitationSchema.safeParse({ token: "t", password: "123" }).error?.issues[0]).toMatchObject({
      message: "Le mot de passe doit contenir au moins 10 caractères",
      path: ["password"],
    });
  });
});

describe("Le profil : prénom, nom et e-mail requis (spec §5)", () => {
  it("garde les valeurs nettoyées", () => {
    expect(
      profileSchema.parse({ firstName: "Claire ", lastName: " Martin", email: "CLAIRE@exemple.fr" }),
    ).toEqual({
      firstName: "Claire",
      lastName: "Martin",
      email: "claire@exemple.fr",
    });
  });

  it.each([
    ["firstName", "Le prénom est requis"],
    ["lastName", "Le nom est requis"],
    ["email", "L'email est requis"],
  ])("refuse %s vide : « %s »", (field, message) => {
    const valid = { firstName: "Claire", lastName: "Martin", email: "c@exemple.fr" };
    const result = profileSchema.safeParse({ ...valid, [field]: "" });
    expect(result.error?.issues[0]?.message).toBe(message);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});

describe("La réponse d'acceptation", () => {
  it("porte un message", () => {
    expect(acceptedSchema.parse({ message: "Lien envoyé" })).toEqual({ message: "Lien envoyé" });
    expect(acceptedSchema.safeParse({}).error?.issues[0]).toMatchObject({
      message: "Ce champ est requis",
      path: ["message"],
    });
  });
});
