import { describe, expect, it } from "vitest";
import { checkImportRows, parseUserImport } from "./user-import";

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

describe("La ligne d'en-tête de l'import (spec §5)", () => {
  it("est sautée quelle que soit sa casse, ses guillemets, ses espaces et son séparateur", () => {
    for (const header of [
      "prenom,nom,email",
      "PRÉNOM;NOM;E-MAIL",
      '  "Prénom" ;  "Nom"  ;  "E-mail"  ',
      "\tPrénom\t,\tNom\t,\tEmail\t",
    ]) {
      const result = parseUserImport(`${header}\nClaire,Martin,claire@exemple.fr`, []);
      expect(result.errors, header).toEqual([]);
      expect(result.users, header).toEqual([
        { line: 2, firstName: "Claire", lastName: "Martin", email: "claire@exemple.fr" },
      ]);
    }
  });

  it("n'est reconnue qu'entière, et qu'en première ligne", () => {
    expect(parseUserImport("Mon prénom,nom,email", []).errors).toEqual(["Ligne 1: Format email invalide"]);
    expect(parseUserImport("Prénom,Nom,Email,Téléphone", []).errors).toEqual([
      "Ligne 1: Format email invalide",
    ]);
    expect(parseUserImport("Claire,Martin,claire@exemple.fr\n\nPrénom,Nom,Email", []).errors).toEqual([
      "Ligne 3: Format email invalide",
    ]);
  });
});

describe("Les erreurs de l'import suivent l'ordre des lignes (spec §5)", () => {
  it("qu'elles viennent des colonnes ou des e-mails", () => {
    const text = [
      "Claire,Martin,claire@",
      "Paul,Durand",
      "Anne,Petit,anne.petit@",
      "Julien",
      "Marie,Roux,marie.roux@exemple.fr",
      "Luc,Blanc,luc@",
    ].join("\n");
    expect(parseUserImport(text, []).errors).toEqual([
      "Ligne 1: Format email invalide",
      "Ligne 2: Format invalide - 3 colonnes attendues (Prénom, Nom, Email)",
      "Ligne 3: Format email invalide",
      "Ligne 4: Format invalide - 3 colonnes attendues (Prénom, Nom, Email)",
      "Ligne 6: Format email invalide",
    ]);
  });
});

describe("Les lignes reçues par le serveur sont vérifiées à nouveau (spec §5)", () => {
  it("retire les guillemets et les espaces, met l'e-mail en minuscules", () => {
    const { users, problems } = checkImportRows(
      [{ line: 2, firstName: ' "Claire" ', lastName: '"Martin" ', email: ' "Claire.Martin@Exemple.fr" ' }],
      [],
    );
    expect(problems).toEqual([]);
    expect(users).toEqual([
      { line: 2, firstName: "Claire", lastName: "Martin", email: "claire.martin@exemple.fr" },
    ]);
  });

  it("compare aux comptes existants sans casse ni espaces", () => {
    const { users, problems } = checkImportRows(
      [
        { line: 4, firstName: "Marie", lastName: "Roux", email: "marie.roux@exemple.fr" },
        { line: 5, firstName: "Paul", lastName: "Durand", email: "paul@exemple.fr" },
      ],
      [" Marie.Roux@Exemple.FR "],
    );
    expect(problems).toEqual([{ line: 4, index: 0, message: "Ligne 4: Email déjà existant en base" }]);
    expect(users.map((user) => user.email)).toEqual(["paul@exemple.fr"]);
  });

  it("nomme chaque ligne refusée par son numéro et sa position dans l'envoi", () => {
    const { users, problems } = checkImportRows(
      [
        { line: 2, firstName: "Anne", lastName: "Petit", email: "anne@exemple.fr" },
        { line: 3, firstName: "Anne", lastName: "Petit", email: "ANNE@exemple.fr" },
        { line: 7, firstName: "Luc", lastName: "Blanc", email: "luc@" },
      ],
      [],
    );
    expect(problems).toEqual([
      { line: 3, index: 1, message: "Ligne 3: Email en double dans l'import" },
      { line: 7, index: 2, message: "Ligne 7: Format email invalide" },
    ]);
    expect(users).toEqual([{ line: 2, firstName: "Anne", lastName: "Petit", email: "anne@exemple.fr" }]);
  });
});
