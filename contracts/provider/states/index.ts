import type { ProviderContext, StateHandlers } from '../providerContext';
import { oauthStates } from './oauth';
import { reportsStates } from './reports';

/** Every provider state of the crm-web pact, one module per API area. */
export function allStates(ctx: ProviderContext): StateHandlers {
  return {
    ...oauthStates(ctx),
    ...reportsStates(ctx),
  };
}
