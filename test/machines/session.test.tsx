import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { sessionMachine, type SessionSnapshot } from '../../machines/session.machine';
import type { Customer } from '../../src/domain/customer';
import { STORE_CONFIG } from '../../src/domain/store-config';
import { CUSTOMER } from '../fixtures/account';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf, type ModelPath } from '../harness/model';
import { fakeService, renderApp } from '../harness/render-app';
import { sessionModel } from './account-models';

/** The shop's own header (a panel's header is another banner). */
const siteHeader = () => document.querySelector<HTMLElement>('header.header')!;

/** The browser's side of a sign-out, spec §4's order: the stored token, checkout data, the cookie, the cached data. */
const SIGN_OUT_EFFECTS = ['clearStoredToken', 'clearCheckoutData', 'deleteAuthCookie', 'clearCachedData'];

/** The shop with a session whose browser side and backend the test answers, each effect written to a log. */
async function renderSession(store: NonNullable<Parameters<typeof renderApp>[0]>['store'] = {}) {
  const storage = fakeService();
  const check = fakeService();
  const customers = deferredActor<Customer, unknown>();
  const revocations = deferredActor<void, unknown>();
  const log: string[] = [];
  const effect = (name: string) => () => void log.push(name);
  const session = sessionMachine.provide({
    actors: { tokenStorage: storage.logic as never, tokenCheck: check.logic as never, loadCustomer: customers.logic, revokeToken: revocations.logic },
    actions: {
      ...Object.fromEntries(['clearStoredToken', 'clearCheckoutData', 'deleteAuthCookie', 'clearCachedData', 'reloadPage'].map((name) => [name, effect(name)])),
      // Spec §8: the revocation's failure is logged with its error (a lost connection, or no answer in time, alike).
      logRevokeError: (_: unknown, { error }: { error: unknown }) => void log.push(`logRevokeError ${(error as { network?: boolean } | undefined)?.network ? 'network' : String(error)}`),
      storeToken: (_: unknown, { token, ttlSeconds }: { token: string; ttlSeconds: number }) => void log.push(`storeToken ${token} ${ttlSeconds}`),
      storeFirstName: (_: unknown, { firstName, ttlSeconds }: { firstName: string; ttlSeconds: number }) => void log.push(`storeFirstName ${firstName} ${ttlSeconds}`),
    },
  });
  const shop = await renderApp({ session, store, ready: async () => undefined });
  const actor = () => shop.app.getSnapshot().children.session as AnyActorRef;
  return { ...shop, storage, check, customers, revocations, log, actor };
}


/** The drawer's account view, as a signed-in shopper opens it from the header's menu button. */
async function openDrawerAccount() {
  fireEvent.click(screen.getByRole('button', { name: en['header.navToggle'] }));
  const drawer = await screen.findByRole('dialog');
  fireEvent.click(within(drawer).getByRole('button', { name: en['navigation.myAccount'] }));
  const account = await waitFor(() => {
    const view = drawer.querySelector<HTMLElement>('[data-view="myAccount"]');
    expect(view).not.toBeNull();
    return view!;
  });
  return { drawer, account };
}

