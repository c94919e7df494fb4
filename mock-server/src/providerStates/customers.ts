import { CUSTOMER_COLUMNS, PRODUCT_LINE_COLUMNS } from '../state/records/columns.js';
import { deleteRecord, insertRecord } from '../state/records/recordTable.js';
import { param, type ProviderState } from './definition.js';

/**
 * States of the customer and product-line interactions. Their calls are made as dataentry, the
 * least-privileged persona of these screens (crm.customer.list).
 */
export const customerStates: readonly ProviderState[] = [
  {
    name: 'customers exist',
    description:
      'At least one customer exists, one of them in the city Bandung with the call type Repair. ' +
      'The caller is dataentry.',
    persona: 'dataentry',
    kind: 'data',
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
        new Date(app.clock.now()).toISOString(),
      );
      app.store.changed('customers');
    },
  },
  {
    name: 'a customer with id {id} exists',
    description: 'The customer {id} exists with every mandatory field filled. The caller is dataentry.',
    params: { id: 'the customer id' },
    persona: 'dataentry',
    kind: 'data',
    setup: (app, params) => {
      if (!app.store.state.customers.records[param(params, 'id')])
        throw new Error(`the seed has no customer ${param(params, 'id')}`);
    },
  },
  {
    name: 'no customer with id {id} exists',
    description: 'No customer has the id {id}. The caller is dataentry.',
    params: { id: 'the customer id' },
    persona: 'dataentry',
    kind: 'data',
    setup: (app, params) => {
      if (deleteRecord(app.store.state.customers, param(params, 'id'))) app.store.changed('customers');
    },
  },
  {
    name: 'product lines exist',
    description: 'At least one product line exists. The caller is dataentry.',
    persona: 'dataentry',
    kind: 'data',
    setup: (app) => {
      const table = app.store.state.productLines;
      if (Object.keys(table.records).length > 0) return;
      insertRecord(
        table,
        PRODUCT_LINE_COLUMNS,
        { code: 'WMF01', value: 'Washing Machine', model_code: 'EWF8024', model_description: 'Front load' },
        new Date(app.clock.now()).toISOString(),
      );
      app.store.changed('productLines');
    },
  },
  {
    name: 'a product line with id {id} exists',
    description: 'The product line {id} exists with every mandatory field filled. The caller is dataentry.',
    params: { id: 'the product line id' },
    persona: 'dataentry',
    kind: 'data',
    setup: (app, params) => {
      if (!app.store.state.productLines.records[param(params, 'id')])
        throw new Error(`the seed has no product line ${param(params, 'id')}`);
    },
  },
  {
    name: 'no product line with id {id} exists',
    description: 'No product line has the id {id}. The caller is dataentry.',
    params: { id: 'the product line id' },
    persona: 'dataentry',
    kind: 'data',
    setup: (app, params) => {
      if (deleteRecord(app.store.state.productLines, param(params, 'id'))) app.store.changed('productLines');
    },
  },
];
