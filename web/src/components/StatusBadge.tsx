import { uploadStatusLabel } from '../lib/uploadStatus';

export type BadgeTone = 'success' | 'info' | 'danger' | 'neutral';

export function StatusBadge({ label, tone }: { label: string; tone: BadgeTone }) {
  return <span className={`status-badge ${tone}`}>{label}</span>;
}

const UPLOAD_TONES = { Completed: 'success', 'On Going': 'info', Failed: 'danger' } as const;

/** Upload status: done → green "Completed", execute/process → "On Going", anything else → red "Failed". */
export function UploadStatusBadge({ status }: { status: string | null | undefined }) {
  const label = uploadStatusLabel(status);
  return <StatusBadge label={label} tone={UPLOAD_TONES[label]} />;
}
