import { describe, expect, it } from 'vitest';
import { MESSAGES, mediaUrlProblem } from '../../../src/state/campaigns/mediaUrl.js';
import { LANGUAGES } from '@crm/domain';
import { words } from '../../../src/i18n/messages.js';

describe('media links', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', null],
    ['http://cdn.example.com/a.PNG', null],
    ['https://cdn.example.com/a.jpeg?token=1', null],
    ['https://cdn.example.com/clip.mp4', null],
    ['https://cdn.example.com/promo-5mb.jpg', null],
    ['https://cdn.example.com/mb-guide.jpg', null],
    ['example.com/a.jpg', MESSAGES.invalidUrl],
    ['javascript:alert(1)//a.jpg', MESSAGES.invalidUrl],
    ['', MESSAGES.invalidUrl],
    ['https://cdn.example.com/a.gif', MESSAGES.extension],
    ['https://cdn.example.com/a.jpg.pdf', MESSAGES.extension],
    ['https://cdn.example.com/promo-6mb.jpg', MESSAGES.tooLarge],
    ['https://cdn.example.com/promo_5.5MB.png', MESSAGES.tooLarge],
    ['https://cdn.example.com/big%2020%20MB.mp4', MESSAGES.tooLarge],
  ])('%j → %j', (url, problem) => {
    expect(mediaUrlProblem(url)).toBe(problem);
  });

  it.each([
    ['https://cdn.example.com/manual.pdf', 'DOCUMENT', null],
    ['https://cdn.example.com/Manual.PDF?sig=1', 'DOCUMENT', null],
    ['https://cdn.example.com/promo.jpg', 'DOCUMENT', null],
    ['https://cdn.example.com/manual.docx', 'DOCUMENT', MESSAGES.documentExtension],
    ['https://cdn.example.com/manual-8mb.pdf', 'DOCUMENT', MESSAGES.tooLarge],
    ['https://cdn.example.com/manual.pdf', 'IMAGE', MESSAGES.extension],
    ['https://cdn.example.com/manual.pdf', 'VIDEO', MESSAGES.extension],
  ] as const)('a %s header link of format %s → %j (a document header takes .pdf)', (url, format, problem) => {
    expect(mediaUrlProblem(url, format)).toBe(problem);
  });

  it('uses the words of the spec', () => {
    expect(words('en', MESSAGES.tooLarge)).toBe('File size is greater than 5 MB.');
    expect(words('en', MESSAGES.extension)).toBe(
      'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4).',
    );
  });

  it("keeps the spec's server message for a link over 5 MB in every language (the web app knows those words)", () => {
    for (const language of LANGUAGES)
      expect(words(language, MESSAGES.tooLarge)).toBe('File size is greater than 5 MB.');
    expect(words('id', MESSAGES.extension)).toBe(
      'Tautan harus diakhiri ekstensi yang didukung (.jpg, .png, .jpeg, .mp4).',
    );
  });
});
