import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { Type } from 'typebox';
import { MODULES } from '../../lib/modules.js';
import { Open, Str } from '../../lib/schemas.js';
import { requireModules } from '../../plugins/auth.js';
import { say } from '../../i18n/messages.js';

/** Module sets of the campaign calls (spec part 2 section 6). */
export const CAMPAIGN_MODULES = {
  /** GET /api/campaigns and the filter call: the list, history and report screens. */
  readList: [MODULES.campaignList, MODULES.campaignHistory, MODULES.reportList],
  /** One campaign, its summary and recipients: also the creator (the detail needs only the crm application). */
  readOne: [MODULES.campaignList, MODULES.campaignHistory, MODULES.reportList, MODULES.campaignAdd],
  /** Channels, accounts, templates and lists: every campaign or report screen. */
  lookups: [
    MODULES.campaignAdd,
    MODULES.campaignList,
    MODULES.campaignHistory,
    MODULES.reportList,
    MODULES.reportRequest,
  ],
  create: [MODULES.campaignAdd],
  /** Approve, reject and stop need all three together. */
  changeState: [MODULES.campaignApprove, MODULES.campaignReject, MODULES.campaignStop],
} as const;

export const anyOf = (modules: readonly string[]) => requireModules(...modules);

/** preHandler: the user must hold every one of the modules, else 403 naming the missing ones. */
export function requireAllModules(...allOf: string[]): preHandlerHookHandler {
  return function checkAllModules(request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) {
    const held = request.user?.user.modules ?? [];
    const missing = allOf.filter((module) => !held.includes(module));
    if (missing.length > 0) {
      void reply.code(403).send({
        message: request.words(
          say('auth.forbiddenAllModules', { modules: allOf.join(', '), missing: missing.join(', ') }),
        ),
      });
      return;
    }
    done();
  };
}

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
