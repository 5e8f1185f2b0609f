import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const SCREENSHOT_DIR = "test-results/screenshots";

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/** WCAG 2.2 AA checks of axe-core, contrast included (DESIGN.md §9). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length} × ${v.nodes[0]?.target})`,
  );
  expect(summary).toEqual([]);
}

/** The toasts' viewport (Radix also copies each toast into a live region for screen readers). */
export function notifications(page: Page) {
  return page.getByRole("region", { name: /^Notifications/ });
}
