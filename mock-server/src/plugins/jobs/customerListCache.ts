import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CustomerListBodies } from '../../lib/customerListBody.js';
import { BackgroundJob } from '../../lib/jobs.js';
import type { Scheduler } from '../../lib/scheduler.js';
import { buildAudienceIndex, type AudienceCustomer } from '../../state/campaigns/campaignAudience.js';
import type { Area } from '../../state/store/mockState.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** What the customer list and campaign calls read from the customer table (a background job). */
    customerListCache: CustomerListCache;
  }
}

/** The customer keys whose values the audience index keeps as written. */
const INDEXED: Partial<Record<string, keyof AudienceCustomer['raw']>> = {
  city: 'city',
  call_type: 'serviceType',
  model_code: 'modelCode',
  'product_line_alpha_-_numeric': 'productLine',
};

/** Quiet time after a change before the list body is rebuilt in the background. */
export const WARM_DELAY_MS = 250;

/**
 * Everything derived from the customer table, dropped together whenever the customers change (and after a
 * reset) and rebuilt from one pass over the table:
 * - `bodies`: the whole list as GET /api/customers answers it, pre-serialised and pre-compressed with its
 *   ETag (lib/customerListBody.ts); rebuilt in the background once things are quiet after a change (an upload
 *   changes many records in a row), so that the list reload that follows an edit finds it ready;
 * - `audience()`: the audience index the campaign segmentation selects from;
 * - `distinctValues(key)`: the distinct values behind GET /api/lists.
 * At 100,000 customers a campaign creation or a list call does not rescan every record.
 */
export class CustomerListCache extends BackgroundJob {
  readonly name = 'customer list cache';
  readonly bodies: CustomerListBodies;
  private index: AudienceCustomer[] | undefined;
  private readonly distinct = new Map<string, string[]>();
  private cancelWarm: () => void = () => undefined;
  private readonly onChanged = (area: Area) => {
    if (area === 'customers') this.invalidate();
  };

  constructor(
    private readonly app: FastifyInstance,
    /** This job's group of the app's scheduler: the background rebuild. */
    private readonly timers: Scheduler,
  ) {
    super();
    this.bodies = new CustomerListBodies(() => app.store.state.customers.records);
    app.store.on('changed', this.onChanged);
  }

  /** Drops everything derived from the customers; the list body is rebuilt after a quiet moment. */
  invalidate(delayMs = WARM_DELAY_MS): void {
    this.bodies.invalidate();
    this.index = undefined;
    this.distinct.clear();
    this.cancelWarm();
    this.cancelWarm = this.timers.after(delayMs, 'customer list cache', () => this.bodies.warm());
  }

  audience(): AudienceCustomer[] {
    this.index ??= buildAudienceIndex(this.app.store.state.customers);
    return this.index;
  }

  /** Distinct non-blank values of a customer field, as written (first spelling wins), sorted naturally. */
  distinctValues(key: string): string[] {
    let values = this.distinct.get(key);
    if (!values) {
      const seen = new Map<string, string>();
      const add = (value: string | undefined) => {
        if (value && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
      };
      // The segmentation fields are in the index already (trimmed, in record order): no second pass over
      // every record's entries (at 250,000 customers the New Campaign lookups took seconds).
      const indexed = INDEXED[key];
      if (indexed) for (const customer of this.audience()) add(customer.raw[indexed]);
      else
        for (const entries of Object.values(this.app.store.state.customers.records))
          add(entries.find((entry) => entry.key === key)?.value.trim());
      values = [...seen.values()].sort((a, b) =>
        a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }),
      );
      this.distinct.set(key, values);
    }
    return values;
  }

  /** Builds the list body at once (the state may be a restored snapshot, or a fresh seed after a reset). */
  start(): void {
    if (this.stopped) return;
    this.invalidate(0);
  }

  /** Stops a rebuild under way and waits until none runs. */
  async quiesce(): Promise<void> {
    this.cancelWarm();
    this.bodies.invalidate();
    await this.timers.quiesce();
  }

  override stop(): Promise<void> {
    this.app.store.off('changed', this.onChanged);
    return super.stop();
  }
}

/** app.customerListCache: the customer-list cache as a background job of the app (lib/jobs.ts). */
export default fp(
  async function customerListCache(app: FastifyInstance) {
    app.decorate('customerListCache', app.jobs.add(new CustomerListCache(app, app.scheduler.group())));
  },
  { name: 'customer-list-cache', dependencies: ['core'] },
);
