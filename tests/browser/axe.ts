// axe's check of the page as the browser tests use it: every violation, of any impact.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every axe violation, of any impact, as readable lines (the first three places of each). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}
