import type { BadgeTone } from '../lib/statuses';

export type { BadgeTone } from '../lib/statuses';

export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return <span className={`status-badge ${tone}`}>{label}</span>;
}
