import { uploadStatusEntry, type BadgeTone } from '../lib/statuses';

export type { BadgeTone } from '../lib/statuses';

export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return <span className={`status-badge ${tone}`}>{label}</span>;
}

/** Upload status: done → green "Completed", execute/process → "On Going", anything else → red "Failed". */
export function UploadStatusBadge({ status }: { status: string | null | undefined }) {
  const entry = uploadStatusEntry(status);
  return <StatusBadge label={entry.label} tone={entry.tone} />;
}
