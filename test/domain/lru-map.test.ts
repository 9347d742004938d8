import { describe, expect, it } from 'vitest';
import { LruMap } from '../../src/domain/lru-map';

describe('LruMap', () => {
  it('keeps at most its size, dropping the entry used least recently', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
  });

  it('replaces a key without growing, and forgets a deleted one', () => {
    const map = new LruMap<string, number | null>(2);
    map.set('a', 1);
    map.set('a', null);
    map.set('b', 2);
    expect(map.get('a')).toBeNull();
    map.delete('a');
    expect(map.get('a')).toBeUndefined();
    expect(map.get('b')).toBe(2);
  });
});
