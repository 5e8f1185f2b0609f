import { describe, expect, it } from "vitest";
import { parseUserImport } from "./user-import";

describe("Import CSV des utilisateurs (spec §5)", () => {
  it("retire les guillemets, saute les lignes vides et l'en-tête, compare les e-mails sans la casse", () => {
    const text = [
      "Prénom,Nom,Email",
      '"Claire","Martin","Claire.Martin@Exemple.fr"',
      "",
      "   ",
      "Paul,Durand,paul.durand@exemple.fr",
      "Anne,Petit",
      "Julien,Lefèvre,julien.lefevre@",
      "Marie,Roux,EXISTANT@exemple.fr",
      "Claire,Martin,claire.martin@exemple.fr",
    ].join("\n");
    const result = parseUserImport(text, ["existant@exemple.fr"]);
    expect(result.users).toEqual([
      { line: 2, firstName: "Claire", lastName: "Martin", email: "claire.martin@exemple.fr" },
      { line: 5, firstName: "Paul", lastName: "Durand", email: "paul.durand@exemple.fr" },
    ]);
    expect(result.errors).toEqual([
      "Ligne 6: Format invalide - 3 colonnes attendues (Prénom, Nom, Email)",
      "Ligne 7: Format email invalide",
      "Ligne 8: Email déjà existant en base",
      "Ligne 9: Email en double dans l'import",
    ]);
  });

  it("lit le fichier d'exemple des utilisateurs sans erreur", async () => {
    const { readFileSync } = await import("node:fs");
    const text = readFileSync(new URL("../../tests/fixtures/utilisateurs.csv", import.meta.url), "utf8");
    const result = parseUserImport(text, []);
    expect(result.errors).toEqual([]);
    expect(result.users).toHaveLength(16);
  });
});
