import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * axe-core over what the page shows now (an open dialog included), against WCAG 2.1 A and AA
 * (the shop's text keeps AA contrast and every control a label). A failure names each rule and
 * where it broke.
 */
export async function expectAccessible(page: Page) {
  const found = (await axeViolations(page)).map((v) => v.text);
  expect(found, 'axe-core violations').toEqual([]);
}

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core over the page as it is now (the rules `expectAccessible` uses, and axe's best
 * practices too when asked: heading order, landmarks): each rule broken, its impact, and a line
 * naming it and where it broke ("rule (impact): where | where").
 */
export async function axeViolations(page: Page, { bestPractice = false } = {}) {
  const { violations } = await new AxeBuilder({ page })
    // In the page itself, without the second blank page the default mode opens to merge each
    // frame's results (the shop has no frames of another origin to reach), and listing only
    // what fails: the same violations in about half the time (docs/decisions.md#ci). First:
    // `options` replaces every option, the tags below included.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .withTags(bestPractice ? [...WCAG, 'best-practice'] : WCAG)
    .analyze();
  return violations.map((v) => ({
    impact: (v.impact ?? 'minor') as Impact,
    text: `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  }));
}

/**
 * For the sweep over every page, WCAG rules and axe's best practices: a serious or critical
 * violation fails the test (softly, so one run lists every page's), a lesser one is written
 * down as an annotation of the test.
 */
export async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, where: string) {
  const serious = (v: { impact: Impact }) => v.impact === 'serious' || v.impact === 'critical';
  let found = await axeViolations(page, { bestPractice: true });
  // A page still settling (a tab's colour in transition, a lazy screen taking over) can read as
  // a contrast failure for an instant: what fails must still be there when read again, up to
  // twice, a second apart. A real violation stays.
  for (let again = 0; again < 2 && found.some(serious); again += 1) {
    await page.waitForTimeout(1000);
    found = await axeViolations(page, { bestPractice: true });
  }
  const failing = found.filter(serious);
  for (const v of found.filter((v) => !failing.includes(v)))
    testInfo.annotations.push({ type: 'axe, not failing', description: `${where}: ${v.text}` });
  expect
    .soft(
      failing.map((v) => v.text),
      `serious or critical axe-core violations on ${where}`,
    )
    .toEqual([]);
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
