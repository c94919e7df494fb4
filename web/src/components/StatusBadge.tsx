import { useTranslate, type Text } from '../i18n/i18n';
import { uploadStatusEntry, type BadgeTone } from '../lib/statuses';

export type { BadgeTone } from '../lib/statuses';

/** A status in its colour; `label` is the status catalogue entry's `text` (lib/statuses.ts), put into words here. */
export function StatusBadge({ label, tone }: { label: Text; tone: BadgeTone }) {
  const translate = useTranslate();
  return <span className={`status-badge ${tone}`}>{translate(label)}</span>;
}

/** Upload status: done → green "Completed", execute/process → "On Going", anything else → red "Failed". */
export function UploadStatusBadge({ status }: { status: string | null | undefined }) {
  const entry = uploadStatusEntry(status);
  return <StatusBadge label={entry.text} tone={entry.tone} />;
}
