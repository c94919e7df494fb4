import type { FastifyRequest } from 'fastify';
import { say, type Said } from '../i18n/messages.js';
import { forbidden } from './httpErrors.js';

/**
 * Refused by the auth plugin with 403 as soon as the route matches, before the body is read. A check that
 * depends on the body (an upload's category) is made in the handler through `authorize`, in the same words.
 */
export type Modules = { readonly anyOf: readonly string[] } | { readonly allOf: readonly string[] };

export const anyOf = (...modules: readonly string[]): Modules => ({ anyOf: modules });
export const allOf = (...modules: readonly string[]): Modules => ({ allOf: modules });
export const SIGNED_IN: Modules = allOf();

export const MODULES_KEY = 'x-modules';

export function declaredModules(schema: unknown): Modules | undefined {
  return (schema as Partial<Record<typeof MODULES_KEY, Modules>> | undefined)?.[MODULES_KEY];
}

/** `instead`: the refusal's words when a part of the call is refused ("uploading customer data requires …"). */
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

export function authorize(request: FastifyRequest, needed: Modules, instead?: Said): void {
  const refused = refusal(needed, request.user?.user.modules ?? [], instead);
  if (refused !== null) throw forbidden(refused);
}
