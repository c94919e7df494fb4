import { ApiError, refusalSentences } from '../../api/apiError';
import indonesian from '../../i18n/catalogues/id.json';
import { activate, raw, translate, type Text } from '../../i18n/i18n';
import { serverRefusal, UNMAPPED_REFUSAL, type ServerRefusal } from './serverFieldErrors';

const refused = (errors: string[]) =>
  new ApiError(400, errors.join(' '), { message: errors.join(' '), errors });

/** A refusal in words: each field's message and the toast (English unless a test switches). */
function inWords(refusal: ServerRefusal) {
  return {
    fields: Object.fromEntries(
      Object.entries(refusal.fields).map(([field, text]) => [field, translate(text)]),
    ),
    summary: translate(refusal.summary),
  };
}
const FALLBACK: Text = 'error.unexpected';

describe('a refused Publish in the words of the form', () => {
  it("shows the server's own reason for a refused campaign name, with the form's name for the field", () => {
    const refusal = serverRefusal(refused(['name must be at most 200 characters.']), FALLBACK);
    // The server's words stay raw: never looked up in the catalogue.
    expect(refusal.fields).toEqual({ name: raw('Campaign Name must be at most 200 characters.') });
    const taken = serverRefusal(
      refused(['name "Ramadan Promo" is already used by campaign 12: choose another name.']),
      FALLBACK,
    );
    expect(inWords(taken).fields).toEqual({
      name: 'Campaign Name "Ramadan Promo" is already used by campaign 12: choose another name.',
    });
    expect(taken.summary).toBe('newCampaign.summary.checkErrors');
    expect(inWords(taken).summary).toBe('Check first if any error message in all fields');
  });

  it('puts each repeat sentence under its own field, without API field names', () => {
    const refusal = serverRefusal(
      refused([
        'repeat_type must be one of daily, weekly, monthly, yearly when the campaign repeats.',
        'count_repeat must be a whole number from 0 to 365 when the campaign repeats.',
        'num_of_occurence is required when the campaign repeats.',
      ]),
      FALLBACK,
    );
    const words = inWords(refusal);
    expect(words.fields).toEqual({
      repeatType: 'Repeat type must be one of daily, weekly, monthly, yearly when the campaign repeats.',
      countRepeat: 'Repeat count must be a whole number from 0 to 365 when the campaign repeats.',
      occurrences: 'Occurrences is required when the campaign repeats.',
    });
    expect(words.summary).toBe('Check first if any error message in all fields');
    const shown = [words.summary, ...Object.values(words.fields)].join(' ');
    expect(shown).not.toMatch(/count_repeat|num_of_occurence|repeat_type/);
  });

  it('reads the sentences from the message when the body has no errors list', () => {
    const error = new ApiError(
      400,
      'count_repeat must be a whole number from 0 to 365 when the campaign repeats. Template 9 does not exist.',
    );
    expect(refusalSentences(error)).toEqual([
      raw('count_repeat must be a whole number from 0 to 365 when the campaign repeats.'),
      raw('Template 9 does not exist.'),
    ]);
    expect(inWords(serverRefusal(error, FALLBACK)).fields).toMatchObject({
      countRepeat: 'Repeat count must be a whole number from 0 to 365 when the campaign repeats.',
      template: 'Template 9 does not exist.',
    });
  });

  it('maps segmentation, dates and media sentences; media URL sentences keep their (user) words', () => {
    const refusal = serverRefusal(
      refused([
        'city must list at least one city.',
        'purchase_start_date must not be after purchase_end_date.',
        'schedule_start_date must not be in the past (today is 2026-01-01).',
        'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4, .pdf).',
      ]),
      FALLBACK,
    );
    expect(refusal.fields.media).toBe('newCampaign.media.documentExtension');
    expect(inWords(refusal).fields).toEqual({
      cities: 'Location must list at least one city.',
      purchaseRange: 'Purchase Start Date must not be after Purchase End Date.',
      scheduleRange: 'Start Date must not be in the past (today is 2026-01-01).',
      media: 'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4, .pdf).',
    });
  });

  it("keeps the form's own sentence only for a reason that would still show API names", () => {
    const refusal = serverRefusal(refused(['body_parameter[0].value is required.']), FALLBACK);
    expect(refusal.fields).toEqual({ template: 'newCampaign.refusal.parameters' });
    expect(inWords(refusal).fields).toEqual({
      template: "The parameters do not match this template's. Choose the template again.",
    });
  });

  it("says the form's own sentences in Bahasa Indonesia, and the server's words as it wrote them", () => {
    activate('id', indonesian);
    const refusal = serverRefusal(
      refused(['body_parameter[0].value is required.', 'No customer matches this segmentation.']),
      FALLBACK,
    );
    expect(inWords(refusal)).toEqual({
      fields: { template: 'Parameter tidak sesuai dengan templat ini. Pilih templat lagi.' },
      summary: 'Periksa dahulu pesan kesalahan di semua kolom No customer matches this segmentation.',
    });
  });

  it("keeps a sentence without API names as the server's message; hides one with unknown API names", () => {
    expect(serverRefusal(refused(['No customer matches this segmentation.']), FALLBACK)).toEqual({
      fields: {},
      summary: raw('No customer matches this segmentation.'),
    });
    const unknown = serverRefusal(refused(["status of a new campaign must be 'INITIAL'."]), FALLBACK);
    expect(unknown).toEqual({ fields: {}, summary: UNMAPPED_REFUSAL });
    expect(
      translate(serverRefusal(new ApiError(502, 'Something Wrong (502) Bad Gateway'), FALLBACK).summary),
    ).toBe('Something Wrong (502) Bad Gateway');
    expect(translate(UNMAPPED_REFUSAL)).toBe('The campaign was refused. Check the form and publish again.');
  });
});
