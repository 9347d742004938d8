import { describe, expect, it } from 'vitest';
import { contentKey, deepFrozen, derivedOnce } from '../../src/domain/shared-data';

describe('shared data, frozen all the way down', () => {
  it('freezes every object and array under the value, and gives the value back', () => {
    const answer = { data: { categoryList: [{ name: 'Vitamines', children: [{ name: 'Vitamine D' }] }] } };
    expect(deepFrozen(answer)).toBe(answer);
    const child = answer.data.categoryList[0]!.children[0]!;
    expect(Object.isFrozen(child)).toBe(true);
    expect(() => { (child as { name: string }).name = 'Changé'; }).toThrow(TypeError);
    expect(() => answer.data.categoryList.push({ name: 'Minéraux', children: [] })).toThrow(TypeError);
    expect(child.name).toBe('Vitamine D');
  });

  it('leaves what is not an object as it is', () => {
    expect(deepFrozen(null)).toBeNull();
    expect(deepFrozen('12,90 €')).toBe('12,90 €');
  });
});

describe('what is derived from shared data', () => {
  const names = (list: readonly { name: string }[]) => list.map((item) => item.name.toUpperCase());

  it('is derived once for each derivation of a shared source, and shared (frozen) in turn', () => {
    const source = deepFrozen([{ name: 'Vitamines' }, { name: 'Minéraux' }]);
    let made = 0;
    const upper = () => derivedOnce(source, 'names', () => (made++, names(source)));
    expect(upper()).toEqual(['VITAMINES', 'MINÉRAUX']);
    expect(upper()).toBe(upper());
    expect(made).toBe(1);
    expect(Object.isFrozen(upper())).toBe(true);
    expect(derivedOnce(source, 'count', () => source.length)).toBe(2);
  });

  it('is derived anew from data of one reader (not frozen)', () => {
    const source = [{ name: 'Vitamines' }];
    const first = derivedOnce(source, 'names', () => names(source));
    source.push({ name: 'Minéraux' });
    expect(derivedOnce(source, 'names', () => names(source))).toEqual(['VITAMINES', 'MINÉRAUX']);
    expect(Object.isFrozen(first)).toBe(false);
  });
});

describe('a cache key for what data holds', () => {
  it('names shared data by its identity: the same object, the same short name; another object, another name', () => {
    const menu = deepFrozen({ categories: [{ uid: 'MTA=', name: 'Vitamines' }] });
    const again = deepFrozen({ categories: [{ uid: 'MTA=', name: 'Vitamines' }] });
    expect(contentKey(menu)).toBe(contentKey(menu));
    expect(contentKey(menu)).toMatch(/^#\d+$/);
    expect(contentKey(again)).not.toBe(contentKey(menu));
  });

  it('names data of one reader by its JSON, so that the same content gives the same key', () => {
    const card = { sku: 'MAG-1', price: 12.9 };
    expect(contentKey(card)).toBe(JSON.stringify(card));
    expect(contentKey({ ...card })).toBe(contentKey(card));
    expect(contentKey({ ...card, price: 9.9 })).not.toBe(contentKey(card));
  });
});
