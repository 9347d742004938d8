// Collecting an order elsewhere than at the shipping address: in one of the shop's stores (Magento's in-store pickup,
// its carrier `instore`) or at a relay point of the relay carrier. The place is sent to the cart as Magento's
// `pickup_location_code` of the shipping address.

export type PickupKind = 'store' | 'relay';

/** A place an order can be collected from. */
export interface PickupPlace {
  /** Its pickup location code: a store's identifier, a relay point's number. */
  code: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
}

/** The place chosen, and how it is reached. */
export interface PickupChoice {
  kind: PickupKind;
  place: PickupPlace;
}

/** Magento's in-store pickup carrier. */
export const STORE_PICKUP_CARRIER = 'instore';
/** The relay carrier (Mondial Relay's module). */
export const RELAY_CARRIER = 'mondialrelay';

/** Whether a carrier delivers to a place to choose, and which kind; null for a delivery to the address. */
export function pickupKindOf(carrierCode: string): PickupKind | null {
  if (carrierCode === STORE_PICKUP_CARRIER) return 'store';
  if (carrierCode === RELAY_CARRIER) return 'relay';
  return null;
}

/** At most this many places are offered: the nearest relay points, the shop's stores. */
export const MAX_PICKUP_PLACES = 20;

/** The favourite store first, the others in their order. */
export function favouriteFirst(places: readonly PickupPlace[], favourite: string | null): PickupPlace[] {
  const chosen = places.find((place) => place.code === favourite);
  return chosen ? [chosen, ...places.filter((place) => place !== chosen)] : [...places];
}

/** The places offered for a kind, and the shopper's favourite store among them (by code), preselected. */
export interface PickupOffer {
  places: PickupPlace[];
  favourite: string | null;
}
