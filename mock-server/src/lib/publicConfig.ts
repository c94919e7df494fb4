import type { PublicConfig } from '@crm/domain';

export function renderConfigScript(config: PublicConfig): string {
  return `window.__CRM_CONFIG__ = ${JSON.stringify(config, null, 2)};\n`;
}
