import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CustomerListBodies } from '../../lib/customerListBody.js';
import { BackgroundJob } from '../../lib/jobs.js';
import type { Scheduler } from '../../lib/scheduler.js';
import { buildAudienceIndex, type AudienceCustomer } from '../../state/campaigns/campaignAudience.js';
import type { Area } from '../../state/store/mockState.js';

declare module 'fastify' {
  interface FastifyInstance {
    customerListCache: CustomerListCache;
  }
}

const INDEXED: Partial<Record<string, keyof AudienceCustomer['raw']>> = {
  city: 'city',
  call_type: 'serviceType',
  model_code: 'modelCode',
  'product_line_alpha_-_numeric': 'productLine',
};

export const WARM_DELAY_MS = 250;

/**
 * Derived from one pass over the customer table and dropped together on any change, so at 100,000 customers a
 * list call or campaign creation does not rescan every record.
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
    private readonly timers: Scheduler,
  ) {
    super();
    this.bodies = new CustomerListBodies(() => app.store.state.customers.records);
    app.store.on('changed', this.onChanged);
  }

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

  /** First spelling wins. */
  distinctValues(key: string): string[] {
    let values = this.distinct.get(key);
    if (!values) {
      const seen = new Map<string, string>();
      const add = (value: string | undefined) => {
        if (value && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
      };
      // Read from the index: at 250,000 customers a second pass made the New Campaign lookups take seconds.
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

  start(): void {
    if (this.stopped) return;
    this.invalidate(0);
  }

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

export default fp(
  async function customerListCache(app: FastifyInstance) {
    app.decorate('customerListCache', app.jobs.add(new CustomerListCache(app, app.scheduler.group())));
  },
  { name: 'customer-list-cache', dependencies: ['core'] },
);
