import { ApiError, refusalSentences } from '../../api/apiError';
import english from '../../i18n/catalogues/en.json';
import indonesian from '../../i18n/catalogues/id.json';
import { activate, raw, translate, type Text } from '../../i18n/i18n';
import { serverRefusal, type ServerRefusal } from './serverFieldErrors';

const refused = (errors: string[]) =>
  new ApiError(400, errors.join(' '), { message: errors.join(' '), errors });

/** A refusal in words: each field's message and the toast (English unless a test switches). */
function inWords(refusal: ServerRefusal) {
  return {
    fields: Object.fromEntries(
      Object.entries(refusal.fields).map(([field, text]) => [field, translate(text as Text)]),
    ),
    summary: translate(refusal.summary),
    detail: refusal.detail === undefined ? undefined : translate(refusal.detail),
  };
}
const FALLBACK: Text = 'error.unexpected';
const CHECK_ERRORS = 'Check first if any error message in all fields';

/**
 * Sentences of the mock's campaign validation (mock-server/src/state/campaigns/campaignInput.ts), one of each
 * kind, and of other backends (a quota): what a refused Publish can bring.
 */
const SERVER_SENTENCES = [
  // A schema's violations open with "Invalid request: " (mock-server/src/lib/validation.ts).
  'Invalid request: name must be at most 200 characters.',
  'Invalid request: body_parameter[1].value must be at most 1000 characters.',
  'Invalid request: media_parameter.value must be at most 1000 characters.',
  'name must be at most 200 characters.',
  'name (the campaign name) is required.',
  'channel_account_id (the WABA account) is required.',
  'Channel account 9 does not exist.',
  'template_id is required.',
  'Template 9 does not exist.',
  'Template 102 does not belong to channel account 1.',
  "header_parameter must have 1 entry (the template's total_param_header), got 0.",
  "body_parameter must have 2 entries (the template's total_param_body), got 1.",
  'body_parameter[1].value must be at most 1000 characters.',
  'body_parameter[0].value is required.',
  "body_parameter[0].source 'custom' is not allowed here (allowed: custom_text, customer_data).",
  "header_parameter[0].value 'shoe_size' is not a customer field (see GET /api/lists?property=customer.fields).",
  'button_parameter[1].value is required.',
  'product_line must list at least one product line code.',
  'city must list at least one city.',
  'model_type must contain only non-empty texts.',
  'service_type must list at least one service type.',
  'purchase_start_date must not be after purchase_end_date.',
  'purchase_start_date must not be before 1919-01-01.',
  'A scheduled campaign needs schedule_start_date and schedule_end_date (YYYY-MM-DD).',
  'schedule_start_date must not be in the past (today is 2026-01-01).',
  'repeat_type must be one of daily, weekly, monthly, yearly when the campaign repeats.',
  'count_repeat must be a whole number from 0 to 365 when the campaign repeats.',
  'num_of_occurence is required when the campaign repeats.',
  "media_parameter (a link to the image) is required: the template's header is IMAGE.",
  'media_parameter must be empty: the template has no media header.',
  "status of a new campaign must be 'INITIAL'.",
  "client_id 'div-marketing' has no quota left this month.",
  'No customer matches this segmentation (product lines, cities, model codes, service types and purchase dates together): widen it and publish again.',
];

/** Every text of the catalogue: a refusal's words must never be one of them standing in for the server's. */
const CATALOGUE_TEXTS = new Set(Object.values(english));

