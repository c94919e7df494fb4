import { campaignStates } from './campaigns.js';
import { customerStates } from './customers.js';
import { defineStates, type ProviderState } from './definition.js';
import { filesStates } from './files.js';
import { giftClaimStates } from './giftClaims.js';
import { oauthStates } from './oauth.js';
import { reportStates } from './reports.js';

export * from './definition.js';

export const PROVIDER_STATES: readonly ProviderState[] = defineStates(
  oauthStates,
  customerStates,
  filesStates,
  giftClaimStates,
  campaignStates,
  reportStates,
);

export function findProviderState(name: string): ProviderState | undefined {
  return PROVIDER_STATES.find((state) => state.name === name);
}
