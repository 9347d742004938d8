import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, setup, SimulatedClock, type AnyEventObject } from 'xstate';
import { pickupPlaceMachine, type PickupPlaceSnapshot } from '../../machines/pickup-place.machine';
import { PickupPlacePicker } from '../../src/app/screens/checkout/pickup-place-picker';
import type { PickupKind, PickupOffer } from '../../src/domain/pickup';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en, inEnglish } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { pickupPlaceModel, RELAY_OFFER, STORE_OFFER } from './pickup-place-models';

/** A place's radio, as its name reads. */
const placeRadio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('pickup place: every path of its chart, under the shipping methods', () => {
  for (const path of pathsOf(pickupPlaceModel)) {
    it(describePath(path), async () => {
      const load = deferredActor<PickupOffer, { kind: PickupKind; postcode: string }>();
      const logic = pickupPlaceMachine.provide({ actors: { loadPickupPlaces: load.logic } });
      // Places that never come: the clock runs past the wait's limit.
      const clock = new SimulatedClock();
      const { child: picker } = asChild(logic, { postcode: '69003', chosen: null }, clock);
      const view = render(inEnglish(<PickupPlacePicker picker={picker} readOnly={false} />));
      let kind: PickupKind | null = null;
      let offer: PickupOffer | null = null;
      let chosen: string | null = null;
      await drive(pickupPlaceMachine, path, {
        clock,
        actual: () => picker.getSnapshot(),
        events: {
          // The checkout's method changed: it tells the picker which kind of place to offer.
          'pickup.method': (event) => {
            kind = event.kind;
            if (kind === null) chosen = null;
            act(() => picker.send(event));
          },
          'xstate.done.actor.loadPickupPlaces': async ({ output }) => {
            offer = output as PickupOffer;
            expect(load.waiting.at(-1)).toEqual({ kind, postcode: '69003' });
            // The place chosen before stays while offered; else the favourite store is preselected.
            const stays = offer.places.some((place) => place.code === chosen);
            chosen = stays ? chosen : (offer.places.find((place) => place.code === offer!.favourite)?.code ?? null);
            await act(() => load.resolve(offer!));
          },
          'xstate.error.actor.loadPickupPlaces': ({ error }) => act(() => load.reject(error)),
          'pickup.choose': ({ code }) => {
            const place = offer!.places.find((each) => each.code === code)!;
            fireEvent.click(placeRadio(place.name));
            chosen = code;
          },
          'pickup.retry': () => void fireEvent.click(screen.getByRole('button', { name: en['common.retry'] })),
        },
        expect: (snapshot: PickupPlaceSnapshot) => {
          if (snapshot.matches('delivering')) {
            expect(view.container.textContent).toBe('');
            return;
          }
          if (snapshot.matches('loading')) {
            expect(screen.getByTestId('pickup-places-loading')).toBeTruthy();
            return;
          }
          if (snapshot.matches('failed')) {
            expect(screen.getByRole('alert').textContent).toContain(en['checkout.pickup.failed']);
            return;
          }
          const places = offer!.places;
          if (places.length === 0) {
            expect(view.container.textContent).toBe(en['checkout.pickup.none']);
            return;
          }
          const group = screen.getByRole('radiogroup', { name: en[kind === 'store' ? 'checkout.pickup.storeLegend' : 'checkout.pickup.relayLegend'] });
          // Every place offered, the favourite store first and marked; the chosen one checked, or the prompt to choose.
          expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(places.map((place) => place.code));
          if (offer!.favourite) expect(within(group).getAllByRole('radio')[0]!.closest('label')!.textContent).toContain(en['checkout.pickup.favourite']);
          for (const place of places) expect(placeRadio(place.name).checked).toBe(place.code === chosen);
          const prompt = en[kind === 'store' ? 'checkout.pickup.chooseStore' : 'checkout.pickup.chooseRelay'];
          expect(view.container.textContent!.includes(prompt)).toBe(chosen === null);
        },
      });
      view.unmount();
    });
  }
});

describe('pickup place', () => {
  it('tells the checkout each place chosen, keeps one still offered when the method changes, and tells it none once delivered', async () => {
    const load = deferredActor<PickupOffer, { kind: PickupKind; postcode: string }>();
    const told: AnyEventObject[] = [];
    const checkout = createActor(
      setup({ actors: { picker: pickupPlaceMachine.provide({ actors: { loadPickupPlaces: load.logic } }) } }).createMachine({
        invoke: { id: 'picker', src: 'picker', input: { postcode: '69003', chosen: null } },
        on: { 'pickup.chosen': { actions: ({ event }) => void told.push(event) } },
      }),
    ).start();
    const picker = checkout.getSnapshot().children.picker!;
    const [lyon, paris] = STORE_OFFER.places;
    picker.send({ type: 'pickup.method', kind: 'store' });
    await act(() => load.resolve(STORE_OFFER));
    picker.send({ type: 'pickup.choose', code: paris!.code });
    // The stores asked again (another store method): Paris, still offered, stays chosen.
    picker.send({ type: 'pickup.method', kind: 'store' });
    await act(() => load.resolve(STORE_OFFER));
    // Relay points: the store chosen is none of them, and no favourite is preselected.
    picker.send({ type: 'pickup.method', kind: 'relay' });
    await act(() => load.resolve(RELAY_OFFER));
    picker.send({ type: 'pickup.method', kind: null });
    expect(told).toEqual([
      { type: 'pickup.chosen', pickup: { kind: 'store', place: lyon } },
      { type: 'pickup.chosen', pickup: { kind: 'store', place: paris } },
      { type: 'pickup.chosen', pickup: { kind: 'store', place: paris } },
      { type: 'pickup.chosen', pickup: null },
      { type: 'pickup.chosen', pickup: null },
    ]);
    checkout.stop();
  });
});
