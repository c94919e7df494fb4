import { expectSaga } from 'redux-saga-test-plan';
import english from '../../i18n/catalogues/en.json';
import indonesian from '../../i18n/catalogues/id.json';
import { activate } from '../../i18n/i18n';
import { rootReducer } from '../../store/store';
import { campaign } from '../../test/campaigns';
import { fakeHttp } from '../../test/fakeHttp';
import { makeDeps } from '../../test/sagaDeps';
import { leavingPath } from './components/LeaveGuard';
import { DUPLICATE_KEY, formFromCampaign } from './duplicate';
import { EMPTY_FORM, formReducer, isFormDirty } from './newCampaignForm';
import { newCampaignSaga } from './newCampaignSaga';
import { newCampaignActions as actions } from './newCampaignSlice';
import { TEXT_TEMPLATE } from './testData';

const source = campaign({
  id: 5,
  name: 'Rejected Promo',
  template_id: TEXT_TEMPLATE.id,
  header_parameter: [{ source: 'customer_data', value: 'customer_name' }],
  body_parameter: [
    { source: 'custom_text', value: 'washer' },
    { source: 'custom_text', value: '31 July' },
  ],
  button_parameter: [
    { source: 'custom_text', value: 'BOOK' },
    { source: 'custom_text', value: 'LATER' },
  ],
});

describe('Duplicate', () => {
  it('copies account, template, parameters and segmentation; the name says it is a copy', () => {
    const form = formFromCampaign(source);
    expect(form).toMatchObject({
      name: 'Rejected Promo (copy)',
      accountId: source.channel_account_id,
      templateId: TEXT_TEMPLATE.id,
      header: [{ source: 'customer_data', value: 'customer_name' }],
      body: [
        { source: 'custom_text', value: 'washer' },
        { source: 'custom_text', value: '31 July' },
      ],
      productLines: source.product_line,
      cities: source.city,
      modelCodes: source.model_type,
      serviceTypes: source.service_type,
      scheduled: false,
      repeated: false,
    });
    expect(form.purchaseStart?.getFullYear()).toBe(2023);
    expect(form.purchaseStart?.getMonth()).toBe(0);
    expect(form.purchaseStart?.getDate()).toBe(5);
  });

  it.each([
    ['en', english, 'Rejected Promo (copy)'],
    ['id', indonesian, 'Rejected Promo (salinan)'],
  ] as const)('marks the copy in the language shown (%s)', (language, catalogue, name) => {
    activate(language, catalogue);
    expect(formFromCampaign(source).name).toBe(name);
  });

  it("the template's arrival keeps copied parameters that fit its slots, and blanks a fresh choice", () => {
    const copied = formFromCampaign(source);
    const kept = formReducer(copied, { type: 'templateLoaded', template: TEXT_TEMPLATE });
    expect(kept.body[0]).toEqual({ source: 'custom_text', value: 'washer' });
    const chosen = formReducer(copied, { type: 'templateChosen', templateId: TEXT_TEMPLATE.id });
    const fresh = formReducer(chosen, { type: 'templateLoaded', template: TEXT_TEMPLATE });
    expect(fresh.body.every((parameter) => parameter.value === '')).toBe(true);
  });

  it('New Campaign loads the campaign left in session storage once, and forgets the key', async () => {
    sessionStorage.setItem(DUPLICATE_KEY, '5');
    const { http, requests } = fakeHttp({ 'GET /api/campaigns/5': () => ({ data: { campaign: source } }) });
    const result = await expectSaga(newCampaignSaga, makeDeps(http))
      .withReducer(rootReducer)
      .dispatch(actions.opened())
      .run(100);
    expect(result.storeState.newCampaign.duplicateOf?.id).toBe(5);
    expect(requests.filter((request) => request.url === '/api/campaigns/5')).toHaveLength(1);
    expect(sessionStorage.getItem(DUPLICATE_KEY)).toBeNull();
  });
});

describe('leaving a half-filled form', () => {
  it('an empty form is not dirty; any entry makes it dirty', () => {
    expect(isFormDirty(EMPTY_FORM)).toBe(false);
    expect(isFormDirty({ ...EMPTY_FORM, name: 'A' })).toBe(true);
    expect(isFormDirty({ ...EMPTY_FORM, cities: ['Jakarta'] })).toBe(true);
  });

  it('in-app links to another page are caught; new tabs, other sites and the same page are not', () => {
    const here = new URL('http://app.test/campaign/new-campaign') as unknown as Location;
    const link = (href: string, target = '') => {
      const anchor = document.createElement('a');
      anchor.href = href;
      if (target) anchor.target = target;
      return anchor;
    };
    expect(leavingPath(link('http://app.test/campaign/list-campaign'), here)).toBe('/campaign/list-campaign');
    expect(leavingPath(link('http://app.test/campaign/list-campaign', '_blank'), here)).toBeNull();
    expect(leavingPath(link('https://other.test/x'), here)).toBeNull();
    expect(leavingPath(link('http://app.test/campaign/new-campaign'), here)).toBeNull();
  });
});
