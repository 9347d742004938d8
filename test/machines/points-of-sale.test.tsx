import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { pointsOfSaleMachine, type DeviceLocation, type PointsOfSaleInput, type PointsOfSaleSnapshot } from '../../machines/points-of-sale.machine';
import type { Location } from '../../machines/router.machine';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import type { Page, Resolution } from '../../src/domain/routes';
import type { PointOfSale } from '../../src/domain/stores';
import { STORES } from '../fixtures/cms';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderApp, routedPage } from '../harness/render-app';
import { pointsOfSaleModel } from './models';

// The stores' pages' messages load with their screens: here once, before the shop is rendered.
beforeAll(() => screenMessages('stores', 'en_US'));

/** Text as read, spaces of any kind (times carry narrow no-break spaces) as plain ones. */
const text = (element: Element) => element.textContent!.replace(/\s/g, ' ');

const LIST: Page = { kind: 'pointOfSaleList' };
const STORE: Page = { kind: 'pointOfSale', identifier: 'paris-rivoli' };

/** The whole shop on /stores or a store's page; the test answers the stores' loader. */
async function openStores(page: Page) {
  const loads = deferredActor<PointOfSale[], PointsOfSaleInput>();
  const locations = deferredActor<DeviceLocation, unknown>();
  const stores = pointsOfSaleMachine.provide({ actors: { loadPointsOfSale: loads.logic, locateDevice: locations.logic } });
  const route = fromPromise<Resolution, Location>(async () => ({ type: 'page', page }));
  const shop = await renderApp({
    path: page.kind === 'pointOfSale' ? '/stores/paris-rivoli' : '/stores',
    resolveRoute: route,
    pages: { pointOfSale: stores, pointOfSaleList: stores },
    ready: () => loads.next(),
  });
  const machine = () => routedPage(shop.app).getSnapshot() as PointsOfSaleSnapshot;
  return { shop, loads, locations, machine };
}

/** The list: each store's name (a link to its page), address and today's hours, by name until sorted from a place. */
function expectList(main: HTMLElement, snapshot: PointsOfSaleSnapshot) {
  expect(within(main).getByRole('heading', { level: 1, name: 'Our stores' })).toBeTruthy();
  expect(within(main).getByText('2 stores across France')).toBeTruthy();
  expect(within(main).getByRole('search', { name: 'Find a store' })).toBeTruthy();
  const items = within(main.querySelector('.stores__list') as HTMLElement).getAllByRole('listitem');
  // Lyon's store has no coordinates: by name it comes first, from any place it comes last, with no distance.
  const sorted = snapshot.context.origin !== null;
  const [rivoli, lyon] = sorted ? items : [items[1], items[0]];
  expect(within(rivoli!).getByRole('link', { name: 'Vitrine Paris Rivoli' }).getAttribute('href')).toBe('/stores/paris-rivoli');
  expect(text(rivoli!)).toContain('128 rue de Rivoli75001 Paris');
  expect(text(rivoli!)).toContain('Open today: 10:00 AM – 7:30 PM');
  expect(within(lyon!).getByRole('link', { name: 'Vitrine Lyon République' }).getAttribute('href')).toBe('/stores/lyon-republique');
  expect(text(lyon!)).toContain('Partner pharmacy');
  expect(text(lyon!)).toContain('Closed today');
  expect(text(lyon!)).not.toContain('away');
  if (sorted) expect(text(rivoli!)).toMatch(/\d+ km away/);
  else expect(text(rivoli!)).not.toContain('away');
}

/** Paris Rivoli's distance from each place the model searches or locates from, as the card writes it. */
const RIVOLI_FROM: Record<string, string> = { lyon: '392 km away', '13008': '661 km away', device: '393 km away' };

