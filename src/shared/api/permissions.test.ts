import { describe, expect, it } from "vitest";
import { permissionsOf } from "../permissions";
import { permissionsSchema } from "./permissions";

describe("Les permissions de l'utilisateur connecté, telles que le serveur les envoie (DESIGN.md §4)", () => {
  it("sont les onze permissions, sous le nom UserAbilities", () => {
    const abilities = permissionsOf(["equipment_manager"]);
    expect(permissionsSchema.parse(abilities)).toEqual(abilities);
    expect(Object.keys(permissionsSchema.shape)).toHaveLength(11);
    expect(permissionsSchema.meta()?.id).toBe("UserAbilities");
  });

  it("chacune est un oui ou un non", () => {
    expect(
      permissionsSchema.safeParse({ ...permissionsOf(["admin"]), rate: "oui" }).error?.issues[0]?.path,
    ).toEqual(["rate"]);
  });
});
