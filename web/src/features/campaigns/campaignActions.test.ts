import indonesian from '../../i18n/catalogues/id.json';
import { activate, translate, type Text } from '../../i18n/i18n';
import { CAMPAIGN_ACTION_RULES, CAMPAIGN_ACTIONS, type CampaignAction } from '@crm/domain';
import {
  CAMPAIGN_ACTION_SPECS,
  actionSuccessToast,
  confirmationOf,
  stateRequest,
  type ActionQuestion,
} from './campaignActions';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const promo = { name: 'Promo', total_recipients: 40, sent_recipients: 10 };
const titleOf = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

/** A question's texts in the words of the language shown. */
function wordsOf(question: ActionQuestion): Record<string, string> {
  const { dialog, severity, ...texts } = question;
  const words: Record<string, string> = severity ? { dialog, severity } : { dialog };
  for (const [part, text] of Object.entries(texts)) words[part] = translate(text);
  return words;
}

/** A toast's texts in words. */
const toastWords = ({ summary, detail }: { summary: Text; detail?: Text }) =>
  detail === undefined
    ? { summary: translate(summary) }
    : { summary: translate(summary), detail: translate(detail) };

describe('every campaign action has its own confirmation', () => {
  it.each(CAMPAIGN_ACTIONS)("%s asks with its own title and button, not Stop's", (kind) => {
    const asked = confirmationOf(kind, promo, NOW);
    // Message ids: the screen words them in the user's language.
    expect(asked.header).toBe(`campaigns.action.${kind}Header`);
    expect(asked.accept).toBe(`campaigns.action.${kind}`);
    expect(translate(asked.header)).toBe(`${titleOf(kind)} Campaign`);
    expect(translate(asked.accept)).toBe(titleOf(kind));
  });

  it('an action the catalogue does not know is an error, never the Stop confirmation', () => {
    expect(() => confirmationOf('pause' as CampaignAction, promo, NOW)).toThrow(/pause/);
    expect(() => stateRequest('pause' as CampaignAction, 1)).toThrow(/pause/);
  });

  it('the specs are keyed by exactly the actions of the catalogue', () => {
    // A record missing an action, or holding one the catalogue does not list, fails the typecheck.
    expectTypeOf<keyof typeof CAMPAIGN_ACTION_SPECS>().toEqualTypeOf<CampaignAction>();
    expect(Object.keys(CAMPAIGN_ACTION_SPECS)).toEqual([...CAMPAIGN_ACTIONS]);
  });

  it.each(CAMPAIGN_ACTIONS)('%s sends its own state, and only a rejection carries the note', (kind) => {
    const request = stateRequest(kind, 7, 'why');
    expect(request.state).toBe(CAMPAIGN_ACTION_RULES[kind].request);
    expect(request.campaign_id).toBe(7);
  });
});

