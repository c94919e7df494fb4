/** State of the reports area (filled in by its issue). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ReportsState {}

export function emptyReports(): ReportsState {
  return {};
}
