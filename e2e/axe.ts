import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious or critical WCAG 2.1 A/AA violations on the page as it stands, each with up to five of its
 * nodes (selector and markup) so a failure says where. Only violations are gathered
 * (`resultTypes`): axe then stops listing every passing and undecided node, which no check reads
 * (a11y.spec.ts: 96–101 s → 93–97 s, alternating runs).
 */
export async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).slice(0, 5) }));
}
