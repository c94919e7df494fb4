import { fieldLabelFrom, fillPlaceholders, previewModel, safeHttpUrl } from './preview';
import { IMAGE_TEMPLATE, TEXT_TEMPLATE } from './testData';

const label = fieldLabelFrom([{ key: 'customer_name', value: 'Customer Name' }]);

describe('placeholder filling', () => {
  it('custom text shows itself, customer data shows [Field], a missing value keeps {{n}}', () => {
    expect(
      fillPlaceholders(
        'Hi {{1}}, your {{2}} is due on {{3}}. {{1}}!',
        [
          { source: 'customer_data', value: 'customer_name' },
          { source: 'custom_text', value: 'washer' },
          { source: 'custom_text', value: '' },
        ],
        label,
      ),
    ).toBe('Hi [Customer Name], your washer is due on {{3}}. [Customer Name]!');
  });

  it('unknown field keys are titled; text is never interpreted', () => {
    expect(fillPlaceholders('{{1}}', [{ source: 'customer_data', value: 'engineer_name' }], label)).toBe(
      '[Engineer Name]',
    );
    expect(fillPlaceholders('{{1}}', [{ source: 'custom_text', value: '<b>x</b>' }], label)).toBe('<b>x</b>');
  });
});

describe('preview model', () => {
  it('fills header and body; quick replies show the parameter or the template text; URL and tel links', () => {
    const model = previewModel(
      TEXT_TEMPLATE,
      {
        header: [{ source: 'customer_data', value: 'customer_name' }],
        body: [
          { source: 'custom_text', value: 'washer' },
          { source: 'custom_text', value: 'Friday' },
        ],
        buttons: [
          { source: 'custom_text', value: 'BOOK' },
          { source: 'custom_text', value: '' },
        ],
        media: null,
      },
      label,
    );
    expect(model).toEqual({
      media: null,
      header: 'Hi [Customer Name]!',
      body: 'Your washer is due. Book before Friday.',
      footer: 'Electrolux Care',
      buttons: [
        { kind: 'quick_reply', label: 'BOOK' },
        { kind: 'url', label: 'See details', href: 'https://www.electrolux.co.id/promo' },
        { kind: 'quick_reply', label: 'Not now' },
        { kind: 'phone', label: 'Call us', href: 'tel:+6221500888' },
      ],
    });
  });

  it('a media header shows a placeholder linking to the media value when it is a web link', () => {
    const params = { header: [], body: [], buttons: [], media: 'https://cdn.example.com/a.jpg' };
    expect(previewModel(IMAGE_TEMPLATE, params, label).media).toEqual({
      format: 'IMAGE',
      url: 'https://cdn.example.com/a.jpg',
    });
    expect(previewModel(IMAGE_TEMPLATE, { ...params, media: 'javascript:alert(1)' }, label).media).toEqual({
      format: 'IMAGE',
      url: null,
    });
    expect(previewModel(IMAGE_TEMPLATE, params, label).header).toBe('');
  });

  it('only http(s) links are followed', () => {
    expect(safeHttpUrl('https://a.example/x')).toBe('https://a.example/x');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
  });
});
