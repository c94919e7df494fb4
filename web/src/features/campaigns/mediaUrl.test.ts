import { MEDIA_MESSAGES, mediaUrlError } from './mediaUrl';

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
    expect(mediaUrlError(url, format)).toBe(error);
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
    expect(mediaUrlError(url)).toBe(error);
  });

  it('keeps the spec words for the 5 MB case', () => {
    expect(MEDIA_MESSAGES.serverTooLarge).toBe('File size is greater than 5 MB.');
    expect(MEDIA_MESSAGES.tooLarge).toBe(
      'File is too large. Please provide a link to a file that is 5MB or smaller.',
    );
  });
});
