// A DOCUMENT header also takes a .pdf link: the spec's list has no document type. The mock has no network, so a
// size is read from the file name (`promo-6mb.jpg`); any other file counts as small.
import type { HeaderFormat } from '@crm/domain';
import { say, type Said } from '../../i18n/messages.js';

const MEDIA_EXTENSIONS = ['.jpg', '.png', '.jpeg', '.mp4'];
const DOCUMENT_EXTENSIONS = [...MEDIA_EXTENSIONS, '.pdf'];
const MAX_MEDIA_MB = 5;

export const MESSAGES = {
  invalidUrl: say('media.invalidUrl'),
  extension: say('media.extension'),
  documentExtension: say('media.documentExtension'),
  tooLarge: say('media.tooLarge'),
} as const satisfies Record<string, Said>;

function statedSizeMb(url: URL): number | null {
  const segment = url.pathname.split('/').pop() ?? '';
  let name: string;
  try {
    name = decodeURIComponent(segment);
  } catch {
    name = segment;
  }
  const match = /(?:^|[^\d.])(\d+(?:\.\d+)?)\s*mb(?![a-z])/i.exec(name);
  return match ? Number(match[1]) : null;
}

export function mediaUrlProblem(raw: string, format?: HeaderFormat | null): Said | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return MESSAGES.invalidUrl;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return MESSAGES.invalidUrl;
  // Signed links with a query string are accepted.
  const path = url.pathname.toLowerCase();
  const extensions = format === 'DOCUMENT' ? DOCUMENT_EXTENSIONS : MEDIA_EXTENSIONS;
  if (!extensions.some((extension) => path.endsWith(extension)))
    return format === 'DOCUMENT' ? MESSAGES.documentExtension : MESSAGES.extension;
  const size = statedSizeMb(url);
  return size !== null && size > MAX_MEDIA_MB ? MESSAGES.tooLarge : null;
}
