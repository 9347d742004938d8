import type { Page } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import { pathsOf, type ModelPath } from '../harness/model';
import { PathRecorder } from '../harness/qa-record';
import { sessionModel } from '../machines/account-models';
import { hydrated, openPage, type ShopPage } from './support/browser';
import { createCustomer, customerToken, graphqlAt } from './support/customers';
import { failureScreenshot, graphql, GraphqlGate } from './support/replay';
import { plain, slots, stateOf, storedToken, titledPaths, tokenAnswer, type Step } from './support/replay-paths';
import { shopInChromium } from './support/suite';

// The session's chart (pathsOf(sessionModel), the paths its model test drives in jsdom) replayed in Chromium against
// the real shop: the browser's stored token as the shop stores it (live with the time it has left, past its lifetime,
// or none), a sign-in through the sign-in form, a sign-out from the drawer's account view, a name changed on the
// account information page, another tab signing out, a token the server ended, and the token's lifetime run out on
// the page's simulated clock (Playwright's page.clock). The customer's details and the revocation wait at a gate until
// the path answers them, with the backend's answer or a dropped connection. Expectations are the shop's French texts,
// written out; after each step the backend is asked what the browser's token is worth (its customer, or refused).
//
// The cart's own request (`CustomerCart`, sent on a sign-in) waits the whole path: the cart's chart is replayed on its
// own (replay-cart.e2e.ts), and a refused token must reach the session through the path's step only.

const suite = shopInChromium();

const WIDTH = 375;
const PASSWORD = 'Printemps#2026';
const TEXT = {
  signIn: 'Se connecter',
  myAccount: 'Mon compte',
  greeting: 'Bonjour, Marie',
  signedOut: 'Votre session est fermée. À bientôt !',
  detailsFailed: 'Les informations de votre compte n’ont pas pu être chargées.',
  retry: 'Réessayer',
  nameSaved: 'Votre nom a été enregistré.',
};
/**
 * The time a live stored token has left where the path lets it run out: less than the model's minute, since the
 * customer's details, held at the gate meanwhile, would first reach their 20 s limit on the page's clock (which runs
 * as time does until the step moves it on, so that the page must read its storage within these seconds).
 */
const EXPIRING_MS = 19_000;
/** What the backend answers a token it no longer takes (Magento's words). */
const REFUSED = /isn't authorized|has been revoked/;

type StoredEvent = { type: 'session.stored'; token: string | null; remainingMs: number; expired: boolean; firstName: string | null };

/** One path's browser, and the customer whose token it holds. */
interface Run {
  shop: ShopPage;
  page: Page;
  gate: GraphqlGate;
  email: string;
  /** The token the browser holds (or held) for the customer. */
  token: string | null;
  lifetimeS: number;
  /** The time the stored token has left when the page opens. */
  remainingMs: number;
  /** The page the path opens: the account information page where a name is changed, /sign-in for a guest who signs in. */
  start: string;
  expect: ExpectStatic;
}

const accountTrigger = (page: Page) => page.locator('header.header .header__account');
/** The menu's button: the header's account trigger is replaced once the stored token is read, this one stays. */
const menuButton = (page: Page) => page.getByRole('button', { name: 'Ouvrir ou fermer le menu' });
const revocations = (run: Run) => run.shop.graphql.filter((request) => request.name === 'RevokeCustomerToken');

async function expectHeader(run: Run, say: (words: string) => void, text: string) {
  await run.expect.poll(() => accountTrigger(run.page).textContent().then(plain), { message: 'account trigger' }).toBe(text);
  say(`the header reads “${text}”`);
}

async function expectTokenTaken(run: Run, say: (words: string) => void, why = '') {
  run.expect(await tokenAnswer(suite.shop.url, run.token!)).toBe(run.email);
  say(`the backend takes the token as ${run.email}’s${why}`);
}

async function expectTokenRefused(run: Run, say: (words: string) => void) {
  run.expect(await tokenAnswer(suite.shop.url, run.token!)).toMatch(REFUSED);
  say('the backend refuses the token');
}

async function expectNothingStored(run: Run, say: (words: string) => void) {
  await run.expect.poll(() => storedToken(run.page), { message: 'stored token' }).toBeNull();
  run.expect(await run.page.evaluate(() => localStorage.getItem('vitrine-persistence__signin_firstname'))).toBeNull();
  say('the browser keeps no token');
}

/** The drawer's account view, opened from the menu (a phone's way to the account). */
async function openAccountView(page: Page) {
  await menuButton(page).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('button', { name: TEXT.myAccount }).click();
  return drawer;
}

/** The shopper signs out from the drawer's account view. */
async function signOut(page: Page) {
  const drawer = await openAccountView(page);
  await drawer.getByRole('button', { name: 'Se déconnecter' }).click();
}

