import indonesian from '../../i18n/catalogues/id.json';
import { activate, translate } from '../../i18n/i18n';
import { MEDIA_MESSAGES, mediaUrlError, SERVER_MEDIA_SENTENCES } from './mediaUrl';

/** The message in words (English unless a test switches). */
const words = (url: string, format?: 'DOCUMENT' | 'IMAGE' | 'VIDEO') => {
  const error = mediaUrlError(url, format);
  return error === null ? null : translate(error);
};

describe('media URL checks', () => {
  it.each([
    ['https://cdn.example.com/invoice.pdf', 'DOCUMENT', null],
    ['https://cdn.example.com/Invoice.PDF?sig=1', 'DOCUMENT', null],
    ['https://cdn.example.com/invoice.jpg', 'DOCUMENT', null],
    [
      'https://cdn.example.com/invoice.docx',
      'DOCUMENT',
      'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4, .pdf).',
    ],
    [
      'https://cdn.example.com/invoice.pdf',
      'IMAGE',
      'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4).',
    ],
    [
      'https://cdn.example.com/invoice.pdf',
      'VIDEO',
      'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4).',
    ],
  ] as const)('a document header takes a PDF: %j (%s) → %j', (url, format, error) => {
    expect(words(url, format)).toBe(error);
  });

  it.each([
    ['https://cdn.example.com/promo.jpg', null],
    ['http://cdn.example.com/a/b/PROMO.PNG', null],
    ['https://cdn.example.com/promo.jpeg?sig=1', null],
    ['https://cdn.example.com/clip.mp4', null],
    ['  https://cdn.example.com/clip.mp4  ', null],
    ['', null],
    ['cdn.example.com/promo.jpg', 'Invalid URL. (example: https://example.com/promo.jpg)'],
    ['ftp://cdn.example.com/promo.jpg', 'Invalid URL. (example: https://example.com/promo.jpg)'],
    ['not a url', 'Invalid URL. (example: https://example.com/promo.jpg)'],
    [
      'https://cdn.example.com/promo.gif',
      'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4).',
    ],
    ['https://cdn.example.com/', 'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4).'],
  ])('%j → %j', (url, error) => {
    expect(words(url)).toBe(error);
  });

  it('keeps the spec words for the 5 MB case', () => {
    expect(MEDIA_MESSAGES.serverTooLarge).toBe('File size is greater than 5 MB.');
    expect(MEDIA_MESSAGES.tooLarge).toBe('error.fileTooLarge');
    expect(translate(MEDIA_MESSAGES.tooLarge)).toBe(
      'File is too large. Please provide a link to a file that is 5MB or smaller.',
    );
  });

  it("recognises the server's sentences as the form's own messages", () => {
    for (const [sentence, text] of Object.entries(SERVER_MEDIA_SENTENCES))
      expect(translate(text)).toBe(sentence);
  });

  it('says it in Bahasa Indonesia', () => {
    activate('id', indonesian);
    expect(words('not a url')).toBe('URL tidak valid. (contoh: https://example.com/promo.jpg)');
    expect(words('https://cdn.example.com/promo.gif')).toBe(
      'Tautan harus berakhiran ekstensi yang didukung (.jpg, .png, .jpeg, .mp4).',
    );
  });
});
