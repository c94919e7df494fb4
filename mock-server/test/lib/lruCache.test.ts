import { describe, expect, it } from 'vitest';
import { LruCache } from '../../src/lib/lruCache.js';

describe('LruCache', () => {
  it('keeps at most its limit, dropping the least recently used entry', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // 'b' is now the least recently used
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
  });

  it('makes a value once and then serves it from the cache', () => {
    const cache = new LruCache<string, { n: number }>(4);
    let made = 0;
    const make = () => ({ n: ++made });
    const first = cache.getOrSet('k', make);
    expect(cache.getOrSet('k', make)).toBe(first);
    expect(made).toBe(1);
  });

  it('refuses a limit below one', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
