import { expect, test } from "@playwright/test";
import { expectAccessible, expectDialogAccessible } from "./support";

/**
 * The accessibility helpers every page test relies on (DESIGN.md §9): they must still fail on a
 * WCAG 2.2 AA violation however axe-core is run, and only on those rules (no best practice).
 */
const PAGE = `<!doctype html><html lang="fr"><head><title>Contrôle</title></head><body>
  <h1>Contrôle des vérifications</h1>
  <img src="manometre.png">
  <p style="color:#ccc;background:#fff">Texte trop pâle</p>
  <div role="dialog" aria-label="Fenêtre"><button></button></div>
</body></html>`;

async function violations(check: () => Promise<void>): Promise<string> {
  try {
    await check();
  } catch (error) {
    return String(error);
  }
  return "";
}

test("les contrôles d'accessibilité signalent chaque violation WCAG, et elles seules", async ({ page }) => {
  await page.setContent(PAGE);
  const onPage = await violations(() => expectAccessible(page));
  for (const rule of ["image-alt", "color-contrast", "button-name"]) expect(onPage).toContain(`${rule}:`);
  // The content sits outside any landmark: a best practice (`region`), not a WCAG rule.
  expect(onPage).not.toContain("region:");

  const withoutImage = await violations(() => expectAccessible(page, { exclude: ["img"] }));
  expect(withoutImage).not.toContain("image-alt:");
  expect(withoutImage).toContain("button-name:");

  const inDialog = await violations(() => expectDialogAccessible(page));
  expect(inDialog).toContain("button-name:");
  expect(inDialog).not.toContain("image-alt:");
  expect(inDialog).not.toContain("color-contrast:");

  await page.setContent(`<!doctype html><html lang="fr"><head><title>Conforme</title></head>
    <body><main><h1>Conforme</h1><img src="a.png" alt="Manomètre"></main></body></html>`);
  await expectAccessible(page);
});