/** What the finder says of the list's order, or of what went wrong. */
function expectFinder(main: HTMLElement, snapshot: PointsOfSaleSnapshot, say: Say) {
  const status = within(main).getByRole('status');
  const alert = within(main).queryByRole('alert');
  const state = (snapshot.value as { ready: string }).ready;
  const origin = snapshot.context.origin;
  const rivoli = main.querySelector('[data-store="paris-rivoli"].store-card')!;
  if (state === 'locating') {
    say('the finder reads “Locating…”, its “Near me” button disabled');
    expect(text(status)).toBe('Locating…');
    expect(within(main).getByRole('button', { name: 'Near me' }).hasAttribute('disabled')).toBe(true);
  } else if (origin) {
    const from = origin.label ?? 'device';
    say(origin.label ? `the finder reads “Nearest first from ${origin.label}”` : 'the finder reads “Nearest first from your location”');
    say(`Vitrine Paris Rivoli comes first, “${RIVOLI_FROM[from.toLowerCase()]}”; the map marks it out and rings the place`);
    expect(text(status)).toBe(origin.label ? `Nearest first from ${origin.label}` : 'Nearest first from your location');
    expect(text(rivoli)).toContain(RIVOLI_FROM[from.toLowerCase()]);
    expect(main.querySelector('.store-map__store--nearest[data-store="paris-rivoli"]')).not.toBeNull();
    expect(main.querySelector('.store-map__origin')).not.toBeNull();
  } else {
    say('the list is by name, the map marks no store out');
    expect(text(status)).toBe('');
    expect(main.querySelector('.store-map__store--nearest')).toBeNull();
  }
  if (state === 'placeUnknown') {
    say(`the alert reads “We cannot find “${snapshot.context.query.trim()}”. Try a town name or a postcode.”`);
    expect(text(alert!)).toBe(`We cannot find “${snapshot.context.query.trim()}”. Try a town name or a postcode.`);
  } else if (state === 'locationRefused') {
    say(`the alert reads “${en['stores.finder.locationRefused']}”`);
    expect(text(alert!)).toBe(en['stores.finder.locationRefused']);
  } else if (state === 'locationUnavailable') {
    say(`the alert reads “${en['stores.finder.locationUnavailable']}”`);
    expect(text(alert!)).toBe(en['stores.finder.locationUnavailable']);
  } else {
    expect(alert).toBeNull();
  }
}

