import { campaignBody } from '@crm/fixtures';
import indonesian from '../../i18n/catalogues/id.json';
import { activate, translate, type Text } from '../../i18n/i18n';
import {
  buildCampaignBody,
  checkForm,
  EMPTY_FORM,
  formReducer,
  REQUIRED,
  SUMMARY_MESSAGES,
  type NewCampaignForm,
  repeatHints,
} from './newCampaignForm';
import { IMAGE_TEMPLATE, TEXT_TEMPLATE } from './testData';

function filled(overrides: Partial<NewCampaignForm> = {}): NewCampaignForm {
  let form = formReducer(EMPTY_FORM, { type: 'accountChosen', accountId: 1 });
  form = formReducer(form, { type: 'templateChosen', templateId: TEXT_TEMPLATE.id });
  form = formReducer(form, { type: 'templateLoaded', template: TEXT_TEMPLATE });
  form = formReducer(form, { type: 'parameterSource', group: 'header', index: 0, source: 'customer_data' });
  form = formReducer(form, { type: 'parameterValue', group: 'header', index: 0, value: 'customer_name' });
  for (const index of [0, 1]) {
    form = formReducer(form, { type: 'parameterSource', group: 'body', index, source: 'custom_text' });
    form = formReducer(form, { type: 'parameterValue', group: 'body', index, value: `text ${index}` });
    form = formReducer(form, { type: 'parameterValue', group: 'buttons', index, value: `B${index}` });
  }
  return {
    ...form,
    name: ' Summer promo ',
    productLines: ['WM01'],
    cities: ['Jakarta'],
    modelCodes: ['EWF8024'],
    serviceTypes: ['Repair'],
    purchaseStart: new Date(2020, 0, 1),
    purchaseEnd: new Date(2024, 5, 30),
    ...overrides,
  };
}

describe('form changes', () => {
  it('a loaded template gives one empty parameter per slot; quick replies preset to Custom Text', () => {
    let form = formReducer(EMPTY_FORM, { type: 'templateChosen', templateId: 101 });
    form = formReducer(form, { type: 'templateLoaded', template: TEXT_TEMPLATE });
    expect(form.header).toEqual([{ source: null, value: '' }]);
    expect(form.body).toHaveLength(2);
    expect(form.buttons).toEqual([
      { source: 'custom_text', value: '' },
      { source: 'custom_text', value: '' },
    ]);
    // a template answer for another choice is ignored
    expect(formReducer(form, { type: 'templateLoaded', template: IMAGE_TEMPLATE })).toBe(form);
  });

  it('changing the source clears the value; changing the account clears the template', () => {
    let form = filled();
    form = formReducer(form, { type: 'parameterSource', group: 'body', index: 0, source: 'customer_data' });
    expect(form.body[0]).toEqual({ source: 'customer_data', value: '' });
    form = formReducer(form, { type: 'accountChosen', accountId: 2 });
    expect(form).toMatchObject({ templateId: null, header: [], body: [], buttons: [], media: '' });
  });

  it('repeat on: daily and count 1; off: both cleared', () => {
    const on = formReducer(EMPTY_FORM, { type: 'repeatToggled', on: true });
    expect(on).toMatchObject({ repeated: true, repeatType: 'daily', countRepeat: 1 });
    const off = formReducer(
      { ...on, repeatType: 'weekly', countRepeat: 4, occurrences: 3 },
      { type: 'repeatToggled', on: false },
    );
    expect(off).toMatchObject({ repeated: false, repeatType: null, countRepeat: null, occurrences: null });
  });

  it('scheduling off clears its dates', () => {
    const form = formReducer(
      { ...EMPTY_FORM, scheduled: true, scheduleStart: new Date() },
      { type: 'scheduleToggled', on: false },
    );
    expect(form).toMatchObject({ scheduled: false, scheduleStart: null, scheduleEnd: null });
  });
});

