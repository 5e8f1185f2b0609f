import { describe, expect, it } from "vitest";
import type { Report } from "../../shared/api/reports";
import { reportPollInterval } from "./queries";

const reports = (...statuses: Report["status"][]) => statuses.map((status) => ({ status }) as Report);

describe("La liste des rapports, relue pendant une génération", () => {
  it("toutes les 2 s tant qu'un rapport est en cours, jamais sinon", () => {
    expect(reportPollInterval(reports("completed", "generating"))).toBe(2000);
    expect(reportPollInterval(reports("completed", "failed"))).toBe(false);
    expect(reportPollInterval([])).toBe(false);
    expect(reportPollInterval(undefined)).toBe(false);
  });
});
