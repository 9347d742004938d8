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

  it('keeps at most its weight when entries weigh apart, a heavy one dropping as many light ones as it takes', () => {
    const map = new LruMap<string, string>(10, (key, value) => key.length + value.length);
    map.set('a', 'xxx'); // 4
    map.set('b', 'xxx'); // 8
    map.set('c', 'xxxxxxx'); // 16 → a, then b, go
    expect(map.get('a')).toBeUndefined();
    expect(map.get('b')).toBeUndefined();
    expect(map.get('c')).toBe('xxxxxxx');
    map.set('c', 'x'); // replaced: weighs 2 now
    map.set('d', 'xxxxxxx'); // 10 in all
    expect(map.get('c')).toBe('x');
    expect(map.get('d')).toBe('xxxxxxx');
    map.set('e', 'xxxxxxxxxxxx'); // heavier than the whole budget: not kept, and nothing makes room for it
    expect([map.get('c'), map.get('d'), map.get('e')]).toEqual(['x', 'xxxxxxx', undefined]);
  });
});
