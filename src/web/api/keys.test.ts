import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { keys } from "./keys";

/** The cache entries a refresh through the key factory marks stale. */
async function staleAfter(refresh: (client: QueryClient) => Promise<void>) {
  const client = new QueryClient();
  const all = [
    keys.campaigns.listOf(false),
    keys.campaigns.listOf(true),
    keys.campaigns.detail(1),
    keys.campaigns.equipment(1),
    keys.campaigns.results(1),
    keys.campaigns.explanation(1, 9),
    keys.campaigns.detail(2),
    keys.criteria.list(),
    keys.criteria.forUser(),
    keys.criteria.globalParameters(),
    keys.users(),
  ];
  for (const key of all) client.setQueryData(key, { any: "data" });
  await refresh(client);
  return all.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join("/"));
}

describe("Les clés des lectures (une fabrique, des rafraîchissements par préfixe)", () => {
  it("tout ce qui concerne une campagne, et elle seule", async () => {
    expect(await staleAfter((c) => c.invalidateQueries({ queryKey: keys.campaigns.one(1) }))).toEqual([
      "campaigns/1/detail",
      "campaigns/1/equipment",
      "campaigns/1/results",
      "campaigns/1/results/9",
    ]);
  });

  it("les résultats d'une campagne et leurs explications", async () => {
    expect(await staleAfter((c) => c.invalidateQueries({ queryKey: keys.campaigns.results(1) }))).toEqual([
      "campaigns/1/results",
      "campaigns/1/results/9",
    ]);
  });

  it("toutes les lectures des critères, paramètres globaux compris", async () => {
    expect(await staleAfter((c) => c.invalidateQueries({ queryKey: keys.criteria.all() }))).toEqual([
      "criteria/list",
      "criteria/for-user",
      "criteria/global-parameters",
    ]);
  });

  it("les listes des campagnes seules : en cours et archivées", async () => {
    expect(await staleAfter((c) => c.invalidateQueries({ queryKey: keys.campaigns.list() }))).toEqual([
      "campaigns/list/current",
      "campaigns/list/archived",
    ]);
  });
});