describe('Publish checks (spec part 2 section 5)', () => {
  it('a complete form passes', () => {
    expect(checkForm(filled(), TEXT_TEMPLATE, true).summary).toBeNull();
  });

  it('an empty form: every required field, summary "Please fill in all required(*) fields"', () => {
    const check = checkForm(EMPTY_FORM, null, false);
    expect(check.summary).toBe('newCampaign.summary.required');
    expect(translate(check.summary as Text)).toBe('Please fill in all required(*) fields');
    expect(Object.keys(check.errors.fields)).toEqual([
      'name',
      'account',
      'template',
      'productLines',
      'cities',
      'modelCodes',
      'serviceTypes',
      'purchaseRange',
    ]);
  });

  it('each empty parameter shows "This field is required."', () => {
    const form = filled();
    form.body[1] = { source: 'custom_text', value: '  ' };
    form.header[0] = { source: null, value: 'customer_name' };
    const check = checkForm(form, TEXT_TEMPLATE, true);
    expect(check.errors.header).toEqual([REQUIRED]);
    expect(check.errors.body).toEqual([null, REQUIRED]);
    expect(check.summary).toBe(SUMMARY_MESSAGES.required);
    // The spec's words in English.
    expect(REQUIRED).toBe('newCampaign.error.required');
    expect(translate(REQUIRED)).toBe('This field is required.');
    expect(translate(SUMMARY_MESSAGES.required)).toBe('Please fill in all required(*) fields');
  });

  it('says its validation messages in Bahasa Indonesia', () => {
    activate('id', indonesian);
    const check = checkForm(
      { ...filled({ name: ' ' }), countRepeat: 400, repeated: true },
      TEXT_TEMPLATE,
      true,
    );
    expect(translate(check.errors.fields.name as Text)).toBe('Kolom ini wajib diisi.');
    expect(translate(check.errors.fields.countRepeat as Text)).toBe(
      'Masukkan bilangan bulat dari 0 sampai 365.',
    );
    expect(translate(check.summary as Text)).toBe('Harap isi semua kolom wajib (*)');
  });

  it('an account whose channel cannot be resolved counts as missing', () => {
    expect(checkForm(filled(), TEXT_TEMPLATE, false).errors.fields.account).toBe(REQUIRED);
  });

  it('both ends of the purchase range; schedule and repeat details when switched on', () => {
    expect(checkForm(filled({ purchaseEnd: null }), TEXT_TEMPLATE, true).errors.fields.purchaseRange).toBe(
      REQUIRED,
    );
    const scheduled = checkForm(filled({ scheduled: true, scheduleStart: new Date() }), TEXT_TEMPLATE, true);
    expect(scheduled.errors.fields.scheduleRange).toBe(REQUIRED);
    const repeated = checkForm(
      filled({ repeated: true, repeatType: 'daily', countRepeat: 1, occurrences: null }),
      TEXT_TEMPLATE,
      true,
    );
    expect(repeated.errors.fields).toEqual({ occurrences: REQUIRED });
  });

  it('repeat: 0 is accepted (the spec minimum), and each repeat input has its own message', () => {
    const zero = checkForm(
      filled({ repeated: true, repeatType: 'weekly', countRepeat: 0, occurrences: 0 }),
      TEXT_TEMPLATE,
      true,
    );
    expect(zero.summary).toBeNull();
    const wrong = checkForm(
      filled({ repeated: true, repeatType: null, countRepeat: 366, occurrences: -1 }),
      TEXT_TEMPLATE,
      true,
    );
    expect(wrong.errors.fields).toEqual({
      repeatType: REQUIRED,
      countRepeat: { id: 'newCampaign.error.wholeNumber', values: { min: 0, max: 365 } },
      occurrences: { id: 'newCampaign.error.wholeNumber', values: { min: 0, max: 100 } },
    });
    expect(translate(wrong.errors.fields.countRepeat as Text)).toBe('Enter a whole number from 0 to 365.');
    expect(translate(wrong.errors.fields.occurrences as Text)).toBe('Enter a whole number from 0 to 100.');
    expect(wrong.summary).toBe(SUMMARY_MESSAGES.required);
  });

  it('a media header needs its link; a URL error wins the summary', () => {
    let form = formReducer(filled(), { type: 'templateChosen', templateId: 102 });
    form = formReducer(form, { type: 'templateLoaded', template: IMAGE_TEMPLATE });
    form.body = [
      { source: 'custom_text', value: 'a' },
      { source: 'custom_text', value: 'b' },
    ];
    expect(checkForm(form, IMAGE_TEMPLATE, true).errors.media).toBe(REQUIRED);
    const invalid = checkForm({ ...form, media: 'promo.jpg', name: '' }, IMAGE_TEMPLATE, true);
    expect(translate(invalid.errors.media as Text)).toBe(
      'Invalid URL. (example: https://example.com/promo.jpg)',
    );
    expect(invalid.summary).toBe('newCampaign.summary.checkErrors');
    expect(translate(invalid.summary as Text)).toBe('Check first if any error message in all fields');
    const extension = checkForm({ ...form, media: 'https://a.example/x.gif' }, IMAGE_TEMPLATE, true);
    expect(extension.summary).toBe(SUMMARY_MESSAGES.urlError);
    expect(checkForm({ ...form, media: 'https://a.example/x.mp4' }, IMAGE_TEMPLATE, true).summary).toBeNull();
  });
});

