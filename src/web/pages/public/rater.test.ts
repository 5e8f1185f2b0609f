import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { profileOf, raterOf } from "./rater";

const shared = { linkKind: "campaign" as const, operator: null };
const query = (text: string) => new URLSearchParams(text);

describe("profileOf", () => {
  it("keeps a profile a public link may rate as, else the technician's", () => {
    expect(profileOf("utilisateur_equipement")).toBe("utilisateur_equipement");
    expect(profileOf("technicien")).toBe("technicien");
    expect(profileOf("initiateur_campagne")).toBe("technicien");
    expect(profileOf("")).toBe("technicien");
    expect(profileOf(null)).toBe("technicien");
  });
});

describe("raterOf (spec §2: name, then email, then the default first name)", () => {
  it("reads the URL-decoded name and e-mail", () => {
    const rater = raterOf(query("p=technicien&email=jean.dupont%40labo.fr&name=Jean%20Dupont"), shared);
    expect(rater).toEqual({
      profile: "technicien",
      personal: false,
      name: "Jean Dupont",
      email: "jean.dupont@labo.fr",
    });
    expect(raterOf(query("name=Ren%C3%A9e+L%C3%A9a"), shared).name).toBe("Renée Léa");
  });

  it("falls back to the e-mail, then to the default first name", () => {
    expect(raterOf(query("email=tech@labo.fr&name=%20%20"), shared).name).toBe("tech@labo.fr");
    const nobody = raterOf(query(""), shared);
    expect(nobody.name).toBe(PUBLIC_PAGE_TEXTS.defaultOperatorName);
    expect(nobody.email).toBeNull();
  });

  it("names the technician of a personal link, whatever the address says", () => {
    const rater = raterOf(query("name=Autre&email=autre@x.fr"), {
      linkKind: "personal",
      operator: { name: "Paul Bernard", email: "paul@labo.fr" },
    });
    expect(rater).toEqual({
      profile: "technicien",
      personal: true,
      name: "Paul Bernard",
      email: "paul@labo.fr",
    });
  });
});
