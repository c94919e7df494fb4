import type { ProviderContext, StateHandlers } from '../providerContext';
import { filesStates } from './files';
import { giftClaimsStates } from './giftClaims';
import { oauthStates } from './oauth';

/** Every provider state of the crm-web pact, one module per API area. */
export function allStates(ctx: ProviderContext): StateHandlers {
  return {
    ...oauthStates(ctx),
    ...filesStates(ctx),
    ...giftClaimsStates(ctx),
  };
}
