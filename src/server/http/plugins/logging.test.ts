import { describe, expect, it } from "vitest";
import { maskSecrets, safeError } from "./logging";

describe("Ce que le journal garde d'une erreur", () => {
  it("d'une erreur de la base : son SQLSTATE et les noms de la contrainte, jamais la requête ni les valeurs", () => {
    const driver = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_key"'),
      {
        code: "23505",
        detail: "Key (email)=(zoe@exemple.fr) already exists.",
        constraint: "users_email_key",
        table: "users",
      },
    );
    const wrapped = Object.assign(
      new Error("Failed query: insert into users values ($1)\nparams: zoe@exemple.fr"),
      {
        name: "DrizzleQueryError",
        query: "insert into users values ($1)",
        params: ["zoe@exemple.fr"],
        cause: driver,
      },
    );
    const safe = safeError(wrapped);
    expect(safe).toMatchObject({
      type: "DrizzleQueryError",
      sqlState: "23505",
      message: "database error 23505",
      constraint: "users_email_key",
      table: "users",
    });
    expect(JSON.stringify(safe)).not.toMatch(/zoe@exemple\.fr|insert|params/);
    expect(safe.stack).toMatch(/^\s+at /);
  });

  it("d'une autre erreur : son type et son message, adresses, empreintes, jetons et valeurs citées masqués", () => {
    const error = new TypeError(
      'Aucune boîte pour <zoe@exemple.fr> : session 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef, jeton f3Jk9sQ2lX0pV7bN4mC8dE1rT6yU5iO3aS9dF2gH7jK, valeur "Paul Durand"',
    );
    const safe = safeError(Object.assign(error, { code: "ERR_TEST" }));
    expect(safe).toMatchObject({
      type: "TypeError",
      code: "ERR_TEST",
      message: 'Aucune boîte pour <[e-mail]> : session [empreinte], jeton [jeton], valeur "…"',
    });
    expect(safe.stack).not.toContain("zoe@exemple.fr");
  });

  it("d'une erreur de requête sans SQLSTATE : le message du pilote, pas celui de drizzle", () => {
    const wrapped = Object.assign(new Error("Failed query: select 1\nparams: secret@exemple.fr"), {
      cause: new Error("Connection terminated unexpectedly"),
    });
    expect(safeError(wrapped).message).toBe("Connection terminated unexpectedly");
  });

  it("masque plusieurs adresses d'un même message", () => {
    expect(maskSecrets("de a.b@c.fr à x@y.org")).toBe("de [e-mail] à [e-mail]");
  });
});
