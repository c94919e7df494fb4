import type { Campaign } from '../../api/campaigns';
import type { Report } from '../../api/reports';
import { delay } from 'redux-saga/effects';
import { saveBlob } from '../../components/saveFile';
import { campaign as baseCampaign } from '../../test/campaigns';

/** Data for the reports feature's tests (only tests import this file). */

export function report(overrides: Partial<Report> = {}): Report {
  return {
    id: 1,
    campaign_name: 'Ramadan Service Promo',
    client_id: 'div-marketing',
    division: 'Marketing',
    channel_name: 'whatsapp-business',
    created_at: '2024-06-01T08:00:00.000Z',
    status: 'READY',
    file: 'reports/report-1-ramadan-service-promo-20240601-080000.xlsx',
    information: null,
    ...overrides,
  };
}

/** A campaign as the report screen sees it: FINISHED unless the test says otherwise. */
export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return baseCampaign({ status: 'FINISHED', ...overrides });
}

const delayFn = (delay(0) as unknown as { payload: { fn: unknown } }).payload.fn;

/** Saga effects for expectSaga.provide: delays take `delayMs` of real time instead of theirs (recorded); saveBlob is recorded, not run. */
export function fakeEffects(options: { delayMs?: number } = {}) {
  const delays: number[] = [];
  const saved: [Blob, string][] = [];
  return {
    delays,
    saved,
    provider: {
      call(effect: { fn: unknown; args: unknown[] }, next: () => unknown) {
        if (effect.fn === delayFn) {
          delays.push(effect.args[0] as number);
          return new Promise((resolve) => setTimeout(() => resolve(true), options.delayMs ?? 0));
        }
        if (effect.fn === saveBlob) {
          saved.push(effect.args as [Blob, string]);
          return undefined;
        }
        return next();
      },
    },
  };
}
