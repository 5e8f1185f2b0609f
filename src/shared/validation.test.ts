import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { configureFrenchSchemaMessages } from "./schema-messages";
import {
  EMAIL_PATTERN,
  email,
  idOf,
  optionalEmail,
  optionalText,
  PASSWORD_MIN_LENGTH,
  password,
  requiredText,
} from "./validation";

beforeAll(() => {
  configureFrenchSchemaMessages();
});

/** The message of the first refusal, or the value kept when it is accepted. */
function parsed(schema: z.ZodType, value: unknown): { message: string } | { value: unknown } {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message ?? "" };
}

describe("Un texte requis (spec §5)", () => {
  const name = requiredText("Le nom est requis", 10);

  it("est gardé sans les espaces qui l'entourent", () => {
    expect(parsed(name, "  Revue 2027 ")).toEqual({ value: "Revue 2027" });
    expect(parsed(name, "A")).toEqual({ value: "A" });
  });

  it("absent, vide, blanc ou d'un autre type, reçoit le message du champ", () => {
    for (const value of [undefined, null, "", "   ", 12])
      expect(parsed(name, value), String(value)).toEqual({ message: "Le nom est requis" });
  });

  it("ne dépasse pas sa longueur déclarée, espaces retirés", () => {
    expect(parsed(name, "a".repeat(10))).toEqual({ value: "a".repeat(10) });
    expect(parsed(name, `  ${"a".repeat(10)}  `)).toEqual({ value: "a".repeat(10) });
    expect(parsed(name, "a".repeat(11))).toEqual({ message: "Ce champ ne peut pas dépasser 10 caractères" });
  });
});

describe("Un texte facultatif", () => {
  const notes = optionalText(8);

  it("vide, blanc, nul ou absent, vaut null", () => {
    for (const value of [undefined, null, "", "    "]) expect(parsed(notes, value)).toEqual({ value: null });
  });

  it("est gardé sans les espaces qui l'entourent, dans sa longueur déclarée", () => {
    expect(parsed(notes, " à revoir ")).toEqual({ value: "à revoir" });
    expect(parsed(notes, "a".repeat(9))).toEqual({ message: "Ce champ ne peut pas dépasser 8 caractères" });
  });
});

describe("L'adresse e-mail (spec §5)", () => {
  it("est gardée en minuscules, sans espaces autour", () => {
    expect(parsed(email(), "  Claire.Martin@Exemple.FR ")).toEqual({ value: "claire.martin@exemple.fr" });
  });

  it("absente ou vide : « L'email est requis »", () => {
    for (const value of [undefined, "", "   ", 42])
      expect(parsed(email(), value), String(value)).toEqual({ message: "L'email est requis" });
  });

  it("mal formée : « Format d'email invalide », ou le message donné", () => {
    for (const value of [
      "claire",
      "claire@exemple",
      "@exemple.fr",
      "claire martin@exemple.fr",
      "c@exemple.fr x",
    ])
      expect(parsed(email(), value), value).toEqual({ message: "Format d'email invalide" });
    expect(parsed(email("Adresse refusée"), "claire@")).toEqual({ message: "Adresse refusée" });
  });

  it("ne dépasse pas 254 caractères", () => {
    const local = "a".repeat(64);
    const fits = `${local}@${"b".repeat(254 - 64 - 1 - 3)}.fr`;
    expect(fits).toHaveLength(254);
    expect(parsed(email(), fits)).toEqual({ value: fits });
    expect(parsed(email(), `a${fits}`)).toEqual({ message: "Ce champ ne peut pas dépasser 254 caractères" });
  });

  it("suit le motif quelque-chose@domaine.extension, sans espace ni second @", () => {
    expect(EMAIL_PATTERN.test("c@exemple.fr")).toBe(true);
    expect(EMAIL_PATTERN.test("c.martin+calibra@labo.exemple.fr")).toBe(true);
    for (const value of ["c@exemple", "c@@exemple.fr", "c@exe mple.fr", " c@exemple.fr", "c@exemple.fr "])
      expect(EMAIL_PATTERN.test(value), value).toBe(false);
  });
});

describe("L'adresse e-mail facultative de l'entreprise : valide ou vide (spec §5)", () => {
  it("vide, blanche, nulle ou absente, vaut null", () => {
    for (const value of [undefined, null, "", "   "])
      expect(parsed(optionalEmail, value)).toEqual({ value: null });
  });

  it("est gardée en minuscules, sans espaces autour", () => {
    expect(parsed(optionalEmail, " Contact@Labo-Exemple.FR ")).toEqual({ value: "contact@labo-exemple.fr" });
  });

  it("mal formée ou trop longue, est refusée", () => {
    expect(parsed(optionalEmail, "contact@labo")).toEqual({ message: "Format d'email invalide" });
    expect(parsed(optionalEmail, `${"a".repeat(250)}@b.fr`)).toEqual({
      message: "Ce champ ne peut pas dépasser 254 caractères",
    });
  });
});

describe("Le mot de passe", () => {
  it("compte au moins 10 caractères, au plus 200, espaces compris", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(parsed(password, "0123456789")).toEqual({ value: "0123456789" });
    expect(parsed(password, " 12345678 ")).toEqual({ value: " 12345678 " });
    expect(parsed(password, "a".repeat(200))).toEqual({ value: "a".repeat(200) });
    expect(parsed(password, "012345678")).toEqual({
      message: "Le mot de passe doit contenir au moins 10 caractères",
    });
    expect(parsed(password, "a".repeat(201))).toEqual({
      message: "Le mot de passe ne peut pas dépasser 200 caractères",
    });
  });

  it("absent : « Le mot de passe est requis »", () => {
    expect(parsed(password, undefined)).toEqual({ message: "Le mot de passe est requis" });
  });
});

describe("Un identifiant envoyé par le client : un entier positif de 32 bits", () => {
  const id = idOf("Cet identifiant n'est pas valide");

  it("est lu depuis un nombre ou un texte", () => {
    expect(parsed(id, 12)).toEqual({ value: 12 });
    expect(parsed(id, "12")).toEqual({ value: 12 });
    expect(parsed(id, 1)).toEqual({ value: 1 });
    expect(parsed(id, 2_147_483_647)).toEqual({ value: 2_147_483_647 });
  });

  it("sinon reçoit le message donné", () => {
    for (const value of [undefined, "abc", 0, -3, 1.5, "2147483648", 2 ** 40])
      expect(parsed(id, value), String(value)).toEqual({ message: "Cet identifiant n'est pas valide" });
  });
});
