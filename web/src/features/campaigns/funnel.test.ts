import { funnel, percentText, rowsInStage } from './funnel';
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
});
