import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { configureFrenchSchemaMessages } from "./schema-messages";

beforeAll(() => {
  configureFrenchSchemaMessages();
});

/** The message of the first refusal of `value` by `schema`. */
function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  return schema.safeParse(value).error?.issues[0]?.message;
}

describe("Un champ absent est requis", () => {
  it("dit « Ce champ est requis », quel que soit le type attendu", () => {
    const form = z.object({ nom: z.string(), age: z.number(), actif: z.boolean() });
    const result = form.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["nom"], "Ce champ est requis"],
      [["age"], "Ce champ est requis"],
      [["actif"], "Ce champ est requis"],
    ]);
  });
});

describe("Une valeur du mauvais type est nommée par le type attendu", () => {
  it.each([
    ["un texte", z.string(), 12],
    ["un nombre", z.number(), "12"],
    ["un nombre entier", z.int(), 1.5],
    ["vrai ou faux", z.boolean(), "oui"],
    ["un objet", z.object({}), "objet"],
    ["une liste", z.array(z.string()), "a,b"],
    ["une date", z.date(), "2027-01-01"],
  ])("« Ce champ doit être %s »", (expected, schema, value) => {
    expect(messageOf(schema, value)).toBe(`Ce champ doit être ${expected}`);
  });

  it("dit seulement que le type n'est pas celui attendu pour un type sans nom français", () => {
    expect(messageOf(z.bigint(), "12")).toBe("Ce champ n'a pas le type attendu");
    expect(messageOf(z.null(), "rien")).toBe("Ce champ n'a pas le type attendu");
  });

  it("dit le type attendu même quand la valeur est nulle", () => {
    expect(messageOf(z.object({ nom: z.string() }), { nom: null })).toBe("Ce champ doit être un texte");
  });
});

describe("Les bornes : longueur d'un texte, taille d'une liste, valeur d'un nombre", () => {
  it("d'un texte trop court ou trop long", () => {
    expect(messageOf(z.string().min(3), "ab")).toBe("Ce champ doit contenir au moins 3 caractère(s)");
    expect(messageOf(z.string().max(5), "abcdef")).toBe("Ce champ ne peut pas dépasser 5 caractères");
  });

  it("d'une liste ou d'un ensemble trop petit ou trop grand", () => {
    expect(messageOf(z.array(z.number()).min(2), [1])).toBe("La liste doit contenir au moins 2 élément(s)");
    expect(messageOf(z.array(z.number()).max(3), [1, 2, 3, 4])).toBe(
      "La liste ne peut pas contenir plus de 3 éléments",
    );
    expect(messageOf(z.set(z.string()).min(2), new Set(["a"]))).toBe(
      "La liste doit contenir au moins 2 élément(s)",
    );
    expect(messageOf(z.set(z.string()).max(1), new Set(["a", "b"]))).toBe(
      "La liste ne peut pas contenir plus de 1 éléments",
    );
  });

  it("d'un nombre trop petit ou trop grand", () => {
    expect(messageOf(z.number().min(1), 0)).toBe("La valeur doit être au moins 1");
    expect(messageOf(z.number().max(120), 121)).toBe("La valeur ne peut pas dépasser 120");
    expect(messageOf(z.bigint().min(3n), 1n)).toBe("La valeur doit être au moins 3");
    expect(messageOf(z.bigint().max(3n), 4n)).toBe("La valeur ne peut pas dépasser 3");
  });

  it("d'un nombre qui doit être strictement au-dessus ou au-dessous d'une borne", () => {
    expect(messageOf(z.number().positive(), 0)).toBe("La valeur doit être supérieure à 0");
    expect(messageOf(z.number().gt(1), 1)).toBe("La valeur doit être supérieure à 1");
    expect(messageOf(z.number().lt(10), 10)).toBe("La valeur doit être inférieure à 10");
    expect(messageOf(z.number().gte(1), 0)).toBe("La valeur doit être au moins 1");
  });
});

describe("Un choix inconnu n'est pas autorisé", () => {
  it("pour une liste de choix, une valeur fixe, une clé ou un champ en trop", () => {
    const notAllowed = "Cette valeur n'est pas autorisée";
    expect(messageOf(z.enum(["html", "pdf"]), "docx")).toBe(notAllowed);
    expect(messageOf(z.literal("me"), "autre")).toBe(notAllowed);
    expect(messageOf(z.record(z.string().regex(/^k/), z.number()), { x: 1 })).toBe(notAllowed);
    expect(messageOf(z.strictObject({ nom: z.string() }), { nom: "a", role: "admin" })).toBe(notAllowed);
  });
});

describe("Un format attendu, et les autres refus", () => {
  it("dit qu'un texte n'a pas le format attendu", () => {
    expect(messageOf(z.string().regex(/^\d+$/), "12a")).toBe("Ce champ n'a pas le format attendu");
    expect(messageOf(z.uuid(), "pas-un-uuid")).toBe("Ce champ n'a pas le format attendu");
  });

  it("dit que la valeur n'est pas valide pour tout autre refus", () => {
    expect(messageOf(z.number().multipleOf(5), 3)).toBe("Cette valeur n'est pas valide");
    expect(messageOf(z.union([z.string(), z.number()]), true)).toBe("Cette valeur n'est pas valide");
    expect(
      messageOf(
        z.string().refine(() => false),
        "x",
      ),
    ).toBe("Cette valeur n'est pas valide");
  });
});

describe("Les messages ne répètent jamais la valeur envoyée", () => {
  const schemas: z.ZodType[] = [
    z.number(),
    z.string().min(50),
    z.string().max(2),
    z.enum(["html", "pdf"]),
    z.string().regex(/^\d+$/),
    z.boolean(),
  ];

  it("quelle que soit la valeur refusée", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 3, maxLength: 20 }).filter((s) => /^[a-z]+$/i.test(s)),
        (sent) => {
          const marked = `zq${sent}`;
          for (const schema of schemas) {
            const message = messageOf(schema, marked);
            if (message !== undefined) expect(message).not.toContain(marked);
          }
        },
      ),
    );
  });
});

describe("Les messages propres à un schéma priment", () => {
  it("garde le message que le schéma formule lui-même", () => {
    expect(messageOf(z.string({ error: "Le nom est requis" }), undefined)).toBe("Le nom est requis");
    expect(messageOf(z.number().max(10, "K2 ne peut pas dépasser 10"), 11)).toBe(
      "K2 ne peut pas dépasser 10",
    );
  });
});
