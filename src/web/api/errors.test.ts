// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { fieldRefusalOf, rowRefusalOf, ruleRefusalOf, showFieldRefusal } from "./errors";
import { ApiError } from "./request";

const refusal = (status: number, body: Record<string, unknown>) => new ApiError(status, JSON.stringify(body));

describe("Le refus d'un champ arrive sous ce champ (DESIGN.md §7)", () => {
  const formOf = () =>
    renderHook(() =>
      useForm<{ name: string; criteria: { weight: string } }>({
        defaultValues: { name: "", criteria: { weight: "" } },
      }),
    ).result;

  it("met le message du serveur sur le champ du même nom", () => {
    const form = formOf();
    const error = refusal(400, { message: "Le nom est requis", code: "VALIDATION_FAILED", field: "name" });
    let shown = false;
    act(() => {
      shown = showFieldRefusal(error, form.current, ["name"]);
    });
    expect(shown).toBe(true);
    expect(form.current.getFieldState("name").error?.message).toBe("Le nom est requis");
  });

  it("suit une correspondance entre le chemin de l'API et celui du formulaire", () => {
    const form = formOf();
    const error = refusal(400, {
      message: "Le poids est requis",
      code: "VALIDATION_FAILED",
      field: "weight",
    });
    act(() => {
      showFieldRefusal(error, form.current, { weight: "criteria.weight" });
    });
    expect(form.current.getFieldState("criteria.weight").error?.message).toBe("Le poids est requis");
  });

  it("ne touche à rien quand le champ n'est pas de ce formulaire, ou sans champ", () => {
    const form = formOf();
    const elsewhere = refusal(400, { message: "Rôle inconnu", code: "VALIDATION_FAILED", field: "roles.0" });
    const none = refusal(409, { message: "Cette campagne est clôturée.", code: "CAMPAIGN_CLOSED" });
    act(() => {
      expect(showFieldRefusal(elsewhere, form.current, ["name"])).toBe(false);
      expect(showFieldRefusal(none, form.current, ["name"])).toBe(false);
      expect(showFieldRefusal(new Error("500: oups"), form.current, ["name"])).toBe(false);
    });
    expect(form.current.getFieldState("name").error).toBeUndefined();
    expect(form.current.getFieldState("criteria.weight").error).toBeUndefined();
  });
});

describe("Le refus d'une ligne d'une liste", () => {
  it("donne la ligne et le champ d'un chemin equipment.3.currentPeriod", () => {
    const error = refusal(400, {
      message: "La période ne peut pas être négative",
      code: "VALIDATION_FAILED",
      field: "equipment.3.currentPeriod",
    });
    expect(rowRefusalOf(error, "equipment")).toEqual({
      index: 3,
      name: "currentPeriod",
      message: "La période ne peut pas être négative",
    });
    expect(rowRefusalOf(error, "updates")).toBeNull();
  });

  it("accepte une ligne sans champ et refuse ce qui n'est pas une ligne", () => {
    const row = refusal(409, { message: "x", code: "DUPLICATE_REFERENCE", field: "equipment.12" });
    expect(rowRefusalOf(row, "equipment")).toEqual({ index: 12, name: null, message: "x" });
    const notRow = refusal(400, { message: "x", code: "VALIDATION_FAILED", field: "equipment.name" });
    expect(rowRefusalOf(notRow, "equipment")).toBeNull();
    expect(rowRefusalOf(refusal(400, { message: "x", code: "VALIDATION_FAILED" }), "equipment")).toBeNull();
  });

  it("lit le champ et le message d'un refus, ou rien", () => {
    expect(
      fieldRefusalOf(
        refusal(409, { message: "Référence en double", code: "DUPLICATE_REFERENCE", field: "serialNumber" }),
      ),
    ).toEqual({ field: "serialNumber", message: "Référence en double" });
    expect(fieldRefusalOf(new Error("400: x"))).toBeNull();
  });
});

describe("La raison d'un refus métier, à montrer là où l'utilisateur agit", () => {
  it("est le message du serveur pour une règle (4xx avec un code)", () => {
    const message = "L'entreprise doit garder au moins un administrateur actif.";
    expect(ruleRefusalOf(refusal(409, { message, code: "LAST_ADMIN" }))).toBe(message);
    expect(
      ruleRefusalOf(refusal(400, { message: "Ligne 2: Format email invalide", code: "VALIDATION_FAILED" })),
    ).toBe("Ligne 2: Format email invalide");
  });

  it("n'existe pas pour un refus de rôle, une session perdue, une panne ou une erreur sans code", () => {
    expect(ruleRefusalOf(refusal(403, { message: "Accès refusé", code: "FORBIDDEN" }))).toBeNull();
    expect(ruleRefusalOf(refusal(401, { message: "Unauthorized", code: "UNAUTHORIZED" }))).toBeNull();
    expect(
      ruleRefusalOf(refusal(500, { message: "Une erreur interne est survenue.", code: "INTERNAL" })),
    ).toBeNull();
    expect(ruleRefusalOf(new ApiError(502, "<html>Bad gateway</html>"))).toBeNull();
    expect(ruleRefusalOf(new TypeError("Failed to fetch"))).toBeNull();
  });
});
