import type { ProviderContext, StateHandlers } from '../providerContext';
import { campaignStates } from './campaigns';
import { customerStates } from './customers';
import { filesStates } from './files';
import { giftClaimsStates } from './giftClaims';
import { oauthStates } from './oauth';
import { reportsStates } from './reports';

/** Every provider state of the crm-web pact, one module per API area. */
export function allStates(ctx: ProviderContext): StateHandlers {
  return {
    ...oauthStates(ctx),
    ...customerStates(ctx),
    ...filesStates(ctx),
    ...giftClaimsStates(ctx),
    ...campaignStates(ctx),
    ...reportsStates(ctx),
  };
}
