// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useFocusReturn } from "./focus";

afterEach(() => {
  document.body.innerHTML = "";
});

function button(attributes: Record<string, string>): HTMLButtonElement {
  const element = document.createElement("button");
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

function closeWith(restore: (event: Event) => void) {
  const event = new Event("focusOutside", { cancelable: true });
  restore(event);
  return event;
}

describe("Le focus rendu à la fermeture d'une fenêtre", () => {
  it("revient à ce qui l'a ouverte, sans que la fenêtre le place ailleurs", () => {
    const { result } = renderHook(() => useFocusReturn<HTMLButtonElement>());
    const opener = button({ "data-report-preview": "7" });
    result.current.opener.current = opener;
    const event = closeWith(result.current.restoreFocus);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(opener);
  });

  it("revient au même contrôle rendu à nouveau quand la liste a été relue", () => {
    const { result } = renderHook(() => useFocusReturn<HTMLButtonElement>());
    const opener = button({ "data-report-preview": "7" });
    result.current.opener.current = opener;
    opener.remove();
    button({ "data-report-preview": "6" });
    const again = button({ "data-report-preview": "7" });
    closeWith(result.current.restoreFocus);
    expect(document.activeElement).toBe(again);
  });

  it("va au repli quand le contrôle a disparu (une ligne supprimée)", () => {
    const { result } = renderHook(() => useFocusReturn<HTMLButtonElement>());
    const opener = button({ "data-report-preview": "7" });
    const fallback = button({ id: "create" });
    result.current.opener.current = opener;
    result.current.fallback.current = fallback;
    opener.remove();
    closeWith(result.current.restoreFocus);
    expect(document.activeElement).toBe(fallback);
  });
});