describe('the creation body', () => {
  const account = { id: 1, client_id: 'div-marketing', phone_number: '6281119990001' };

  it('dates YYYY-MM-DD, status INITIAL, parameters trimmed, repeat and schedule cleared when off', () => {
    const body = buildCampaignBody(filled(), { template: TEXT_TEMPLATE, account, divisionName: 'Marketing' });
    expect(body).toEqual(
      campaignBody({
        name: 'Summer promo',
        city: ['Jakarta'],
        product_line: ['WM01'],
        purchase_start_date: '2020-01-01',
        purchase_end_date: '2024-06-30',
        body_parameter: [
          { source: 'custom_text', value: 'text 0' },
          { source: 'custom_text', value: 'text 1' },
        ],
        button_parameter: [
          { source: 'custom_text', value: 'B0' },
          { source: 'custom_text', value: 'B1' },
        ],
        template_name: 'template_101',
      }),
    );
  });

  it('scheduled and repeated campaigns carry their dates and counts; a media header its link', () => {
    const form = filled({
      scheduled: true,
      scheduleStart: new Date(2030, 0, 2),
      scheduleEnd: new Date(2030, 0, 9),
      repeated: true,
      repeatType: 'weekly',
      countRepeat: 2,
      occurrences: 3,
      media: ' https://cdn.example.com/a.jpg ',
    });
    const body = buildCampaignBody(form, { template: IMAGE_TEMPLATE, account, divisionName: 'Marketing' });
    expect(body).toMatchObject({
      is_scheduled: true,
      schedule_start_date: '2030-01-02',
      schedule_end_date: '2030-01-09',
      is_repeated: true,
      repeat_type: 'weekly',
      count_repeat: 2,
      num_of_occurence: 3,
      media_parameter: { source: 'custom_text', value: 'https://cdn.example.com/a.jpg' },
    });
  });
});

describe('what 0 means in the repeat fields', () => {
  it('says it under each field, in the unit chosen', () => {
    const hints = repeatHints('weekly');
    expect(hints.countRepeat).toEqual({ id: 'newCampaign.repeat.countHint', values: { unit: 'weekly' } });
    expect({ countRepeat: translate(hints.countRepeat), occurrences: translate(hints.occurrences) }).toEqual({
      countRepeat: 'Every how many weeks; 0 counts as 1 (every week).',
      occurrences: 'How many times it is sent in all; 0 or 1 sends it once, without repeating.',
    });
    expect(translate(repeatHints(null).countRepeat)).toBe('Every how many days; 0 counts as 1 (every day).');
    expect(translate(repeatHints('yearly').countRepeat)).toBe(
      'Every how many years; 0 counts as 1 (every year).',
    );
    activate('id', indonesian);
    expect(translate(repeatHints('monthly').countRepeat)).toBe(
      'Setiap berapa bulan sekali; 0 dihitung sebagai 1 (setiap bulan).',
    );
  });
});
