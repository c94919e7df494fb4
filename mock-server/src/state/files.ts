/** State of the files area (filled in by its issue). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FilesState {}

export function emptyFiles(): FilesState {
  return {};
}
