import { useTranslate, type Text } from '../i18n/i18n';
import type { BadgeTone } from '../lib/statuses';

export type { BadgeTone } from '../lib/statuses';

/** A status in its colour; `label` is the status catalogue entry's `text` (lib/statuses.ts), put into words here. */
export function StatusBadge({ label, tone }: { label: Text; tone: BadgeTone }) {
  const translate = useTranslate();
  return <span className={`status-badge ${tone}`}>{translate(label)}</span>;
}
