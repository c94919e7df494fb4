import { Type } from 'typebox';
import { allOf, anyOf } from '../../lib/access.js';
import { MANAGE_MODULES } from '@crm/domain';
import { MODULES } from '../../lib/modules.js';
import { Open, Str } from '../../lib/schemas.js';
import { say } from '../../i18n/messages.js';

/** Spec part 2 section 6. */
export const CAMPAIGN_MODULES = {
  readList: anyOf(MODULES.campaignList, MODULES.campaignHistory, MODULES.reportList),
  /** Also the creator: the detail needs only the crm application. */
  readOne: anyOf(MODULES.campaignList, MODULES.campaignHistory, MODULES.reportList, MODULES.campaignAdd),
  lookups: anyOf(
    MODULES.campaignAdd,
    MODULES.campaignList,
    MODULES.campaignHistory,
    MODULES.reportList,
    MODULES.reportRequest,
  ),
  create: anyOf(MODULES.campaignAdd),
  changeState: allOf(...MANAGE_MODULES),
} as const;

/** `token_bearer: user.<access token>` (spec part 2 section 7), as a pattern so the API document says it. */
export const TOKEN_BEARER_HEADERS = Open({
  token_bearer: Type.Optional(
    Str(4096, {
      pattern: '^user\\.\\S+$',
      description: "'user.' followed by the access token.",
      'x-message': say('campaign.tokenBearer'),
    }),
  ),
});
