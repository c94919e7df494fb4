import { deleteRecord } from '../../../mock-server/src/state/recordTable';
import type { ProviderContext, StateHandlers } from '../providerContext';

/**
 * Provider states of the customer and product-line interactions, on the seeded data (ctx.reset() reseeds
 * before every interaction). Calls are made as dataentry: the least-privileged persona of these screens.
 */
export function customerStates(ctx: ProviderContext): StateHandlers {
  const customers = () => ctx.app.store.state.customers;
  const productLines = () => ctx.app.store.state.productLines;
  const id = (params?: Record<string, unknown>) => String(params?.id);

  return {
    'customers exist': () => {
      if (Object.keys(customers().records).length === 0) throw new Error('the seed has no customers');
      ctx.actAs('dataentry');
    },
    'a customer with id {id} exists': (params) => {
      if (!customers().records[id(params)]) throw new Error(`the seed has no customer ${id(params)}`);
      ctx.actAs('dataentry');
    },
    'no customer with id {id} exists': (params) => {
      if (deleteRecord(customers(), id(params))) ctx.app.store.changed('customers');
      ctx.actAs('dataentry');
    },
    'product lines exist': () => {
      if (Object.keys(productLines().records).length === 0) throw new Error('the seed has no product lines');
      ctx.actAs('dataentry');
    },
    'a product line with id {id} exists': (params) => {
      if (!productLines().records[id(params)]) throw new Error(`the seed has no product line ${id(params)}`);
      ctx.actAs('dataentry');
    },
    'no product line with id {id} exists': (params) => {
      if (deleteRecord(productLines(), id(params))) ctx.app.store.changed('productLines');
      ctx.actAs('dataentry');
    },
  };
}
