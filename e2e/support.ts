import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";

export const SCREENSHOT_DIR = "test-results/screenshots";

/** The whole page; `fullPage: false` keeps to the window (a dialog over a long page). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage });
}

/**
 * WCAG 2.2 AA checks of axe-core, contrast included (DESIGN.md §9). `exclude` leaves out what axe
 * cannot enter, such as a frame sandboxed without scripts (the frame element itself is still named).
 */
export async function expectAccessible(page: Page, { exclude = [] }: { exclude?: string[] } = {}) {
  let builder = wcagChecks(page);
  for (const selector of exclude) builder = builder.exclude(selector);
  await expectNoViolation(builder);
}

/**
 * axe-core on WCAG 2.2 AA. Run in the page itself (legacy mode: the default mode opens, fills and
 * closes a blank page for every check to merge the frames' results) and keeping only the
 * violations (passes are neither built nor sent back): the same rules and the same verdict, about
 * 0.75 s less a check. `options` comes before `withTags`, which it would otherwise replace
 * (e2e/accessibility-checks.spec.ts fails if it does).
 */
function wcagChecks(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]);
}

async function expectNoViolation(builder: AxeBuilder) {
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.length} × ${v.nodes[0]?.target})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Pastes `text` into a field as a person does (the clipboard, then Ctrl+V). Playwright's `fill` types
 * it through the editor's insert-text path instead, which costs Chromium seconds for a few thousand
 * lines where a real paste takes a few hundred milliseconds.
 */
export async function paste(field: Locator, text: string) {
  const page = field.page();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.focus();
  await page.keyboard.press("ControlOrMeta+V");
  await expect(field).toHaveValue(text);
}

/** The toasts' viewport (Radix also copies each toast into a live region for screen readers). */
export function notifications(page: Page) {
  return page.getByRole("region", { name: /^Notifications/ });
}

/** Closes the toasts, so that a screenshot shows what is under them (over a dialog too). */
export async function clearToasts(page: Page) {
  const open = page
    .getByRole("region", { name: /^Notifications/, includeHidden: true })
    .locator('[data-state="open"]');
  for (const toast of await open.all())
    await toast.getByRole("button", { name: "Fermer", includeHidden: true }).dispatchEvent("click");
  await expect(open).toHaveCount(0);
}

/**
 * What sticks out on the right of the window, for the failure message: the outermost elements past
 * its edge that no scrolling box of their own holds, with their width.
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== "visible" && parent.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 0.5) continue;
      if (clipped(element)) continue;
      const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40) ?? "";
      found.push(
        `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> « ${name} » : ${Math.round(box.width)} px, bord droit à ${Math.round(box.right)} px`,
      );
    }
    return found;
  });
}

/** The document does not scroll sideways: nothing is wider than the window (a phone's screen). */
export async function expectFits(page: Page, what: string) {
  const width = page.viewportSize()?.width ?? 0;
  const measure = () => page.evaluate(() => document.documentElement.scrollWidth);
  // Just after a change of the window's size, what measures itself (a chart) is drawn again on its
  // next frames: the page is given 3 s to settle before it is judged.
  await expect
    .poll(measure, { timeout: 3000 })
    .toBeLessThanOrEqual(width)
    .catch(() => undefined);
  const scrollWidth = await measure();
  expect
    .soft(scrollWidth, `${what} : ${scrollWidth} px de large\n${(await overflowing(page)).join("\n")}`)
    .toBeLessThanOrEqual(width);
}

/** A figure measured by the page itself, printed with the run and kept in the test's report. */
export function report(text: string) {
  test.info().annotations.push({ type: "timing", description: text });
  process.stdout.write(`      ⏱ ${text}\n`);
}

/**
 * How far past its budget a figure may go before the test fails. The budgets are measured by the
 * bench (`npm run bench`) on a quiet machine; here they only guard against a page that crawls, on a
 * CI machine that runs other suites meanwhile (E2E_TIME_FACTOR to change it).
 */
const TIME_FACTOR = Number(process.env.E2E_TIME_FACTOR ?? 4);

/** Reports a timed figure and fails only when it is several times its budget (a crawl, not noise). */
export function expectTimely(measured: number, budgetMs: number, what: string) {
  report(`${what} : ${Math.round(measured)} ms (budget ${budgetMs} ms)`);
  expect(measured, `${what} : ${Math.round(measured)} ms, budget ${budgetMs} ms`).toBeLessThan(
    budgetMs * TIME_FACTOR,
  );
}

/**
 * The same checks as expectAccessible, within the open dialog only: the page under it, hidden from
 * assistive technologies while the dialog is open, is checked on its own.
 */
export async function expectDialogAccessible(page: Page) {
  await expectNoViolation(wcagChecks(page).include('[role="dialog"], [role="alertdialog"]'));
}
