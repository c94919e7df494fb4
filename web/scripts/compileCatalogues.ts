import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The message catalogues, one per language: the web app's (web/src/i18n/catalogues/<language>.json) and the
 * shared rules' (domain/src/messages/<language>.json), which i18n.ts loads beside them.
 */
const CATALOGUE = /[\\/](?:src[\\/]i18n[\\/]catalogues|domain[\\/]src[\\/]messages)[\\/][a-z]{2}\.json$/;

/**
 * Compiles the ICU messages of the catalogues at build time into Lingui's compiled form (arrays of text and
 * placeholders), so the browser needs Lingui's 2 KB core and no message parser. The output is still JSON, which
 * Vite's JSON plugin then makes a module (each language its own chunk). The dev server and the unit tests leave
 * the catalogues as written: Lingui's development build compiles them as they are used.
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
