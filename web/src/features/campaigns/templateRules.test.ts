import indonesian from '../../i18n/catalogues/id.json';
import { activate, translate } from '../../i18n/i18n';
import { allowedSources, parameterSlots, SOURCE_LABELS, templateView } from './templateRules';
import { IMAGE_TEMPLATE, template, TEXT_TEMPLATE } from './testData';

describe('parameter slots', () => {
  it('follow total_param_header/body, one per quick reply, one URL for a media header', () => {
    expect(parameterSlots(TEXT_TEMPLATE)).toEqual({ header: 1, media: false, body: 2, quickReplies: [0, 2] });
    expect(parameterSlots(IMAGE_TEMPLATE)).toEqual({ header: 0, media: true, body: 2, quickReplies: [] });
    expect(parameterSlots(null)).toEqual({ header: 0, media: false, body: 0, quickReplies: [] });
  });

  it('a media header never has header text parameters, whatever the total says', () => {
    const video = template(5, [{ type: 'HEADER', format: 'VIDEO' }], { header: 2 });
    expect(parameterSlots(video)).toMatchObject({ header: 0, media: true });
  });
});

describe('allowed sources (spec part 2 section 5)', () => {
  it('header: Custom Text, plus Customer Data only if the header has text', () => {
    expect(allowedSources('header', TEXT_TEMPLATE)).toEqual(['customer_data', 'custom_text']);
    expect(allowedSources('header', IMAGE_TEMPLATE)).toEqual(['custom_text']);
    const emptyText = template(6, [{ type: 'HEADER', format: 'TEXT', text: '  ' }]);
    expect(allowedSources('header', emptyText)).toEqual(['custom_text']);
  });

  it('body: Customer Data or Custom Text; buttons and media: Custom Text only', () => {
    expect(allowedSources('body', IMAGE_TEMPLATE)).toEqual(['customer_data', 'custom_text']);
    expect(allowedSources('button', TEXT_TEMPLATE)).toEqual(['custom_text']);
    expect(allowedSources('media', IMAGE_TEMPLATE)).toEqual(['custom_text']);
  });
});

describe('templateView', () => {
  it('reads the components of messages[0].data', () => {
    expect(templateView(TEXT_TEMPLATE)).toMatchObject({
      headerFormat: 'TEXT',
      headerText: 'Hi {{1}}!',
      footer: 'Electrolux Care',
    });
    expect(templateView(undefined).buttons).toEqual([]);
  });
});

describe('parameter sources in words', () => {
  it('Customer Data and Custom Text, in English as the spec names them and in Bahasa Indonesia', () => {
    expect(translate(SOURCE_LABELS.customer_data)).toBe('Customer Data');
    expect(translate(SOURCE_LABELS.custom_text)).toBe('Custom Text');
    activate('id', indonesian);
    expect(translate(SOURCE_LABELS.customer_data)).toBe('Data Pelanggan');
    expect(translate(SOURCE_LABELS.custom_text)).toBe('Teks Bebas');
  });
});
