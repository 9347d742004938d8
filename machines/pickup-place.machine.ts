import { assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PickupChoice, PickupKind, PickupOffer, PickupPlace } from '../src/domain/pickup';
import { providedByTheApp } from './provided';
import { WAIT_LIMITS } from './wait-limits';

export type PickupPlaceEvent =
  /** The checkout's shipping method changed: a kind of place to choose, or a delivery to the address (null). */
  | { type: 'pickup.method'; kind: PickupKind | null }
  | { type: 'pickup.choose'; code: string }
  /** The places could not be read: ask again. */
  | { type: 'pickup.retry' };

/** What the checkout tells its child: the place the order is collected from, or none. */
export type PickupChosen = { type: 'pickup.chosen'; pickup: PickupChoice | null };

export interface PickupPlaceInput {
  /** The shipping address's postcode: relay points near it come first. */
  postcode: string;
  /** The place chosen before (a step opened again, or restored). */
  chosen: PickupChoice | null;
}

export interface PickupPlaceContext {
  postcode: string;
  kind: PickupKind | null;
  places: PickupPlace[];
  favourite: string | null;
  chosen: PickupChoice | null;
}

/**
 * The place an order is collected from, at checkout's shipping method step: with store pickup, one of the shop's
 * stores (the shopper's favourite store first and preselected); with a relay carrier, one of the relay points near
 * the shipping address; nothing for a delivery to the address. Each choice is told to the checkout, which sends it
 * with the method.
 */
export const pickupPlaceMachine = setup({
  types: {
    context: {} as PickupPlaceContext,
    events: {} as PickupPlaceEvent,
    input: {} as PickupPlaceInput,
  },
  actors: {
    /** The stores, or the relay points near the postcode. */
    loadPickupPlaces: providedByTheApp<PickupOffer, { kind: PickupKind; postcode: string }>('loadPickupPlaces'),
  },
  actions: {
    setKind: assign({ kind: (_, params: { kind: PickupKind | null }) => params.kind }),
    forget: assign({ places: [], favourite: null, chosen: null }),
    /** The place chosen before stays while it is offered; else the favourite store is preselected. */
    keepOffer: assign(({ context }, params: { offer: PickupOffer }) => {
      const { places, favourite } = params.offer;
      const kind = context.kind!;
      const before = context.chosen?.kind === kind ? places.find((place) => place.code === context.chosen!.place.code) : undefined;
      const preselected = before ?? places.find((place) => place.code === favourite);
      return { places, favourite, chosen: preselected ? { kind, place: preselected } : null };
    }),
    choose: assign({
      chosen: ({ context }, params: { code: string }) => ({ kind: context.kind!, place: context.places.find((place) => place.code === params.code)! }),
    }),
    tellCheckout: sendParent(({ context }): PickupChosen => ({ type: 'pickup.chosen', pickup: context.chosen })),
  },
  guards: {
    collects: (_, params: { kind: PickupKind | null }) => params.kind !== null,
    offered: ({ context }, params: { code: string }) => context.places.some((place) => place.code === params.code),
  },
  delays: { requestTimeout: WAIT_LIMITS.requestTimeout },
}).createMachine({
  id: 'pickupPlace',
  // Told the method by the checkout as soon as it starts, and at each change.
  context: ({ input }) => ({ postcode: input.postcode, kind: null, places: [], favourite: null, chosen: input.chosen }),
  on: {
    'pickup.method': [
      { guard: { type: 'collects', params: ({ event }) => event }, target: '.loading', reenter: true, actions: { type: 'setKind', params: ({ event }) => event } },
      { target: '.delivering', actions: [{ type: 'setKind', params: ({ event }) => event }, 'forget', 'tellCheckout'] },
    ],
  },
  initial: 'delivering',
  states: {
    /** Delivered to the shipping address: no place to choose. */
    delivering: {},
    loading: {
      invoke: {
        id: 'loadPickupPlaces',
        src: 'loadPickupPlaces',
        input: ({ context }) => ({ kind: context.kind!, postcode: context.postcode }),
        onDone: { target: 'picking', actions: [{ type: 'keepOffer', params: ({ event }) => ({ offer: event.output }) }, 'tellCheckout'] },
        onError: 'failed',
      },
      // No answer fails as a lost one: the shopper may try again.
      after: { requestTimeout: 'failed' },
    },
    picking: {
      on: {
        'pickup.choose': { guard: { type: 'offered', params: ({ event }) => event }, actions: [{ type: 'choose', params: ({ event }) => event }, 'tellCheckout'] },
      },
    },
    failed: {
      on: { 'pickup.retry': 'loading' },
    },
  },
});

export type PickupPlaceSnapshot = SnapshotFrom<typeof pickupPlaceMachine>;
export type PickupPlaceActor = ActorRefFrom<typeof pickupPlaceMachine>;

/** What the picker shows; nothing (null) while the order is delivered to the address. */
export type PickupPlaceView = 'loading' | 'failed' | 'picking' | null;
export function selectPickupView(s: PickupPlaceSnapshot): PickupPlaceView {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  return s.matches('picking') ? 'picking' : null;
}
export const selectPickupKind = (s: PickupPlaceSnapshot) => s.context.kind;
export const selectPlaces = (s: PickupPlaceSnapshot) => s.context.places;
export const selectFavourite = (s: PickupPlaceSnapshot) => s.context.favourite;
export const selectChosenPlace = (s: PickupPlaceSnapshot) => s.context.chosen?.place.code ?? null;
