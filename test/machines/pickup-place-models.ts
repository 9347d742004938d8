import { pickupPlaceMachine, type PickupPlaceSnapshot } from '../../machines/pickup-place.machine';
import type { PickupOffer } from '../../src/domain/pickup';
import { RequestError } from '../../src/app/services/graphql/request';
import { defineModel } from '../harness/model';

/** The shop's stores, the shopper's favourite (Lyon) first. */
export const STORE_OFFER: PickupOffer = {
  places: [
    { code: 'lyon-republique', name: 'Vitrine Lyon République', street: '54 rue de la République', postcode: '69002', city: 'Lyon' },
    { code: 'paris-rivoli', name: 'Vitrine Paris Rivoli', street: '120 rue de Rivoli', postcode: '75001', city: 'Paris' },
  ],
  favourite: 'lyon-republique',
};
/** Relay points near a Lyon address. */
export const RELAY_OFFER: PickupOffer = {
  places: [
    { code: 'FR-069047', name: 'Épicerie Part-Dieu', street: '92 rue de Bonnel', postcode: '69003', city: 'Lyon' },
    { code: 'FR-069058', name: 'Pressing Saxe', street: '55 avenue Maréchal-de-Saxe', postcode: '69003', city: 'Lyon' },
  ],
  favourite: null,
};
export const NO_PLACES: PickupOffer = { places: [], favourite: null };
export const PLACES_DOWN = new RequestError('Failed to fetch', true);

/**
 * The pickup place: the checkout's method changing to store pickup, a relay carrier or a home delivery; the places
 * answered (stores with a favourite, relay points, none) or failing, then asked again; each place offered chosen.
 * What tells states apart: the kind of place, the places offered and the one chosen.
 */
export const pickupPlaceModel = defineModel({
  name: 'pickupPlace',
  machine: pickupPlaceMachine,
  input: { postcode: '69003', chosen: null },
  identity: (s: PickupPlaceSnapshot) => ({ kind: s.context.kind, places: s.context.places.length, chosen: s.context.chosen?.place.code ?? null }),
  events: (s: PickupPlaceSnapshot) => [
    ...(['store', 'relay', null] as const).map((kind) => ({ type: 'pickup.method' as const, kind })),
    { type: 'xstate.done.actor.loadPickupPlaces' as const, output: s.context.kind === 'relay' ? RELAY_OFFER : STORE_OFFER },
    { type: 'xstate.done.actor.loadPickupPlaces' as const, output: NO_PLACES },
    { type: 'xstate.error.actor.loadPickupPlaces' as const, error: PLACES_DOWN },
    ...s.context.places.map((place) => ({ type: 'pickup.choose' as const, code: place.code })),
    { type: 'pickup.retry' as const },
  ],
});
