import { describe, expect, it } from "vitest";
import {
  ariaSortOf,
  filtersOf,
  isFiltered,
  pageCount,
  pageRange,
  parcParams,
  parseParcQuery,
  sortState,
  toggleSort,
} from "./parc-query";

describe("Le tri par colonne", () => {
  it("une autre colonne commence croissante ; la même se retourne, et revient", () => {
    expect(toggleSort(undefined, "name")).toBe("name");
    expect(toggleSort("name", "name")).toBe("-name");
    expect(toggleSort("-name", "name")).toBe("name");
    expect(toggleSort("-name", "reference")).toBe("reference");
  });

  it("le tri par défaut est l'échéance la plus proche d'abord", () => {
    expect(sortState(undefined)).toEqual({ column: "nextDueDate", descending: false });
    expect(toggleSort(undefined, "nextDueDate")).toBe("-nextDueDate");
    expect(sortState("-lastCalibrationDate")).toEqual({ column: "lastCalibrationDate", descending: true });
  });

  it("aria-sort : la colonne triée et son sens, les autres « none »", () => {
    expect(ariaSortOf("name", "name")).toBe("ascending");
    expect(ariaSortOf("-name", "name")).toBe("descending");
    expect(ariaSortOf("-name", "type")).toBe("none");
    expect(ariaSortOf(undefined, "nextDueDate")).toBe("ascending");
  });
});

describe("La liste du parc dans l'adresse", () => {
  it("lit les filtres, le tri et la page ; laisse de côté l'inconnu et les valeurs par défaut", () => {
    const params = new URLSearchParams(
      "recherche=+pt100+&statut=overdue&type=Sonde&emplacement=Labo&quarantaine=oui&tri=-name&page=3",
    );
    expect(parseParcQuery(params)).toEqual({
      search: "pt100",
      status: "overdue",
      type: "Sonde",
      location: "Labo",
      quarantined: "true",
      sort: "-name",
      page: 3,
    });
    expect(
      parseParcQuery(new URLSearchParams("statut=rouge&tri=couleur&page=0&quarantaine=peut-etre&recherche=")),
    ).toEqual({});
    expect(parseParcQuery(new URLSearchParams("tri=nextDueDate&page=1&quarantaine=non"))).toEqual({
      quarantined: "false",
    });
  });

  it("écrit l'adresse, et la relit à l'identique", () => {
    const query = {
      search: "manomètre",
      status: "due_soon",
      quarantined: "false",
      sort: "type",
      page: 2,
    } as const;
    const params = parcParams(query);
    expect(params.toString()).toBe(
      "recherche=manom%C3%A8tre&statut=due_soon&quarantaine=non&tri=type&page=2",
    );
    expect(parseParcQuery(params)).toEqual(query);
    expect(parcParams({ sort: "nextDueDate", page: 1 }).toString()).toBe("");
  });

  it("les filtres seuls : ni tri ni page", () => {
    expect(filtersOf({ search: "a", sort: "-name", page: 4, pageSize: 50 })).toEqual({ search: "a" });
    expect(isFiltered({ sort: "-name", page: 4 })).toBe(false);
    expect(isFiltered({ quarantined: "false" })).toBe(true);
  });
});

describe("Les pages de 50", () => {
  it("« 1 à 50 sur 10 000 », la dernière page incomplète, une liste vide", () => {
    expect(pageRange(1, 10_000)).toEqual({ from: 1, to: 50 });
    expect(pageRange(200, 10_000)).toEqual({ from: 9951, to: 10_000 });
    expect(pageRange(3, 120)).toEqual({ from: 101, to: 120 });
    expect(pageRange(1, 0)).toEqual({ from: 0, to: 0 });
    expect(pageCount(10_000)).toBe(200);
    expect(pageCount(10_001)).toBe(201);
    expect(pageCount(0)).toBe(1);
  });
});
