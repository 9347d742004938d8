import { describe, expect, it } from 'vitest';
import { favouriteFirst, pickupKindOf, type PickupPlace } from '../../src/domain/pickup';

const place = (code: string): PickupPlace => ({ code, name: `Vitrine ${code}`, street: '1 rue de la République', postcode: '69002', city: 'Lyon' });
const [LYON, PARIS, NANTES] = [place('lyon'), place('paris'), place('nantes')];

describe('collecting an order elsewhere than at the address', () => {
  it('Magento\'s in-store pickup carrier collects in a store, the relay carrier at a relay point, any other delivers', () => {
    expect([pickupKindOf('instore'), pickupKindOf('mondialrelay'), pickupKindOf('flatrate'), pickupKindOf('')]).toEqual(['store', 'relay', null, null]);
  });

  it('offers the favourite store first and the others in their order; without one among them, the order as it came', () => {
    expect(favouriteFirst([LYON, PARIS, NANTES], 'nantes')).toEqual([NANTES, LYON, PARIS]);
    expect(favouriteFirst([LYON, PARIS, NANTES], 'lyon')).toEqual([LYON, PARIS, NANTES]);
    expect(favouriteFirst([LYON, PARIS], 'bordeaux')).toEqual([LYON, PARIS]);
    expect(favouriteFirst([LYON, PARIS], null)).toEqual([LYON, PARIS]);
  });

  it('hands back a list of its own, never the one it was given', () => {
    const places = [LYON, PARIS];
    const offered = favouriteFirst(places, null);
    offered.pop();
    expect(places).toEqual([LYON, PARIS]);
  });
});
