import { describe, expect, it } from "vitest";
import {
  auditExportUrl,
  instrumentLabelsUrl,
  instrumentsExportUrl,
  measurementsExportUrl,
} from "./endpoints";

describe("Les liens d'export CSV, avec les filtres de l'écran", () => {
  it("Journal d'Audit : sans filtre, l'adresse seule", () => {
    expect(auditExportUrl()).toBe("/api/audit/complete/export");
    expect(auditExportUrl({})).toBe("/api/audit/complete/export");
  });

  it("Journal d'Audit : campagne, utilisateur, statut et recherche, encodés ; les vides omis", () => {
    expect(
      auditExportUrl({ campaignId: 12, userId: "u-1", status: "completed", search: "manomètre & co" }),
    ).toBe(
      "/api/audit/complete/export?campaignId=12&userId=u-1&status=completed&search=manom%C3%A8tre+%26+co",
    );
    expect(auditExportUrl({ campaignId: undefined, search: "", status: "pending" })).toBe(
      "/api/audit/complete/export?status=pending",
    );
  });

  it("Mesures : la campagne dans le chemin", () => {
    expect(measurementsExportUrl(3, { unit: "bar" })).toBe("/api/campaigns/3/measurements/export?unit=bar");
  });

  it("Excel : les mêmes filtres et format=xlsx ; le CSV garde son adresse sans format", () => {
    expect(auditExportUrl({ status: "pending" }, "xlsx")).toBe(
      "/api/audit/complete/export?status=pending&format=xlsx",
    );
    expect(auditExportUrl({}, "xlsx")).toBe("/api/audit/complete/export?format=xlsx");
    expect(auditExportUrl({ status: "pending" }, "csv")).toBe("/api/audit/complete/export?status=pending");
    expect(measurementsExportUrl(3, { unit: "bar" }, "xlsx")).toBe(
      "/api/campaigns/3/measurements/export?unit=bar&format=xlsx",
    );
    expect(instrumentsExportUrl({ search: "pt100", sort: "-name", page: 3 }, "xlsx")).toBe(
      "/api/instruments/export?search=pt100&sort=-name&format=xlsx",
    );
  });
});

describe("Le parc : export CSV et étiquettes QR", () => {
  it("l'export reprend les filtres et le tri, jamais la page", () => {
    expect(instrumentsExportUrl()).toBe("/api/instruments/export");
    expect(
      instrumentsExportUrl({ search: "pt100", status: "overdue", sort: "-name", page: 3, pageSize: 50 }),
    ).toBe("/api/instruments/export?search=pt100&status=overdue&sort=-name");
  });

  it("les étiquettes des lignes choisies, ou de tout ce que les filtres gardent", () => {
    expect(instrumentLabelsUrl({ ids: [4, 12, 7] })).toBe("/api/instruments/labels.pdf?ids=4%2C12%2C7");
    expect(instrumentLabelsUrl({ filters: { type: "Manomètre", quarantined: "true", page: 2 } })).toBe(
      "/api/instruments/labels.pdf?type=Manom%C3%A8tre&quarantined=true",
    );
  });
});
