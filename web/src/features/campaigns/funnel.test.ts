import { activate, translate } from '../../i18n/i18n';
import indonesian from '../../i18n/catalogues/id.json';
import { campaign } from '../../test/campaigns';
import { funnel, funnelFigures, occurrencesOf, percentText, rowsInStage, rowsOfOccurrence } from './funnel';
import { recipient } from './testData';

const rows = [
  recipient(1, 'read'),
  recipient(2, 'read'),
  recipient(3, 'delivered'),
  recipient(4, 'failed'),
  recipient(5, 'sent'),
  recipient(6, 'queued'),
];

describe('delivery funnel', () => {
  it('counts every message, and those that reached each stage', () => {
    expect(funnel(rows).map(({ stage, count, percent }) => [stage, count, percent])).toEqual([
      ['recipients', 6, 100],
      ['sent', 5, 83.3],
      ['delivered', 3, 50],
      ['read', 2, 33.3],
      ['failed', 1, 16.7],
    ]);
  });

  it('no recipients: zeros, no division by zero', () => {
    expect(funnel([]).every((bar) => bar.count === 0 && bar.percent === 0)).toBe(true);
  });

  it('a stage filters the rows; none means all', () => {
    expect(rowsInStage(rows, 'delivered').map((row) => row.customer_id)).toEqual([1, 2, 3]);
    expect(rowsInStage(rows, 'failed').map((row) => row.customer_id)).toEqual([4]);
    expect(rowsInStage(rows, null)).toHaveLength(6);
  });

  it('percent texts', () => {
    expect(percentText(50)).toBe('50%');
    expect(percentText(33.3)).toBe('33.3%');
  });

  it('names its stages by message id, in the language shown', () => {
    expect(funnel(rows).map((bar) => translate(bar.label))).toEqual([
      'Recipients',
      'Sent',
      'Delivered',
      'Read',
      'Failed',
    ]);
    activate('id', indonesian);
    expect(funnel(rows).map((bar) => translate(bar.label))).toEqual([
      'Penerima',
      'Terkirim',
      'Diterima',
      'Dibaca',
      'Gagal',
    ]);
    expect(percentText(33.3)).toBe('33,3%');
  });
});

describe("the funnel from the campaign's own figures", () => {
  /** The recipient list as it was fetched once (it comes again at most every 30 s while the campaign sends). */
  const stale = Array.from({ length: 40 }, (_, index) => recipient(index + 1, 'queued'));

  it('every poll: each stage counts what the campaign answer says, whatever the recipient list still shows', () => {
    const total = 40;
    for (let sent = 0; sent <= total; sent += 1) {
      const delivered = Math.floor(sent * 0.9);
      const failed = sent - delivered;
      const read = Math.floor(delivered / 2);
      const polled = campaign({
        status: sent === total ? 'PROCCESSED' : 'ON GOING',
        total_recipients: total,
        sent_recipients: sent,
        delivered_recipients: delivered,
        read_recipients: read,
        failed_recipients: failed,
      });
      const bars = funnel(stale, funnelFigures(polled, null));
      const expected = { recipients: total, sent, delivered, read, failed };
      for (const bar of bars) {
        expect(bar.count).toBe(expected[bar.stage]);
        expect(bar.percent).toBe(Math.round((expected[bar.stage] / total) * 1000) / 10);
      }
    }
  });

  it('an answer without the figures (another backend): counted from the recipient list', () => {
    const bare = campaign({ status: 'ON GOING' });
    expect(funnelFigures(bare, null)).toBeNull();
    expect(funnel(rows, funnelFigures(bare, null)).map((bar) => bar.count)).toEqual([6, 5, 3, 2, 1]);
  });

  it("one occurrence of a repeated campaign: the figures are the whole campaign's, so its messages are counted", () => {
    const repeated = campaign({
      status: 'ON GOING',
      is_repeated: true,
      num_of_occurence: 3,
      current_occurrence: 2,
      total_recipients: 80,
      sent_recipients: 50,
      delivered_recipients: 45,
      read_recipients: 20,
      failed_recipients: 5,
    });
    expect(funnelFigures(repeated, null)).toEqual({
      recipients: 80,
      sent: 50,
      delivered: 45,
      read: 20,
      failed: 5,
    });
    expect(funnelFigures(repeated, 1)).toBeNull();
    expect(funnelFigures(repeated, 2)).toBeNull();
  });
});

describe('occurrences of a repeated campaign', () => {
  const repeated = [
    recipient(1, 'read', { occurrence: 1 }),
    recipient(2, 'sent', { occurrence: 1 }),
    recipient(1, 'queued', { occurrence: 2 }),
    recipient(3, 'read'), // no occurrence: the first
  ];

  it('lists the occurrences and narrows the messages (and so the funnel) to one', () => {
    expect(occurrencesOf(repeated)).toEqual([1, 2]);
    expect(rowsOfOccurrence(repeated, 2).map((row) => row.customer_id)).toEqual([1]);
    expect(rowsOfOccurrence(repeated, 1)).toHaveLength(3);
    expect(rowsOfOccurrence(repeated, null)).toHaveLength(4);
    const second = funnel(rowsOfOccurrence(repeated, 2));
    expect(second.map((bar) => bar.count)).toEqual([1, 0, 0, 0, 0]);
  });
});
