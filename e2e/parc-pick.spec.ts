import { expect, test } from "@playwright/test";
import { signIn } from "./data";
import { expectDialogAccessible, screenshot } from "./support";

/** « Choisir dans le parc » in the campaign's equipment window, on a phone and on a desktop. */
for (const viewport of [
  { name: "téléphone", width: 375, height: 812 },
  { name: "bureau", width: 1280, height: 900 },
])
  test(`les instruments du parc trouvés tiennent dans leur liste (${viewport.name})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(context, baseURL!, { roles: ["admin"], firstName: "Anne", lastName: "Petit" });
    for (let i = 1; i <= 4; i++) {
      const created = await page.request.post("/api/instruments", {
        data: {
          name: `Manomètre numérique de process haute pression ${i}`,
          reference: `PICK-00${i}`,
          type: "Manomètre",
          location: "Atelier",
          currentPeriod: 12,
        },
      });
      expect(created.status()).toBe(201);
    }
    await page.goto("/campaigns");
    await page.getByRole("button", { name: "Nouvelle campagne" }).click();
    const create = page.getByRole("dialog", { name: "Créer une nouvelle campagne" });
    await create.getByRole("button", { name: /^Équipements/ }).click();
    const equipment = page.getByRole("dialog", { name: "Équipements" });
    const search = equipment.getByRole("searchbox", { name: "Rechercher dans le parc" });
    await search.fill("PICK-00");
    const found = equipment.getByRole("list", { name: "Instruments du parc trouvés" });
    await expect(found.getByRole("listitem")).toHaveCount(4);
    await found
      .getByRole("checkbox", { name: "Choisir Manomètre numérique de process haute pression 1 (PICK-001)" })
      .check();
    await search.scrollIntoViewIfNeeded();
    // Long names are cut with an ellipsis inside their row: the list never scrolls sideways.
    expect(await found.evaluate((list) => list.scrollWidth - list.clientWidth)).toBe(0);
    for (const item of await found.getByRole("listitem").all()) {
      const [row, box] = [await item.boundingBox(), await found.boundingBox()];
      expect(row!.x + row!.width).toBeLessThanOrEqual(box!.x + box!.width);
    }
    await expect(equipment.getByText("1 instrument(s) choisi(s)")).toBeVisible();
    await screenshot(page, `parc-pick-${viewport.width}`, { fullPage: false });
    await expectDialogAccessible(page);
  });