async function closeDrawer(drawer: HTMLElement) {
  fireEvent.click(within(drawer).getByRole('button', { name: en['common.close'] }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

const accountButton = () => within(siteHeader()).getByRole('button', { name: /^(Hi, Marie|My Account)$/, hidden: true });

/**
 * Who the header says is there: a guest's sign-in link, or a customer's account button with the first name once
 * loaded (the fixture's Marie), "My Account" until then.
 */
function expectHeader(snapshot: SessionSnapshot, greeted: boolean, say: Say) {
  // The shell hears of a sign-out once its sequence ran: until then the customer is still shown.
  if (!snapshot.matches('signedIn') && !snapshot.matches('signingOut')) {
    say(`the header shows “${en['header.signIn']}” linking to /sign-in`);
    expect(within(siteHeader()).getByRole('link', { name: en['header.signIn'], hidden: true }).getAttribute('href')).toBe('/sign-in');
    return;
  }
  const text = snapshot.matches('signedIn') && greeted ? 'Hi, Marie' : en['navigation.myAccount'];
  say(`the header's account button reads “${text}”`);
  expect(accountButton().textContent).toBe(text);
}

/** What a step does in the browser: a token stored for the store's lifetime, or a sign-out's clearing in spec order. */
function effectsOf(event: { type: string; expired?: boolean }, snapshot: SessionSnapshot): string[] {
  if (event.type === 'session.tokenSet') return ['storeToken NEW-TOKEN 1200'];
  // The greeting's name is kept beside the token for its lifetime, for a reload without network.
  if (event.type === 'xstate.done.actor.loadCustomer') return ['storeFirstName Marie 1200'];
  if (snapshot.matches('reloading')) return [...SIGN_OUT_EFFECTS, 'reloadPage'];
  // Guest at start without a token is quiet; any other way to guest is a sign-out.
  const quietStart = event.type === 'session.stored' && !event.expired;
  // A revocation that failed or never answered is logged; the sequence goes on.
  const revokeFailed = event.type === 'xstate.error.actor.revokeToken' || event.type === 'xstate.after.requestTimeout.session.signingOut';
  if (snapshot.matches('guest') && !quietStart) return [...(revokeFailed ? ['logRevokeError network'] : []), ...SIGN_OUT_EFFECTS];
  return [];
}

describe('session: every path of its chart, on the shop', () => {
  for (const path of pathsOf(sessionModel) as ModelPath<typeof sessionMachine>[]) {
    it(describePath(path), async () => {
      const shop = await renderSession();
      let logged = 0;
      // The customer's details came (Marie's, from the fixture): the header greets her until a sign-in or sign-out.
      let greeted = false;
      await drive(sessionMachine, path, {
        clock: shop.clock,
        actual: () => shop.actor().getSnapshot(),
        events: {
          // The browser's storage answers at start, and its check every second.
          'session.stored': async (event) => {
            greeted = (event as { firstName: string | null }).firstName === 'Marie';
            await act(() => shop.storage.send(event));
            // Spec §4: a stored token still alive signs the shopper in; none, or an expired one, leaves a guest.
            const live = event.token !== null && !event.expired;
            expect(within(siteHeader()).queryByRole('link', { name: en['header.signIn'], hidden: true }) === null, 'signed in by the stored token').toBe(live);
          },
          'session.tokenLapsed': (event) => act(() => shop.check.send(event)),
          // A sign-in form gives the token (the forms' own tests drive them).
          'session.tokenSet': (event) => {
            greeted = false;
            return act(() => shop.actor().send(event));
          },
          // The account information page saved a new name or e-mail (its own test drives that).
          'details.changed': (event) => act(() => shop.actor().send(event)),
          // The shopper signs out from the account menu.
          'session.signOut': async () => {
            fireEvent.click(accountButton());
            fireEvent.click(await screen.findByRole('menuitem', { name: en['account.signOut'] }));
          },
          // Details that failed are asked again from the drawer's account view.
          'details.request': async () => {
            const { drawer, account } = await openDrawerAccount();
            expect(within(account).getByRole('alert').textContent).toContain(en['account.detailsFailed']);
            fireEvent.click(within(account).getByRole('button', { name: en['common.retry'] }));
            await closeDrawer(drawer);
          },
          'xstate.done.actor.loadCustomer': (event) => {
            greeted = true;
            return act(() => shop.customers.resolve(event.output as Customer));
          },
          'xstate.error.actor.loadCustomer': (event) => act(() => shop.customers.reject(event.error)),
          'xstate.done.actor.revokeToken': () => act(() => shop.revocations.resolve()),
          'xstate.error.actor.revokeToken': (event) => act(() => shop.revocations.reject(event.error)),
        },
        expect: async (snapshot, step, say) => {
          if (snapshot.matches('guest')) greeted = false;
          expectHeader(snapshot, greeted, say);
          if ((step.event.type as string) === 'xstate.done.actor.loadCustomer') {
            // The details came: the drawer's account view says who is signed in, and no failure.
            say(`the drawer's account view shows “Hi, Marie” and ${CUSTOMER.email}, and no failure to load the details`);
            const { drawer, account } = await openDrawerAccount();
            expect(account.textContent).toContain(`Hi, Marie${CUSTOMER.email}`);
            expect(within(account).queryByRole('alert')).toBeNull();
            await closeDrawer(drawer);
          }
          const effects = effectsOf(step.event, snapshot);
          say(effects.length ? `the browser did, in order: ${effects.join(', ')}` : 'the browser stored and cleared nothing');
          expect(shop.log.slice(logged)).toEqual(effects);
          logged = shop.log.length;
        },
      });
      shop.unmount();
      shop.app.stop();
    });
  }
});

describe('session', () => {
  it('signs out once the token has lived its lifetime, and reloads the page', async () => {
    const shop = await renderSession();
    act(() => shop.storage.send({ type: 'session.stored', token: null, remainingMs: 0, expired: false, firstName: null }));
    act(() => shop.actor().send({ type: 'session.tokenSet', token: 'T' }));
    act(() => shop.clock.increment(1200 * 1000 - 1));
    expect(shop.actor().getSnapshot().matches('signedIn')).toBe(true);
    act(() => shop.clock.increment(1));
    expect(shop.actor().getSnapshot().value).toBe('reloading');
    expect(shop.log.slice(-5)).toEqual([...SIGN_OUT_EFFECTS, 'reloadPage']);
  });

  it('opens for a guest when the browser holds no token: nothing is asked of the backend', async () => {
    const shop = await renderSession();
    act(() => shop.storage.send({ type: 'session.stored', token: null, remainingMs: 0, expired: false, firstName: null }));
    expect(within(siteHeader()).getByRole('link', { name: en['header.signIn'], hidden: true }).getAttribute('href')).toBe('/sign-in');
    expect(shop.customers.waiting).toEqual([]);
    expect(shop.log).toEqual([]);
  });

  // Spec §4: a token is kept 3600 s unless the store config gives its lifetime; none, or a lifetime of no time, is none.
  it.each([null, 0, -60])('a store config whose token lifetime is %s keeps a new token 3600 s', async (lifetime) => {
    const shop = await renderSession({ storeConfig: { ...STORE_CONFIG, customer_token_expiration_time: lifetime } });
    act(() => shop.storage.send({ type: 'session.stored', token: null, remainingMs: 0, expired: false, firstName: null }));
    act(() => shop.actor().send({ type: 'session.tokenSet', token: 'T' }));
    expect(shop.log).toEqual(['storeToken T 3600']);
    act(() => shop.clock.increment(3600 * 1000 - 1));
    expect(shop.actor().getSnapshot().matches('signedIn')).toBe(true);
    act(() => shop.clock.increment(1));
    expect(shop.actor().getSnapshot().value).toBe('reloading');
  });

  it('a stored token keeps only the time it has left', async () => {
    const shop = await renderSession();
    act(() => shop.storage.send({ type: 'session.stored', token: 'STORED', remainingMs: 5000, expired: false, firstName: null }));
    act(() => shop.clock.increment(4999));
    expect(shop.actor().getSnapshot().matches('signedIn')).toBe(true);
    act(() => shop.clock.increment(1));
    expect(shop.log).toContain('reloadPage');
  });

  it('an expired stored token signs out at start without a reload, and the cart goes with it', async () => {
    const shop = await renderSession();
    act(() => shop.storage.send({ type: 'session.stored', token: null, remainingMs: 0, expired: true, firstName: null }));
    expect(shop.actor().getSnapshot().value).toBe('guest');
    expect(shop.log).toEqual(SIGN_OUT_EFFECTS);
    expect(shop.app.getSnapshot().children.cart!.getSnapshot().value).toBe('idle');
  });

  it('a reload greets the customer by the name kept with the token while their details load, or fail offline', async () => {
    const shop = await renderSession();
    act(() => shop.storage.send({ type: 'session.stored', token: 'STORED', remainingMs: 60_000, expired: false, firstName: 'Marie' }));
    expect(accountButton().textContent).toBe('Hi, Marie');
    await act(() => shop.customers.reject(new Error('Failed to fetch')));
    expect(accountButton().textContent).toBe('Hi, Marie');
  });

  it('a signed-in shopper without a name yet sees "My Account", then "Hi, {first name}"', async () => {
    const shop = await renderSession();
    act(() => shop.storage.send({ type: 'session.stored', token: 'STORED', remainingMs: 60_000, expired: false, firstName: null }));
    expect(accountButton().textContent).toBe('My Account');
    await act(() => shop.customers.resolve(CUSTOMER));
    expect(accountButton().textContent).toBe('Hi, Marie');
  });
});
