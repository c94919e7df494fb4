import { activate, translate } from '../../i18n/i18n';
import english from '../../i18n/catalogues/en.json';
import indonesian from '../../i18n/catalogues/id.json';
import { customerFieldText, fieldLabelFrom, fillPlaceholders, previewModel, safeHttpUrl } from './preview';
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

describe('customer fields in the language shown', () => {
  /** The fields GET /api/lists?property=customer.fields answers with: each key with the server's (English) name. */
  const SERVER_FIELDS = [
    ['customer_name', 'Customer Name'],
    ['mobile_no', 'Mobile No'],
    ['call_type', 'Call Type'],
    ['service_order_no', 'Service Order No'],
    ['model_code', 'Model Code'],
    ['city', 'City'],
    ['closure_date', 'Closure Date'],
    ['call_status', 'Call Status'],
    ['attended_time', 'Attended Time'],
    ['action_taken', 'Action Taken'],
    ['engineer_name', 'Engineer Name'],
    ['reason_for_pending', 'Reason For Pending'],
    ['service_provider_name', 'Service Provider Name'],
    ['service_provider_code', 'Service Provider Code'],
    ['address', 'Address'],
    ['product_line_alpha_-_numeric', 'Product Line Alpha - Numeric'],
    ['model_description', 'Model Description'],
    ['brand_code', 'Brand Code'],
    ['route', 'Route'],
    ['coverage_type', 'Coverage Type'],
    ['pnc_number', 'PNC Number'],
    ['machine_serial_no', 'Machine Serial No'],
    ['service_order_received_by', 'Service Order Received By'],
    ['call_priority', 'Call Priority'],
  ].map(([key, value]) => ({ key: key!, value: value! }));

  it.each([
    ['en', english],
    ['id', indonesian],
  ] as const)(
    'names every field of the server in the words of the customer screens (%s), one name per field',
    (language, catalogue) => {
      activate(language, catalogue);
      const names = SERVER_FIELDS.map((field) => translate(customerFieldText(field)));
      expect(new Set(names).size).toBe(SERVER_FIELDS.length);
      // In Bahasa Indonesia none is left in the server's English.
      if (language === 'id')
        SERVER_FIELDS.forEach((field, index) => expect(names[index], field.key).not.toBe(field.value));
      const label = fieldLabelFrom(SERVER_FIELDS);
      SERVER_FIELDS.forEach((field, index) => expect(label(field.key)).toBe(names[index]));
    },
  );

  it('the preview and the source list say it in Bahasa Indonesia: [Nama Pelanggan]', () => {
    activate('id', indonesian);
    const label = fieldLabelFrom(SERVER_FIELDS);
    expect(
      fillPlaceholders(
        'Halo {{1}} ({{2}})',
        [
          { source: 'customer_data', value: 'customer_name' },
          { source: 'customer_data', value: 'mobile_no' },
        ],
        label,
      ),
    ).toBe('Halo [Nama Pelanggan] ([No. HP])');
    expect(translate(customerFieldText({ key: 'customer_name', value: 'Customer Name' }))).toBe(
      'Nama Pelanggan',
    );
  });

  it("a field the app does not know is shown by the server's name, else by its key in words", () => {
    activate('id', indonesian);
    expect(translate(customerFieldText({ key: 'loyalty_tier', value: 'Loyalty Tier' }))).toBe('Loyalty Tier');
    expect(fieldLabelFrom([])('loyalty_tier')).toBe('Loyalty Tier');
  });
});
