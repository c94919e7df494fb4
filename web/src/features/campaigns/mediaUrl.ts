import { FILE_TOO_LARGE, SERVER_FILE_TOO_LARGE } from '../../api/apiError';
import type { HeaderFormat } from '@crm/domain';
import { msg, type MessageId, type Text } from '../../i18n/i18n';

/** Media links of a campaign header (spec part 2 section 5). */

/** What the "Invalid URL" message offers as an example: a public link to an image. */
export const MEDIA_URL_EXAMPLE = 'https://example.com/promo.jpg';
export const MEDIA_EXTENSIONS = ['.jpg', '.png', '.jpeg', '.mp4'] as const;
/**
 * A DOCUMENT header also takes a PDF (a deviation: the spec's list has no document type, so a document header
 * could never be published). docs/deviations.md.
 */
export const DOCUMENT_EXTENSIONS = [...MEDIA_EXTENSIONS, '.pdf'] as const;

/** The form's messages for a media link (Text: the screen puts them into words). */
export const MEDIA_MESSAGES = {
  invalid: msg('newCampaign.media.invalid', { example: MEDIA_URL_EXAMPLE }),
  extension: 'newCampaign.media.extension' satisfies MessageId,
  documentExtension: 'newCampaign.media.documentExtension' satisfies MessageId,
  /** The server's words for a file over 5 MB, and what the screen shows instead (the error catalogue's). */
  serverTooLarge: SERVER_FILE_TOO_LARGE,
  tooLarge: FILE_TOO_LARGE,
} as const;

/**
 * The backend checks a media link as the form does and words its refusal as the form's English messages: those
 * sentences (the server's words) are shown as the form's own messages, in the user's language.
 */
export const SERVER_MEDIA_SENTENCES: Readonly<Record<string, Text>> = {
  [`Invalid URL. (example: ${MEDIA_URL_EXAMPLE})`]: MEDIA_MESSAGES.invalid,
  'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4).': MEDIA_MESSAGES.extension,
  'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4, .pdf).':
    MEDIA_MESSAGES.documentExtension,
};

/**
 * The URL problem of a media link, or null (an empty link is a "required" matter, not a URL error).
 * A link must be an http(s) URL with a host, and its path must end in a supported extension (a query string
 * after it is allowed: signed links).
 */
export function mediaUrlError(raw: string, headerFormat?: HeaderFormat | null): Text | null {
  const value = raw.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return MEDIA_MESSAGES.invalid;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return MEDIA_MESSAGES.invalid;
  const path = url.pathname.toLowerCase();
  const document = headerFormat === 'DOCUMENT';
  const extensions: readonly string[] = document ? DOCUMENT_EXTENSIONS : MEDIA_EXTENSIONS;
  if (!extensions.some((extension) => path.endsWith(extension)))
    return document ? MEDIA_MESSAGES.documentExtension : MEDIA_MESSAGES.extension;
  return null;
}