/** A store's page: address, phone, a map link, its week with today marked, and its special days. */
function expectStore(main: HTMLElement) {
  expect(within(main).getByRole('heading', { level: 1, name: 'Vitrine Paris Rivoli' })).toBeTruthy();
  expect(within(main).getByRole('link', { name: 'All our stores' }).getAttribute('href')).toBe('/stores');
  expect(text(main.querySelector('.store__today')!)).toBe('Open today: 10:00 AM – 7:30 PM');
  expect(within(main).getByRole('link', { name: '+33 1 99 00 12 01' }).getAttribute('href')).toBe('tel:+33199001201');
  const map = within(main).getByRole('link', { name: /^Open in a map/ });
  expect(map.getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=48.8603&mlon=2.3437#map=17/48.8603/2.3437');
  expect(map.getAttribute('target')).toBe('_blank');
  const rows = within(within(main).getByRole('table')).getAllByRole('row');
  expect(rows.map(text)).toEqual([
    'Monday (today)10:00 AM – 7:30 PM',
    'Tuesday10:00 AM – 7:30 PM',
    'Wednesday10:00 AM – 7:30 PM',
    'Thursday10:00 AM – 7:30 PM',
    'Friday10:00 AM – 7:30 PM',
    'Saturday10:00 AM – 7:30 PM',
    'SundayClosed',
  ]);
  expect(rows[0]!.getAttribute('aria-current')).toBe('date');
  expect(text(main.querySelector('.store-special')!)).toBe('Sunday, December 20 (Open before Christmas): 10:00 AM – 6:00 PM');
}

async function expectPage(snapshot: PointsOfSaleSnapshot, page: Page, say: Say) {
  const main = screen.getByRole('main');
  if (snapshot.matches('loading')) {
    say('the page shows its shimmer');
    await waitFor(() => expect(main.querySelector(`.page-shimmer--${page.kind}`)).not.toBeNull());
  } else if (snapshot.matches('failed')) {
    say(`the heading reads “${en['stores.loadFailed']}” with a Try again button`);
    expect(await within(main).findByRole('heading', { level: 1, name: en['stores.loadFailed'] })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeTruthy();
  } else if (snapshot.matches('empty')) {
    say(`the page reads “${page.kind === 'pointOfSale' ? en['stores.notFound'] : en['stores.empty']}”`);
    expect(await within(main).findByText(page.kind === 'pointOfSale' ? en['stores.notFound'] : en['stores.empty'])).toBeTruthy();
  } else {
    if (page.kind === 'pointOfSale') {
      say('the heading reads “Vitrine Paris Rivoli”, with “All our stores” linking to /stores and “Open today: 10:00 AM – 7:30 PM”');
      say('the phone links to tel:+33199001201 and “Open in a map” opens OpenStreetMap in a new tab');
      say('the week reads Monday (today) to Saturday 10:00 AM – 7:30 PM, Sunday Closed; the special day reads Sunday, December 20, 10:00 AM – 6:00 PM');
    } else {
      say('the heading reads “Our stores” over “2 stores across France” and the store finder');
      say('“Vitrine Paris Rivoli” links to its page, at 128 rue de Rivoli 75001 Paris, “Open today: 10:00 AM – 7:30 PM”');
      say('“Vitrine Lyon République” links to its page, a partner pharmacy, “Closed today”, with no distance (no coordinates)');
    }
    await within(main).findByRole('heading', { level: 1 });
    if (page.kind === 'pointOfSale') expectStore(main);
    else {
      await waitFor(() => expectList(main, snapshot));
      expectFinder(main, snapshot, say);
    }
  }
}

/** The finder's events: a store's page has no finder, so its paths are those without them. */
const FINDER_EVENTS = ['finder.search', 'finder.locate', 'xstate.done.actor.locateDevice', 'xstate.error.actor.locateDevice'];

for (const page of [LIST, STORE]) {
  describe(`${page.kind === 'pointOfSale' ? 'a store page' : 'the store list'}: every path of the chart, on the rendered shop`, () => {
    const paths = pathsOf(pointsOfSaleModel).filter(
      (path) => page.kind === 'pointOfSaleList' || !path.steps.some((step) => FINDER_EVENTS.includes(step.event.type)),
    );
    for (const path of paths) {
      it(describePath(path), async () => {
        const { shop, loads, locations, machine } = await openStores(page);
        expect(loads.waiting).toEqual([{ identifier: page.kind === 'pointOfSale' ? 'paris-rivoli' : null }]);
        const main = () => screen.getByRole('main');
        await drive(pointsOfSaleMachine, path, {
          // A request that never answers: the clock runs past the wait's limit.
          clock: shop.clock,
          actual: () => machine(),
          events: {
            'xstate.done.actor.loadPointsOfSale': (event) => act(() => loads.resolve(event.output as PointOfSale[])),
            'xstate.error.actor.loadPointsOfSale': () => act(() => loads.reject(new Error('backend down'))),
            retry: () => void fireEvent.click(within(main()).getByRole('button', { name: 'Try again' })),
            'finder.search': (event) => {
              fireEvent.change(within(main()).getByRole('searchbox', { name: 'Town or postcode' }), { target: { value: event.query } });
              fireEvent.click(within(main()).getByRole('button', { name: 'Search' }));
            },
            'finder.locate': () => void fireEvent.click(within(main()).getByRole('button', { name: 'Near me' })),
            'xstate.done.actor.locateDevice': (event) => act(() => locations.resolve(event.output as DeviceLocation)),
            'xstate.error.actor.locateDevice': () => act(() => locations.reject(new Error('no geolocation'))),
          },
          expect: (snapshot, _step, say) => expectPage(snapshot, page, say),
        });
        shop.app.stop();
      });
    }
  });
}

describe('the store finder', () => {
  it('names a place it cannot find as the shopper typed it, without the spaces around it', async () => {
    const { shop, loads } = await openStores(LIST);
    await act(() => loads.resolve(STORES));
    const main = screen.getByRole('main');
    fireEvent.change(await within(main).findByRole('searchbox', { name: 'Town or postcode' }), { target: { value: '  Atlantide  ' } });
    fireEvent.click(within(main).getByRole('button', { name: 'Search' }));
    expect(text(await within(main).findByRole('alert'))).toBe('We cannot find “Atlantide”. Try a town name or a postcode.');
    shop.app.stop();
  });
});
