import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** One serious or critical axe finding, small enough to read in a failure message. */
export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
  summary: string;
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits until no finite CSS animation or transition runs (a dialog fading in, a button's colour easing to its
 * focus state): axe reads colours as they are drawn, so a half-faded button failed color-contrast on a busy
 * machine. Endless ones (a spinner) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA plus axe's best practices) on the page once it has settled and returns
 * the serious and critical violations, each with the elements it names.
 */
export async function audit(page: Page, screen: string): Promise<Finding[]> {
  await settled(page);
  // Legacy mode: axe.run in the page. The default runs each frame's part there and joins the parts in a blank
  // page opened per scan, a renderer of its own: a third of accessibility.spec.ts's CPU. The app has no frames.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Only violations are read: axe then skips building the (large) passes and incomplete lists.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.map((node) => node.target.join(' ')),
      summary: violation.nodes
        .map((node) => `${node.failureSummary ?? violation.help} ${JSON.stringify(node.any[0]?.data ?? '')}`)
        .join(' | '),
    }));
}
