// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { EquipmentWithoutResult } from "../../../shared/api/results";
import { WithoutResult } from "./without-result";

afterEach(cleanup);

const item = (id: number): EquipmentWithoutResult => ({
  equipmentId: id,
  equipmentName: `Sonde ${id}`,
  serialNumber: `SON-${id}`,
  currentPeriod: 12,
  reason: "unrated",
});

describe("Équipements sans résultat", () => {
  it("accorde la phrase au singulier pour un seul équipement", () => {
    render(<WithoutResult items={[item(1)]} />);
    expect(
      screen.getByText(
        "1 équipement n'a pas de nouvelle période : il ne sera pas modifié par l'application des périodes.",
      ),
    ).toBeTruthy();
  });

  it("et au pluriel pour plusieurs", () => {
    render(<WithoutResult items={[item(1), item(2)]} />);
    expect(
      screen.getByText(
        "2 équipements n'ont pas de nouvelle période : ils ne seront pas modifiés par l'application des périodes.",
      ),
    ).toBeTruthy();
  });
});
