import { StatusBadge } from '../../components/StatusBadge';
import { useT } from '../../i18n/i18n';
import { uploadStatusEntry } from '../../lib/statuses';
import { uploadStatusText } from './uploadRules';

/** Upload status: done → green "Completed", execute/process → "On Going", anything else → red "Failed". */
export function UploadStatusBadge({ status }: { status: string | null | undefined }) {
  const t = useT();
  return <StatusBadge label={t(uploadStatusText(status))} tone={uploadStatusEntry(status).tone} />;
}
