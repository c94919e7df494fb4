import type { ProviderContext, StateHandlers } from '../providerContext';
import { campaignStates } from './campaigns';
import { oauthStates } from './oauth';

/** Every provider state of the crm-web pact, one module per API area. */
export function allStates(ctx: ProviderContext): StateHandlers {
  return {
    ...oauthStates(ctx),
    ...campaignStates(ctx),
  };
}
