// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { OverdueBadge } from "./equipment-rows";

afterEach(cleanup);

describe("Un instrument en retard d'étalonnage dans la liste des équipements", () => {
  it("un badge d'avertissement avec son échéance", () => {
    const { container } = render(
      <OverdueBadge item={{ instrumentStatus: "overdue", instrumentNextDueDate: "2026-10-12" }} />,
    );
    expect(container.textContent).toBe("Étalonnage en retard · échéance 12/10/2026");
  });

  it("un instrument en quarantaine le dit, quelle que soit son échéance", () => {
    const { container } = render(
      <OverdueBadge item={{ instrumentStatus: "quarantined", instrumentNextDueDate: "2026-10-12" }} />,
    );
    expect(container.textContent).toBe("En quarantaine");
  });

  it("rien pour un instrument à jour, proche de l'échéance, ou quand le serveur ne dit rien", () => {
    for (const instrumentStatus of ["ok", "due_soon", "unknown", null] as const) {
      const { container } = render(
        <OverdueBadge item={{ instrumentStatus, instrumentNextDueDate: "2027-01-01" }} />,
      );
      expect(container.textContent).toBe("");
      cleanup();
    }
  });
});
