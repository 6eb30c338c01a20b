/**
 * axe-core in a real page (issue 11: zero WCAG 2.2 AA violations on every page type). The
 * library's own script is injected into the page and run against the whole document with the
 * WCAG 2.0/2.1/2.2 A and AA rules.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** The page's WCAG 2.2 AA violations (empty when it passes), each with the selectors of its nodes. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(
    async (tags) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
    },
    [...WCAG_22_AA],
  );
}

/** A readable list of violations for an assertion message. */
export const describeViolations = (violations: readonly AxeViolation[]): string =>
  violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.slice(0, 5).join('\n    ')}`).join('\n');

/** Fails the test with the violations listed when the page has any; `where` names the moment in the journey. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}
