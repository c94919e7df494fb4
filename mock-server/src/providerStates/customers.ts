import { CUSTOMER_COLUMNS, PRODUCT_LINE_COLUMNS } from '../state/records/columns.js';
import { deleteRecord, insertRecord } from '../state/records/recordTable.js';
import { param, type ProviderState } from './definition.js';

/** "No record has the id" deletes it if it exists. */
function recordIdStates(area: 'customers' | 'productLines', noun: string): ProviderState[] {
  return [
    {
      name: `a ${noun} with id {id} exists`,
      description: `The ${noun} {id} exists with every mandatory field filled. The caller is dataentry.`,
      params: { id: `the ${noun} id` },
      persona: 'dataentry',
      setup: (app, params) => {
        if (!app.store.state[area].records[param(params, 'id')])
          throw new Error(`the seed has no ${noun} ${param(params, 'id')}`);
      },
    },
    {
      name: `no ${noun} with id {id} exists`,
      description: `No ${noun} has the id {id}. The caller is dataentry.`,
      params: { id: `the ${noun} id` },
      persona: 'dataentry',
      setup: (app, params) => {
        if (deleteRecord(app.store.state[area], param(params, 'id'))) app.store.changed(area);
      },
    },
  ];
}

/** Called as dataentry, the least-privileged persona of these screens. */
export const customerStates: readonly ProviderState[] = [
  {
    name: 'customers exist',
    description:
      'At least one customer exists, one of them in the city Bandung with the call type Repair. ' +
      'The caller is dataentry.',
    persona: 'dataentry',
    setup: (app) => {
      const table = app.store.state.customers;
      insertRecord(
        table,
        CUSTOMER_COLUMNS,
        {
          customer_name: 'Contract Customer',
          mobile_no: '628990009999',
          service_order_no: 'CT-SO-1',
          city: 'Bandung',
          call_type: 'Repair',
        },
        app.clock.iso(),
      );
      app.store.changed('customers');
    },
  },
  ...recordIdStates('customers', 'customer'),
  {
    name: 'product lines exist',
    description: 'At least one product line exists. The caller is dataentry.',
    persona: 'dataentry',
    setup: (app) => {
      const table = app.store.state.productLines;
      if (Object.keys(table.records).length > 0) return;
      insertRecord(
        table,
        PRODUCT_LINE_COLUMNS,
        { code: 'WMF01', value: 'Washing Machine', model_code: 'EWF8024', model_description: 'Front load' },
        app.clock.iso(),
      );
      app.store.changed('productLines');
    },
  },
  ...recordIdStates('productLines', 'product line'),
];
