/**
 * Media links of campaign headers (spec part 2 sections 5 and 9): a valid http(s) URL whose path ends in
 * .jpg, .png, .jpeg or .mp4, of at most 5 MB. A DOCUMENT header also takes a .pdf link (a deviation: the spec's
 * list has no document type, so a document header could never be published).
 *
 * The mock has no network, so the size is decided without fetching: a file name that states its size — a
 * number followed by "mb", such as `promo-6mb.jpg`, `clip_12.5MB.mp4` or `poster 8 MB.png` — is that large;
 * any other file counts as small. Over 5 MB is refused with the server message "File size is greater than 5 MB.".
 */
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

/** The header formats that carry a link. */
export type MediaFormat = 'IMAGE' | 'VIDEO' | 'DOCUMENT';

/** The extensions a header of this format takes. */
export function extensionsFor(format?: MediaFormat): readonly string[] {
  return format === 'DOCUMENT' ? DOCUMENT_EXTENSIONS : MEDIA_EXTENSIONS;
}

/** The extension rule looks at the path, so signed links with a query string are accepted. */
export function hasMediaExtension(url: URL, format?: MediaFormat): boolean {
  const path = url.pathname.toLowerCase();
  return extensionsFor(format).some((extension) => path.endsWith(extension));
}

/** The size a file name states, in MB; null when it states none. */
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

/** The first problem with a media link of a header of `format`, or null when it is acceptable. */
export function mediaUrlProblem(raw: string, format?: MediaFormat): Said | null {
  const url = parseHttpUrl(raw);
  if (!url) return MESSAGES.invalidUrl;
  if (!hasMediaExtension(url, format))
    return format === 'DOCUMENT' ? MESSAGES.documentExtension : MESSAGES.extension;
  const size = statedSizeMb(url);
  if (size !== null && size > MAX_MEDIA_MB) return MESSAGES.tooLarge;
  return null;
}
