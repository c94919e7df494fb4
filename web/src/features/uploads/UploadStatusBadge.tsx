import { StatusBadge } from '../../components/StatusBadge';
import { uploadStatusEntry } from '../../lib/statuses';

/** Upload status: done → green "Completed", execute/process → "On Going", anything else → red "Failed". */
export function UploadStatusBadge({ status }: { status: string | null | undefined }) {
  const entry = uploadStatusEntry(status);
  return <StatusBadge label={entry.text} tone={entry.tone} />;
}
