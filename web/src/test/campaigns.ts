import { campaignBody, PERSONAS } from '@crm/fixtures';
import type { Campaign } from '../api/campaigns';

/** The canonical campaign (@crm/fixtures) as the API sends it, waiting for approval; override what the test is about. */
export function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    ...campaignBody(),
    id: 1,
    status: 'WAITING APPROVAL',
    created_at: '2024-06-01T10:00:00.000Z',
    submit_by_user_name: PERSONAS.marketer.name,
    channel_name: 'whatsapp-business',
    rejection_note: null,
    ...overrides,
  };
}
