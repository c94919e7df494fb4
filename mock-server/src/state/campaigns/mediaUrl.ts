// A DOCUMENT header also takes a .pdf link: the spec's list has no document type. The mock has no network, so a
// size is read from the file name (`promo-6mb.jpg`); any other file counts as small.
import { say, type Said } from '../../i18n/messages.js';

export const MEDIA_EXTENSIONS = ['.jpg', '.png', '.jpeg', '.mp4'] as const;
export const DOCUMENT_EXTENSIONS = [...MEDIA_EXTENSIONS, '.pdf'] as const;
export const MAX_MEDIA_MB = 5;

export const MESSAGES = {
  invalidUrl: say('media.invalidUrl'),
  extension: say('media.extension'),
  documentExtension: say('media.documentExtension'),
  tooLarge: say('media.tooLarge'),
} as const satisfies Record<string, Said>;

export function parseHttpUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url;
}

export type MediaFormat = 'IMAGE' | 'VIDEO' | 'DOCUMENT';

export function extensionsFor(format?: MediaFormat): readonly string[] {
  return format === 'DOCUMENT' ? DOCUMENT_EXTENSIONS : MEDIA_EXTENSIONS;
}

/** Signed links with a query string are accepted. */
export function hasMediaExtension(url: URL, format?: MediaFormat): boolean {
  const path = url.pathname.toLowerCase();
  return extensionsFor(format).some((extension) => path.endsWith(extension));
}

export function statedSizeMb(url: URL): number | null {
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

export function mediaUrlProblem(raw: string, format?: MediaFormat): Said | null {
  const url = parseHttpUrl(raw);
  if (!url) return MESSAGES.invalidUrl;
  if (!hasMediaExtension(url, format))
    return format === 'DOCUMENT' ? MESSAGES.documentExtension : MESSAGES.extension;
  const size = statedSizeMb(url);
  if (size !== null && size > MAX_MEDIA_MB) return MESSAGES.tooLarge;
  return null;
}
