export type UploadStatusLabel = 'Completed' | 'On Going' | 'Failed';

/** done → Completed; execute or process → On Going; anything else → Failed (spec part 1 section 4). */
export function uploadStatusLabel(status: string | null | undefined): UploadStatusLabel {
  if (status === 'done') return 'Completed';
  if (status === 'execute' || status === 'process') return 'On Going';
  return 'Failed';
}

export function isUploadInProgress(status: string | null | undefined): boolean {
  return uploadStatusLabel(status) === 'On Going';
}
