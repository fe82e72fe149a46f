import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core over what the page shows now (an open dialog included), against WCAG 2.1 A and AA
 * (the shop's text keeps AA contrast and every control a label). A failure names each rule and
 * where it broke.
 */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(found, 'axe-core violations').toEqual([]);
}

/**
 * A screenshot for a person to look at, kept only when E2E_SHOTS names a folder (reviews of a
 * screen's look; the journeys' own checks never depend on it).
 */
export async function snapshot(page: Page, name: string) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: join(folder, `${name}.png`) });
}