describe('the texts of the actions', () => {
  it('Approve and Stop name the campaign and its audience size', () => {
    expect(confirmationOf('approve', { name: 'Promo', total_recipients: 12 }, NOW)).toEqual({
      dialog: 'confirm',
      header: 'campaigns.action.approveHeader',
      message: {
        id: 'campaigns.action.approveConfirm',
        values: { name: 'Promo', audience: { id: 'campaigns.action.recipients', values: { count: 12 } } },
      },
      accept: 'campaigns.action.approve',
    });
    expect(wordsOf(confirmationOf('approve', { name: 'Promo', total_recipients: 12 }, NOW))).toEqual({
      dialog: 'confirm',
      header: 'Approve Campaign',
      message: 'Approve "Promo"? Approve starts sending to 12 recipients.',
      accept: 'Approve',
    });
    expect(wordsOf(confirmationOf('approve', { name: 'Promo', total_recipients: 1 }, NOW))).toMatchObject({
      message: 'Approve "Promo"? Approve starts sending to 1 recipient.',
    });
    expect(wordsOf(confirmationOf('approve', { name: 'Promo' }, NOW))).toMatchObject({
      message: 'Approve "Promo"? Approve starts sending to its recipients.',
    });
  });

  it('Reject asks for a note', () => {
    expect(confirmationOf('reject', promo, NOW)).toEqual({
      dialog: 'note',
      header: 'campaigns.action.rejectHeader',
      verb: 'campaigns.action.reject',
      accept: 'campaigns.action.reject',
      severity: 'danger',
    });
    expect(wordsOf(confirmationOf('reject', promo, NOW))).toEqual({
      dialog: 'note',
      header: 'Reject Campaign',
      verb: 'Reject',
      accept: 'Reject',
      severity: 'danger',
    });
    expect(stateRequest('reject', 7, 'too early')).toEqual({
      state: 'REJECTED',
      campaign_id: 7,
      note: 'too early',
    });
    expect(stateRequest('reject', 7)).toEqual({ state: 'REJECTED', campaign_id: 7, note: '' });
    expect(stateRequest('approve', 7, 'ignored')).toEqual({ state: 'ACCEPTED', campaign_id: 7 });
    expect(stateRequest('stop', 7)).toEqual({ state: 'STOP', campaign_id: 7 });
  });

  it('approving a scheduled campaign says when sending starts, in the confirmation and after it', () => {
    const scheduled = {
      name: 'Promo',
      total_recipients: 12,
      is_scheduled: true,
      schedule_start_date: '2026-11-26',
      sent_recipients: 0,
    };
    expect(wordsOf(confirmationOf('approve', scheduled, NOW))).toMatchObject({
      message: 'Approve "Promo"? Sending to 12 recipients starts 2026-11-26 00:00 UTC.',
    });
    // The spec's toast stays; when sending starts goes beside it.
    expect(actionSuccessToast('approve', scheduled, NOW)).toEqual({
      summary: 'campaigns.action.approved',
      detail: { id: 'campaigns.action.sendingStarts', values: { start: '2026-11-26 00:00 UTC' } },
    });
    expect(toastWords(actionSuccessToast('approve', scheduled, NOW))).toEqual({
      summary: 'Campaign is running',
      detail: 'Sending starts 2026-11-26 00:00 UTC.',
    });
    expect(actionSuccessToast('approve', { ...scheduled, is_scheduled: false }, NOW)).toEqual({
      summary: 'campaigns.action.approved',
    });
    expect(toastWords(actionSuccessToast('approve', { ...scheduled, is_scheduled: false }, NOW))).toEqual({
      summary: 'Campaign is running',
    });
    expect(toastWords(actionSuccessToast('stop', scheduled, NOW))).toEqual({
      summary: 'Campaign is stopped',
    });
    expect(toastWords(actionSuccessToast('reject', scheduled, NOW))).toEqual({
      summary: 'Campaign is rejected',
    });
  });

  it('Stop says how many messages are already sent and how many will be cancelled', () => {
    expect(
      wordsOf(confirmationOf('stop', { name: 'Promo', total_recipients: 100, sent_recipients: 40 }, NOW)),
    ).toEqual({
      dialog: 'confirm',
      header: 'Stop Campaign',
      message:
        'Stop "Promo"? 40 of its 100 messages are already sent; the other 60 will be cancelled. Stop cannot be undone.',
      accept: 'Stop',
      severity: 'danger',
    });
    expect(
      wordsOf(confirmationOf('stop', { name: 'Promo', total_recipients: 1, sent_recipients: 1 }, NOW)),
    ).toMatchObject({
      message:
        'Stop "Promo"? Its 1 message is already sent: nothing is left to cancel, no further occurrence will start. Stop cannot be undone.',
    });
    expect(wordsOf(confirmationOf('stop', { name: 'Promo' }, NOW))).toMatchObject({
      message: 'Stop "Promo"? Messages not sent yet will be cancelled. Stop cannot be undone.',
    });
    expect(
      wordsOf(confirmationOf('stop', { name: 'Promo', total_recipients: 2000, sent_recipients: 1500 }, NOW)),
    ).toMatchObject({
      message:
        'Stop "Promo"? 1,500 of its 2,000 messages are already sent; the other 500 will be cancelled. Stop cannot be undone.',
    });
  });
});

describe('the texts of the actions in Bahasa Indonesia', () => {
  it('Stop never promises to cancel a sent message: over every sent count, sent + cancelled = all', () => {
    const total = 275;
    for (let sent = 0; sent <= total; sent += 1) {
      const { message } = wordsOf(
        confirmationOf('stop', { name: 'Promo', total_recipients: total, sent_recipients: sent }, NOW),
      );
      if (sent === total)
        expect(message).toContain('Its 275 messages are already sent: nothing is left to cancel');
      else
        expect(message).toContain(
          `${sent} of its 275 messages are already sent; the other ${total - sent} will`,
        );
    }
  });

  it('Approve, Reject and Stop are Setujui, Tolak and Hentikan, with their questions and toasts', () => {
    activate('id', indonesian);
    expect(CAMPAIGN_ACTIONS.map((kind) => translate(CAMPAIGN_ACTION_SPECS[kind].title))).toEqual([
      'Setujui',
      'Tolak',
      'Hentikan',
    ]);
    expect(wordsOf(confirmationOf('approve', { name: 'Promo', total_recipients: 12 }, NOW))).toEqual({
      dialog: 'confirm',
      header: 'Setujui Kampanye',
      message: 'Setujui "Promo"? Persetujuan akan langsung memulai pengiriman ke 12 penerima.',
      accept: 'Setujui',
    });
    expect(
      wordsOf(confirmationOf('stop', { name: 'Promo', total_recipients: 2000, sent_recipients: 1500 }, NOW)),
    ).toMatchObject({
      message:
        'Hentikan "Promo"? 1.500 dari 2.000 pesannya sudah terkirim; 500 pesan sisanya akan dibatalkan. Penghentian tidak dapat dibatalkan.',
    });
    expect(toastWords(actionSuccessToast('approve', { is_scheduled: false }, NOW))).toEqual({
      summary: 'Kampanye sedang berjalan',
    });
    expect(toastWords(actionSuccessToast('reject', {}, NOW))).toEqual({ summary: 'Kampanye ditolak' });
    expect(toastWords(actionSuccessToast('stop', {}, NOW))).toEqual({ summary: 'Kampanye dihentikan' });
  });
});
