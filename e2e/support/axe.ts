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
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA plus axe's best practices) on the page as it is now and returns the
 * serious and critical violations, each with the elements it names.
 */
export async function audit(page: Page, screen: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
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