/** The browser's storage as the shop leaves it: the token stored `agoS` seconds ago for the store's lifetime. */
async function storeToken(run: Run, agoS: number) {
  await run.shop.context.addInitScript(({ token, agoMs, ttl }) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('vitrine-persistence__signin_token', JSON.stringify({ value: token, timeStored: Date.now() - agoMs, ttl }));
  }, { token: run.token!, agoMs: agoS * 1000, ttl: run.lifetimeS });
}

/** Replays one step: makes its event happen as the shopper, the browser or the backend does, then checks both. */
async function replayStep(run: Run, path: ModelPath, i: number, say: (words: string) => void) {
  const { event } = path.steps[i]!;
  switch (event.type) {
    case 'xstate.init': {
      // The server's page knows no session: a guest's header until the browser reads its storage.
      const html = await (await fetch(`${suite.shop.url}${run.start}`)).text();
      run.expect(html).toContain(`>${TEXT.signIn}<`);
      say(`the server’s page offers “${TEXT.signIn}”`);
      return;
    }
    case 'session.stored':
      return stored(run, event as StoredEvent, say);
    case 'session.tokenSet':
      // The guest signs in with the sign-in form of /sign-in.
      await run.page.getByLabel(/^Adresse e-mail/).fill(run.email);
      await run.page.getByLabel(/^Mot de passe/).fill(PASSWORD);
      await run.page.getByRole('main').getByRole('button', { name: TEXT.signIn }).click();
      await run.gate.arrived('SignedInCustomer');
      say('the shopper signed in with the sign-in form: the customer’s details are asked for');
      await run.page.waitForURL(`${suite.shop.url}/`);
      await expectHeader(run, say, TEXT.myAccount);
      run.token = await storedToken(run.page);
      run.expect(run.token, 'stored token').not.toBeNull();
      return expectTokenTaken(run, say);
    case 'session.signOut':
      await signOut(run.page);
      await run.gate.arrived('RevokeCustomerToken');
      say('the shopper signed out from the drawer’s account view: the revocation went to the backend');
      // The shell hears of a sign-out once its sequence ran: until then the customer is still shown.
      await expectHeader(run, say, greetingOf(path, i));
      run.expect(await storedToken(run.page)).toBe(run.token);
      return expectTokenTaken(run, say, ', until the revocation reaches it');
    case 'xstate.done.actor.revokeToken':
      await run.gate.pass('RevokeCustomerToken');
      await signedOutByShopper(run, say);
      return expectTokenRefused(run, say);
    case 'xstate.error.actor.revokeToken':
      // Spec §8: a failed revocation is only logged; the sequence goes on.
      await run.gate.fail('RevokeCustomerToken', 'dropped');
      await signedOutByShopper(run, say);
      return expectTokenTaken(run, say, ': the revocation never reached it');
    case 'xstate.done.actor.loadCustomer':
      await run.gate.pass('SignedInCustomer');
      await expectHeader(run, say, TEXT.greeting);
      return expectTokenTaken(run, say);
    case 'xstate.error.actor.loadCustomer':
      if ((event as { error: Error }).error.message.includes('revoked')) {
        // The server ended the token meanwhile (a sign-out everywhere): the details are refused.
        await graphql(suite.shop.url, 'mutation { revokeCustomerToken { result } }', {}, run.token!);
        await run.gate.pass('SignedInCustomer');
        await expectHeader(run, say, TEXT.signIn);
        await expectNothingStored(run, say);
        run.expect(revocations(run)).toEqual([]);
        say('no revocation was sent: the token was already dead');
        return expectTokenRefused(run, say);
      }
      // The connection drops, for every try the page makes.
      await run.gate.unreachable('SignedInCustomer');
      await expectDetailsFailed(run, say);
      run.gate.reachable('SignedInCustomer');
      return expectTokenTaken(run, say);
    case 'details.request': {
      run.gate.hold('SignedInCustomer');
      const drawer = run.page.getByRole('dialog');
      await drawer.getByRole('alert').getByRole('button', { name: TEXT.retry }).click();
      await run.gate.arrived('SignedInCustomer');
      say(`the shopper pressed “${TEXT.retry}”: the details are asked for again`);
      return expectHeader(run, say, TEXT.myAccount);
    }
    case 'details.changed': {
      // The shopper saves a new first name on the account information page (the drawer closed, if open).
      if (await run.page.getByRole('dialog').count()) {
        await run.page.keyboard.press('Escape');
        await run.page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      run.gate.hold('SignedInCustomer');
      const section = run.page.getByRole('region', { name: 'Nom', exact: true });
      await section.getByLabel(/^Prénom/).fill('Marion');
      await section.getByRole('button', { name: 'Enregistrer le nom' }).click();
      await section.getByText(TEXT.nameSaved).waitFor();
      say(`the shopper saved “Marion” as first name: “${TEXT.nameSaved}”`);
      await run.gate.arrived('SignedInCustomer');
      say('the customer’s details are asked for again');
      const { data } = await graphqlAt<{ customer: { firstname: string } }>(suite.shop.url, 'query { customer { firstname } }', {}, run.token!);
      run.expect(data?.customer.firstname).toBe('Marion');
      say('the backend has “Marion” as the customer’s first name');
      // The details as they were stay on screen while the new ones load.
      return expectHeader(run, say, greetingOf(path, i));
    }
    case 'session.tokenLapsed': {
      // Another tab of the same browser signs out: this one finds the stored token gone at its next check.
      // The limit only stops a hang: the other tab loads and signs out first, on two busy cores.
      const reloaded = run.page.waitForEvent('load', { timeout: 120_000 });
      const tab = await run.shop.context.newPage();
      await tab.goto(`${suite.shop.url}/`);
      await hydrated(menuButton(tab));
      await signOut(tab);
      await tab.getByText(TEXT.signedOut).waitFor();
      say('another tab signed out');
      await reloaded;
      say('this page loaded again');
      await tab.close();
      await expectHeader(run, say, TEXT.signIn);
      await expectNothingStored(run, say);
      return expectTokenRefused(run, say);
    }
    case 'xstate.after.TOKEN_EXPIRY.session.signedIn.expiry': {
      // The page's clock runs to the end of the token's lifetime: the expiry timer signs out and reloads the page.
      const reloaded = run.page.waitForEvent('load');
      await run.page.clock.runFor(EXPIRING_MS);
      say(`the page’s clock ran ${EXPIRING_MS / 1000} s, to the end of the token’s lifetime`);
      await reloaded;
      say('the page loaded again');
      await expectHeader(run, say, TEXT.signIn);
      await expectNothingStored(run, say);
      run.expect(revocations(run)).toEqual([]);
      say('no revocation was sent: the token lived its lifetime');
      // The backend ends the token by its own clock, which the page's does not move.
      return expectTokenTaken(run, say, ' (by its own clock)');
    }
    default:
      throw new Error(`The replay does not say how “${event.type}” happens.`);
  }
}

/** The header's words for a signed-in customer at step `i`: greeted once their details came. */
function greetingOf(path: ModelPath, i: number): string {
  const loaded = path.steps.slice(0, i + 1).some((step: Step) => step.event.type === 'xstate.done.actor.loadCustomer');
  return loaded ? TEXT.greeting : TEXT.myAccount;
}

/** The browser told what it stores: the page opens and reads it. */
async function stored(run: Run, event: StoredEvent, say: (words: string) => void) {
  await run.page.goto(`${suite.shop.url}${run.start}`);
  await hydrated(menuButton(run.page));
  if (event.token !== null) {
    // The limit only stops a hang: a page on a simulated clock may take a while on two busy cores.
    await run.gate.arrived('SignedInCustomer', 60_000);
    say(`the stored token, ${run.remainingMs / 1000} s from its end, signed the shopper in: their details are asked for`);
    await expectHeader(run, say, TEXT.myAccount);
    return expectTokenTaken(run, say);
  }
  await expectHeader(run, say, TEXT.signIn);
  await expectNothingStored(run, say);
  if (event.expired) {
    // Signed out at start: nothing to revoke, and no request carried the dead token.
    run.expect(revocations(run)).toEqual([]);
    run.expect(run.shop.graphql.filter((request) => request.hasAuthorization)).toEqual([]);
    say('the token past its lifetime was dropped: no request carried it, none revoked it');
    return;
  }
  run.expect(run.shop.graphql.filter((request) => request.hasAuthorization)).toEqual([]);
  say('no request carried a token');
}

/** Once the sign-out the shopper asked for ran its sequence: told so, a guest again, nothing of the token kept. */
async function signedOutByShopper(run: Run, say: (words: string) => void) {
  await run.page.getByRole('status').filter({ hasText: TEXT.signedOut }).waitFor();
  say(`a notice says “${TEXT.signedOut}”`);
  await expectHeader(run, say, TEXT.signIn);
  await expectNothingStored(run, say);
}

let customers = 0;
let lifetimeS = 0;

async function replay(path: ModelPath, title: string, expect: ExpectStatic) {
  const recorder = new PathRecorder('session', title, 'browser');
  recorder.plan(path.steps.map((step) => ({ event: step.event, value: stateOf(step).value })));
  const shop = await openPage(suite.browser, WIDTH);
  const types = path.steps.map((step) => step.event.type);
  const first = path.steps[1]!.event as StoredEvent;
  const run: Run = {
    shop, page: shop.page, gate: await GraphqlGate.on(shop.page), email: `session.${process.pid}.${++customers}@example.fr`, token: null,
    lifetimeS: 0, remainingMs: 0, start: types.includes('details.changed') ? '/account-information' : types.includes('session.tokenSet') ? '/sign-in' : '/', expect,
  };
  try {
    if (!lifetimeS) {
      lifetimeS = (await graphql<{ storeConfig: { customer_token_expiration_time: number } }>(suite.shop.url, '{ storeConfig { customer_token_expiration_time } }'))
        .storeConfig.customer_token_expiration_time;
    }
    run.lifetimeS = lifetimeS;
    await createCustomer(suite.shop.url, { email: run.email, password: PASSWORD, firstname: 'Marie', lastname: 'Dupont' });
    const expires = types.includes('xstate.after.TOKEN_EXPIRY.session.signedIn.expiry');
    if (first.token !== null || first.expired) {
      run.token = await customerToken(suite.shop.url, run.email, PASSWORD);
      // A live token stored just now, with its whole lifetime (or, where it runs out, seconds) left; an expired one, a
      // minute past its lifetime.
      run.remainingMs = expires ? EXPIRING_MS : lifetimeS * 1000;
      await storeToken(run, first.expired ? lifetimeS + 60 : lifetimeS - run.remainingMs / 1000);
    }
    // The page's clock is a simulated one, running as time does until the step moves it on.
    if (expires) {
      await shop.page.clock.install();
      await shop.page.clock.resume();
    }
    run.gate.hold('SignedInCustomer');
    run.gate.hold('RevokeCustomerToken');
    run.gate.hold('CustomerCart', 2);
    for (let i = 0; i < path.steps.length; i++) {
      const said: string[] = [];
      try {
        await replayStep(run, path, i, (words) => said.push(words));
        recorder.passed(i, said);
      } catch (error) {
        recorder.failed(i, said, error, await failureScreenshot(run.page, title, i));
        throw error;
      }
    }
    // The console errors a path may leave: a connection it dropped, a refused token (the backend's 401), a failed
    // revocation (logged, spec §8). A question for the customer's details asked after another tab signed out is never
    // sent (the client answers it as refused): no 403 of the backend to a guest.
    expect(shop.errors.filter((error) => !/ERR_CONNECTION_RESET|status of 401|Error Revoking Token/.test(error))).toEqual([]);
  } finally {
    recorder.write();
    await shop.context.close();
  }
}

/** The details failed: the header has no name for the customer, and the drawer's account view offers to try again. */
async function expectDetailsFailed(run: Run, say: (words: string) => void) {
  const drawer = await openAccountView(run.page);
  await drawer.getByRole('alert').filter({ hasText: TEXT.detailsFailed }).waitFor();
  say(`the drawer’s account view says “${TEXT.detailsFailed}” with a “${TEXT.retry}” button`);
  await expectHeader(run, say, TEXT.myAccount);
}

/**
 * Paths through a wait's limit (`xstate.after.requestTimeout…`) are the model test's, on a simulated clock against the
 * same views (test/machines/session.test.tsx): here each would hold a request for the real 20 s. A browser meets a
 * limit in test/e2e/failed-page.e2e.ts. The token's lifetime (`xstate.after.TOKEN_EXPIRY…`) runs here, on the page's
 * simulated clock.
 */
const timedOut = (path: ModelPath) => path.steps.some(({ event }) => event.type.startsWith('xstate.after.requestTimeout'));

/**
 * Paths no page of this replay makes: a sign-in while signed in comes only from the subscription portal's e-mailed
 * link opened by a signed-in customer (the sign-in and create-account forms are for guests), and a customer with
 * subscriptions is made only by a paid order with a subscription (test/e2e/subscriptions.e2e.ts follows that link).
 */
const signInWhileSignedIn = (path: ModelPath) =>
  path.steps.some((step, i) => step.event.type === 'session.tokenSet' && i > 0 && stateOf(path.steps[i - 1]!).matches('signedIn'));

/**
 * The token's lifetime run out on the page's simulated clock: not yet stable. It passed alone, but on two cores loaded
 * by other suites the page on Playwright's clock sent no request for the details within a minute (2 runs of 3), and
 * why is not yet known. test/e2e/session.e2e.ts signs out at the end of a short lifetime on the real clock meanwhile.
 */
const expiresOnTheClock = (path: ModelPath) => path.steps.some(({ event }) => event.type === 'xstate.after.TOKEN_EXPIRY.session.signedIn.expiry');

const slot = slots(3);

describe('the session’s chart replayed in Chromium', () => {
  describe.concurrent('paths of a shopper’s session', () => {
    for (const { path, title } of titledPaths(pathsOf(sessionModel))) {
      if (timedOut(path) || signInWhileSignedIn(path) || expiresOnTheClock(path)) it.skip(title, () => undefined);
      else it(title, ({ expect }) => slot(() => replay(path, title, expect)));
    }
  });
});
