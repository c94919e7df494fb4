import type { PublicConfig } from '../config.js';

/** The body of /config.js: the runtime configuration the web app reads before it starts. */
export function renderConfigScript(config: PublicConfig): string {
  return `window.__CRM_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`;
}
