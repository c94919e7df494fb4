import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** The web app's and @crm/domain's catalogues, which i18n.ts loads beside them. */
const CATALOGUE = /[\\/](?:src[\\/]i18n[\\/]catalogues|domain[\\/]src[\\/]messages)[\\/][a-z]{2}\.json$/;

/**
 * Compiles the ICU messages at build time, so the browser needs Lingui's 2 KB core and no parser. Dev and unit
 * tests leave the catalogues as written: Lingui's development build compiles them as used.
 */
export function compileCatalogues(): Plugin {
  return {
    name: 'crm-compile-catalogues',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled: Record<string, unknown> = {};
      for (const [key, message] of Object.entries(messages)) {
        try {
          compiled[key] = compileMessageOrThrow(message);
        } catch (error) {
          throw new Error(`${id}: message "${key}" is not valid ICU: ${String(error)}`, { cause: error });
        }
      }
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
