import { describe, expect, it } from "vitest";
import { dailyCheckpointMail, companyTime as parisTime } from "./audit-mails";

describe("Le résumé quotidien de la piste d'audit", () => {
  it("dit l'heure de Paris et son décalage, en hiver comme en été", () => {
    expect(parisTime(new Date("2026-01-15T23:05:09Z"))).toBe("16/01/2026 à 00:05:09 (heure de Paris, UTC+1)");
    expect(parisTime(new Date("2026-07-14T10:00:00Z"))).toBe("14/07/2026 à 12:00:00 (heure de Paris, UTC+2)");
  });

  it("donne le point de contrôle, l'activité et la commande de vérification, échappés dans le HTML", () => {
    const hash = "0f".repeat(32);
    const mail = dailyCheckpointMail({
      to: "admin@exemple.fr",
      firstName: null,
      companyName: "Métrologie <Alpha> & Cie",
      companyId: 7,
      position: 1204,
      hash,
      takenAt: new Date("2026-11-27T23:15:00Z"),
      entries: 1,
      since: new Date("2026-11-26T23:15:00Z"),
      journalUrl: "https://calibra.exemple.fr/audit-logs",
    });
    expect(mail.subject).toBe(
      "Point de contrôle de la piste d'audit du 28 novembre 2026 — Métrologie <Alpha> & Cie",
    );
    expect(mail.text).toContain("Bonjour,");
    expect(mail.text).toContain("Position : 1204");
    expect(mail.text).toContain(`Empreinte (SHA-256) : ${hash}`);
    expect(mail.text).toContain(
      "1 entrée ajoutée à la piste depuis le point de contrôle quotidien précédent, du 27/11/2026 à 00:15:00 (heure de Paris, UTC+1).",
    );
    expect(mail.text).toContain(`npm run audit:verify -- --company 7 --checkpoint 1204:${hash}`);
    expect(mail.html).toContain("Métrologie &lt;Alpha&gt; &amp; Cie");
    expect(mail.html).not.toContain("<Alpha>");
    expect(mail.html).toContain(hash);
    // The facts come before the button.
    expect(mail.html.indexOf(hash)).toBeLessThan(mail.html.indexOf("Ouvrir le Journal d&#39;Audit"));
  });
});
