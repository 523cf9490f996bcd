import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious or critical WCAG 2.1 A/AA violations on the page as it stands, each with up to five of its
 * nodes (selector and markup) so a failure says where. Only violations are gathered
 * (`resultTypes`): axe then stops listing every passing and undecided node, which no check reads
 * (a11y.spec.ts: 96–101 s → 93–97 s, alternating runs).
 *
 * A page of one frame (every screen of the app: it has no iframe) is checked in axe's legacy mode:
 * `axe.run` in the page itself. The default mode runs axe in each frame and then merges the frames'
 * results in a new blank page, which is for cross-origin iframes; that page cost ~0.8–1.3 s a check
 * on the 2-core CI machine (a check with one trivial rule took 1.5–2.1 s, in legacy mode 0.65–0.85 s
 * with every rule), some 50 s of the suite. Both modes gave the same violations, incomplete results
 * and passes on five screens (decision 049). A page with frames keeps the default.
 */
export async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).slice(0, 5) }));
}
