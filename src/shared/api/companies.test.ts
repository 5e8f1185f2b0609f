import { beforeAll, describe, expect, it } from "vitest";
import { configureFrenchSchemaMessages } from "../schema-messages";
import { companySchema, companySetupSchema, companyStatisticsSchema, companyUpdateSchema } from "./companies";

beforeAll(() => {
  configureFrenchSchemaMessages();
});

describe("La configuration de l'entreprise (spec §5, §7)", () => {
  it("garde le nom, l'adresse, le téléphone, l'e-mail et la description nettoyés", () => {
    expect(
      companySetupSchema.parse({
        name: " Laboratoire Exemple ",
        address: " 1 rue des Mesures, Lyon ",
        phone: " 04 00 00 00 00 ",
        email: " Contact@Labo-Exemple.FR ",
        description: " Métrologie ",
      }),
    ).toEqual({
      name: "Laboratoire Exemple",
      address: "1 rue des Mesures, Lyon",
      phone: "04 00 00 00 00",
      email: "contact@labo-exemple.fr",
      description: "Métrologie",
    });
  });

  it("n'exige que le nom : le reste vide vaut null", () => {
    expect(companySetupSchema.parse({ name: "Labo", address: "", phone: " ", email: "" })).toEqual({
      name: "Labo",
      address: null,
      phone: null,
      email: null,
      description: null,
    });
  });

  it("refuse un nom vide : « Le nom de l'entreprise est requis »", () => {
    for (const name of [undefined, "", "  "]) {
      const issue = companySetupSchema.safeParse({ name }).error?.issues[0];
      expect(issue?.message).toBe("Le nom de l'entreprise est requis");
      expect(issue?.path).toEqual(["name"]);
    }
  });

  it("refuse un e-mail mal formé : « Format d'email invalide »", () => {
    const issue = companySetupSchema.safeParse({ name: "Labo", email: "contact@labo" }).error?.issues[0];
    expect(issue).toMatchObject({ message: "Format d'email invalide", path: ["email"] });
  });

  it.each([
    ["name", 200],
    ["address", 500],
    ["phone", 50],
    ["description", 2000],
  ])("borne %s à %i caractères", (field, limit) => {
    const valid = { name: "Labo" };
    expect(companySetupSchema.safeParse({ ...valid, [field]: "a".repeat(limit) }).success).toBe(true);
    const issue = companySetupSchema.safeParse({ ...valid, [field]: "a".repeat(limit + 1) }).error?.issues[0];
    expect(issue).toMatchObject({
      message: `Ce champ ne peut pas dépasser ${limit} caractères`,
      path: [field],
    });
  });

  it("ignore le site web à la configuration", () => {
    expect(companySetupSchema.parse({ name: "Labo", website: "https://labo.exemple.fr" })).not.toHaveProperty(
      "website",
    );
  });
});

describe("La modification de l'entreprise ajoute le site web (spec §7)", () => {
  it("garde le site web nettoyé, ou null", () => {
    expect(companyUpdateSchema.parse({ name: "Labo", website: " https://labo.exemple.fr " })).toEqual({
      name: "Labo",
      address: null,
      phone: null,
      email: null,
      description: null,
      website: "https://labo.exemple.fr",
    });
    expect(companyUpdateSchema.parse({ name: "Labo" }).website).toBeNull();
  });

  it("suit les règles de la configuration et borne le site web à 255 caractères", () => {
    expect(companyUpdateSchema.safeParse({ name: "" }).error?.issues[0]?.message).toBe(
      "Le nom de l'entreprise est requis",
    );
    expect(
      companyUpdateSchema.safeParse({ name: "Labo", website: "a".repeat(256) }).error?.issues[0],
    ).toMatchObject({ message: "Ce champ ne peut pas dépasser 255 caractères", path: ["website"] });
  });

  it.each([
    "atelier-delta",
    "www.atelier-delta.fr",
    "ftp://atelier-delta.fr",
    "https://",
    "javascript:alert(1)",
    "https://atelier delta.fr",
  ])("refuse le site web %j : ce doit être une adresse web", (website) => {
    expect(companyUpdateSchema.safeParse({ name: "Labo", website }).error?.issues[0]).toMatchObject({
      message: "Le site web doit être une adresse complète, par exemple https://www.exemple.fr",
      path: ["website"],
    });
  });

  it.each(["https://atelier-delta.fr", "http://labo.exemple.fr/metrologie?x=1", "HTTPS://WWW.LABO.FR"])(
    "accepte le site web %j",
    (website) => {
      expect(companyUpdateSchema.parse({ name: "Labo", website }).website).toBe(website);
    },
  );
});

describe("Les réponses sur l'entreprise", () => {
  it("l'entreprise, sous le nom Company", () => {
    const company = {
      id: 3,
      name: "Labo",
      address: null,
      phone: null,
      email: "contact@labo.fr",
      website: null,
      description: null,
      subscriptionPlan: "basic",
      createdAt: "2027-01-10T09:00:00.000Z",
      updatedAt: "2027-01-10T09:00:00.000Z",
    };
    expect(companySchema.parse(company)).toEqual(company);
    expect(companySchema.meta()?.id).toBe("Company");
  });

  it("ses statistiques, sous le nom CompanyStatistics", () => {
    const statistics = { users: 12, campaigns: 3, equipment: 120, reports: 4 };
    expect(companyStatisticsSchema.parse(statistics)).toEqual(statistics);
    expect(companyStatisticsSchema.meta()?.id).toBe("CompanyStatistics");
  });
});
