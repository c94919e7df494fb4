import { Type } from 'typebox';
import { allOf, anyOf } from '../../lib/access.js';
import { MODULES } from '../../lib/modules.js';
import { Open, Str } from '../../lib/schemas.js';
import { say } from '../../i18n/messages.js';

/** The modules of the campaign calls (spec part 2 section 6), declared by each route (lib/access.ts). */
export const CAMPAIGN_MODULES = {
  /** GET /api/campaigns and the filter call: the list, history and report screens. */
  readList: anyOf(MODULES.campaignList, MODULES.campaignHistory, MODULES.reportList),
  /** One campaign, its summary and recipients: also the creator (the detail needs only the crm application). */
  readOne: anyOf(MODULES.campaignList, MODULES.campaignHistory, MODULES.reportList, MODULES.campaignAdd),
  /** Channels, accounts, templates and lists: every campaign or report screen. */
  lookups: anyOf(
    MODULES.campaignAdd,
    MODULES.campaignList,
    MODULES.campaignHistory,
    MODULES.reportList,
    MODULES.reportRequest,
  ),
  create: anyOf(MODULES.campaignAdd),
  /** Approve, reject and stop need all three together. */
  changeState: allOf(MODULES.campaignApprove, MODULES.campaignReject, MODULES.campaignStop),
} as const;

/**
 * The headers of the template and list calls: they may carry `token_bearer: user.<access token>` (spec part 2
 * section 7); when present it must have that form, else a 400 (the schema's pattern, so the API document says it).
 */
export const TOKEN_BEARER_HEADERS = Open({
  token_bearer: Type.Optional(
    Str(4096, {
      pattern: '^user\\.\\S+$',
      description: "'user.' followed by the access token.",
      'x-message': say('campaign.tokenBearer'),
    }),
  ),
});
