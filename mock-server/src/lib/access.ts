import type { FastifyRequest } from 'fastify';
import { say, type Said } from '../i18n/messages.js';
import { forbidden } from './httpErrors.js';

/**
 * The modules a protected route needs: at least one of `anyOf`, or every one of `allOf` (`SIGNED_IN`, all of
 * none: any signed-in user). Each route declares them with its schema (protectedRoute's `modules`, the
 * operation's `x-modules` in the API document), and the auth plugin refuses a user without them with 403 as
 * soon as the route is matched: before the body is read, parsed or validated. The one way the mock refuses a
 * call for want of a module; a check that depends on what the request says (an upload's category, known only
 * once the handler has read the multipart body) is made in the handler through `authorize`, in the same words.
 */
export type Modules = { readonly anyOf: readonly string[] } | { readonly allOf: readonly string[] };

export const anyOf = (...modules: readonly string[]): Modules => ({ anyOf: modules });
export const allOf = (...modules: readonly string[]): Modules => ({ allOf: modules });
/** Any signed-in user: no module needed (the division lookup). */
export const SIGNED_IN: Modules = allOf();

/** The key under which a route's schema declares its modules (an OpenAPI extension of the operation). */
export const MODULES_KEY = 'x-modules';

/** The modules a route's schema declares, if any. */
export function declaredModules(schema: unknown): Modules | undefined {
  return (schema as Partial<Record<typeof MODULES_KEY, Modules>> | undefined)?.[MODULES_KEY];
}

/**
 * Why modules `held` do not meet `needed` (the 403's message, naming them), or null when they do. `instead`:
 * the words of the refusal when the call is refused for a part of it ("uploading customer data requires …").
 */
export function refusal(needed: Modules, held: readonly string[], instead?: Said): Said | null {
  if ('anyOf' in needed) {
    if (needed.anyOf.some((module) => held.includes(module))) return null;
    return instead ?? say('auth.forbiddenAnyModule', { modules: needed.anyOf.join(', ') });
  }
  const missing = needed.allOf.filter((module) => !held.includes(module));
  if (missing.length === 0) return null;
  return (
    instead ??
    say('auth.forbiddenAllModules', { modules: needed.allOf.join(', '), missing: missing.join(', ') })
  );
}

/** The 403 of `refusal` for the signed-in user of `request`, thrown (a check made after the body is read). */
export function authorize(request: FastifyRequest, needed: Modules, instead?: Said): void {
  const refused = refusal(needed, request.user?.user.modules ?? [], instead);
  if (refused !== null) throw forbidden(refused);
}
