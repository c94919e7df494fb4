/** State of the campaigns area (filled in by its issue). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CampaignsState {}

export function emptyCampaigns(): CampaignsState {
  return {};
}