describe("a refused Publish: the server's reason as it came, and the field it names marked", () => {
  it.each(SERVER_SENTENCES)('%s', (sentence) => {
    const refusal = serverRefusal(refused([sentence]), FALLBACK);
    const words = inWords(refusal);
    // The toast carries the server's words as they came: as the headline, or beside the spec's text when a
    // field is marked (the field then says it in the form's words).
    const marked = Object.keys(words.fields).length > 0;
    if (marked) {
      expect(words.summary).toBe(CHECK_ERRORS);
      expect(words.detail).toBe(sentence);
    } else {
      expect(words.summary).toBe(sentence);
      expect(words.detail).toBeUndefined();
    }
    // Never a canned sentence of ours in place of the server's (the spec's media texts are the server's own).
    for (const text of Object.values(words.fields))
      if (!/^(Invalid URL|Links must end)/.test(text)) expect(CATALOGUE_TEXTS.has(text)).toBe(false);
    expect(CATALOGUE_TEXTS.has(words.summary) && !marked).toBe(false);
  });

  it("marks the parameter a sentence names, with the server's words in the form's names", () => {
    const sentence = 'Invalid request: body_parameter[1].value must be at most 1000 characters.';
    const refusal = serverRefusal(refused([sentence]), FALLBACK);
    // Under the field, what is wrong with it; the toast has the whole message as it came.
    expect(refusal.fields).toEqual({
      'body.1': raw('Body parameter {{2}} value must be at most 1000 characters.'),
    });
    expect(refusal.detail).toEqual(raw(sentence));
    expect(
      inWords(serverRefusal(refused(['button_parameter[0].value is required.']), FALLBACK)).fields,
    ).toEqual({
      'buttons.0': 'Button parameter 1 value is required.',
    });
    expect(
      inWords(serverRefusal(refused(['header_parameter[0].source is required.']), FALLBACK)).fields,
    ).toEqual({
      'header.0': 'Header parameter {{1}} source is required.',
    });
  });

  it('shows a sentence that names no field of the form as written', () => {
    const quota = "client_id 'div-marketing' has no quota left this month.";
    expect(serverRefusal(refused([quota]), FALLBACK)).toEqual({ fields: {}, summary: raw(quota) });
  });

  it("puts each sentence under the field it names, in the form's names", () => {
    const refusal = serverRefusal(
      refused([
        'name must be at most 200 characters.',
        'repeat_type must be one of daily, weekly, monthly, yearly when the campaign repeats.',
        'count_repeat must be a whole number from 0 to 365 when the campaign repeats.',
        'num_of_occurence is required when the campaign repeats.',
        'city must list at least one city.',
        'purchase_start_date must not be after purchase_end_date.',
        'schedule_start_date must not be in the past (today is 2026-01-01).',
        "body_parameter must have 2 entries (the template's total_param_body), got 1.",
      ]),
      FALLBACK,
    );
    expect(inWords(refusal).fields).toEqual({
      name: 'Campaign Name must be at most 200 characters.',
      repeatType: 'Repeat type must be one of daily, weekly, monthly, yearly when the campaign repeats.',
      countRepeat: 'Repeat count must be a whole number from 0 to 365 when the campaign repeats.',
      occurrences: 'Occurrences is required when the campaign repeats.',
      cities: 'Location must list at least one city.',
      purchaseRange: 'Purchase Start Date must not be after Purchase End Date.',
      scheduleRange: 'Start Date must not be in the past (today is 2026-01-01).',
      template: "Body parameters must have 2 entries (the template's total_param_body), got 1.",
    });
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
    expect(inWords(serverRefusal(error, FALLBACK))).toEqual({
      fields: {
        countRepeat: 'Repeat count must be a whole number from 0 to 365 when the campaign repeats.',
        template: 'Template 9 does not exist.',
      },
      summary: CHECK_ERRORS,
      detail:
        'count_repeat must be a whole number from 0 to 365 when the campaign repeats. Template 9 does not exist.',
    });
  });

  it("the media link's sentences are the spec's, in the user's language", () => {
    activate('id', indonesian);
    const sentence = 'Links must end with a supported extension (.jpg, .png, .jpeg, .mp4, .pdf).';
    const refusal = serverRefusal(refused([sentence]), FALLBACK);
    expect(refusal.fields.media).toBe('newCampaign.media.documentExtension');
    // The server's words beside the spec's text stay as it wrote them.
    expect(inWords(refusal).detail).toBe(sentence);
    expect(inWords(refusal).summary).toBe('Periksa dahulu pesan kesalahan di semua kolom');
  });

  it('a failure without an answer, or a 502, says so in its own words', () => {
    expect(translate(serverRefusal(new ApiError(502, 'error.badGateway'), FALLBACK).summary)).toBe(
      'Something Wrong (502) Bad Gateway',
    );
    expect(translate(serverRefusal(new ApiError(null, 'error.network'), FALLBACK).summary)).toMatch(/\S/);
    expect(serverRefusal('nothing', FALLBACK)).toEqual({ fields: {}, summary: FALLBACK });
  });
});
