// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AuditCheckpointView } from "../../../shared/api/audit";
import { CheckpointList } from "./integrity-check";

afterEach(cleanup);

const point = (position: number, reason: AuditCheckpointView["reason"]): AuditCheckpointView => ({
  position,
  hash: String(position % 10).repeat(64),
  reason,
  createdAt: "2026-11-27T23:15:00.000Z",
});

describe("Les derniers points de contrôle de la piste", () => {
  it("disent en français pourquoi chacun a été pris, les cinq plus récents", () => {
    const points = [
      point(1207, "daily"),
      point(1206, "report"),
      point(1205, "manual"),
      point(1204, "daily"),
      point(1203, "daily"),
      point(1202, "daily"),
    ];
    render(<CheckpointList checkpoints={points} />);
    const items = screen.getByRole("list", { name: "Derniers points de contrôle" }).querySelectorAll("li");
    expect(items).toHaveLength(5);
    expect(items[0]!.textContent).toMatch(
      /^N° 1\s207 · Point quotidien, envoyé par e-mail · \d{2}\/\d{2}\/2026 \d{2}:\d{2} 7{64}$/,
    );
    expect(items[1]!.textContent).toContain("Rapport généré");
    expect(items[2]!.textContent).toContain("Pris à la demande");
    expect(screen.queryByText(/1\s202/)).toBeNull();
  });

  it("sans point de contrôle, dit quand le premier viendra", () => {
    render(<CheckpointList checkpoints={[]} />);
    expect(screen.getByText(/Aucun point de contrôle pour l'instant/)).toBeTruthy();
  });
});
