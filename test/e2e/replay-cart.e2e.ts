// The cart's model imports fixtures that sanitise content as a server does: first the server's DOM for it.
import '../harness/setup-node';
import type { Page } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { describePath, pathsOf, type ModelPath } from '../harness/model';
import { PathRecorder } from '../harness/qa-record';
import { cartModel } from '../machines/models';
import { hydrated, openPage, type ShopPage } from './support/browser';
import { createCustomer as createAccount } from './support/customers';
import { failureScreenshot, graphql, GraphqlGate, testHook } from './support/replay';
import { shopInChromium } from './support/suite';

// The cart's chart (pathsOf(cartModel), the paths its model test drives in jsdom) replayed in Chromium against the
// real shop: each event made as a shopper makes it (a click on a product page or the cart page, a sign-in, another
// tab), each service answered by the real backend, each failure made as it happens (a connection dropped on the way,
// a cart the server ended, a stock gone, a wrong coupon). The requests a path answers wait at a gate until the path
// answers them, so that each busy state is seen as the shopper sees it. Expectations are the seed's data and the
// shop's French texts, written out.
//
// Timing states, checked at the state they lead to (said so in the step's words):
// - a request made before the page has hydrated (the chart's `opening`): nothing on the server's page takes a click,
//   so the step is checked on the server's page, and the request is made as soon as the page has hydrated;
// - `cart.reset` and `cart.signOut` before the page has read its stored cart (an order placed, a sign-out, at that
//   instant): the page starts where they lead, with no cart;
// - the image kept by sku (`cacheImage`), a write to the browser's storage that ends at once: its end is checked as
//   the add being sent.

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const WIDTH = 375;
const PASSWORD = 'Printemps#2026';
const KRILL = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique', sku: 'OMG-KRILL', stock: 54 };
const MAGNESIUM = { name: 'Magnésium bisglycinate', sku: 'MIN-MG-BISGLY', variant120: 'MIN-MG-BISGLY-120', stock120: 210 };
const COUPON = 'BIENVENUE10';
const TEXT = {
  empty: 'Votre panier est vide.',
  network: 'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
  createFailed: 'Impossible de créer votre panier. Veuillez réessayer.',
  qtyNotAvailable: 'La quantité demandée n’est pas disponible.',
  couponInvalid: 'Ce code promo n’est pas valide.',
  added: `Nous avons ajouté 1 × ${KRILL.name} à votre panier.`,
  krillRemoved: `Ce produit n’est plus en stock et a été retiré de votre panier : ${KRILL.name}.`,
  mergeFailed: 'Les articles de votre précédent panier n’ont pas pu être ajoutés au panier de votre compte.',
};

/** The service each `xstate.*.actor.<id>` answers, as the GraphQL operation the page sends for it. */
const OPERATION: Record<string, (customer: boolean) => string | null> = {
  loadCart: () => 'Cart',
  createCart: (customer) => (customer ? 'CustomerCart' : 'CreateCart'),
  customerCartId: () => 'CustomerCart',
  mergeCarts: () => 'MergeCarts',
  addItem: () => 'AddProductsToCart',
  updateItem: () => 'UpdateCartItem',
  removeItems: () => 'RemoveCartItem',
  applyCoupon: () => 'ApplyCoupon',
  removeCoupon: () => 'RemoveCoupon',
  estimateShipping: () => 'EstimateShippingMethods',
  cacheImage: () => null,
};

type Step = ModelPath['steps'][number];
const stateOf = (step: Step) => step.state as AnyMachineSnapshot;
const serviceOf = (event: EventObject) => /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) as [string, 'done' | 'error', string] | null;
const errorText = (event: EventObject) => String((event as { error?: { message?: string } }).error?.message ?? '');
const isGone = (event: EventObject) => errorText(event).includes('isn\'t active');

/** What a shopper's browser holds when a path starts. */
interface Setup {
  page: string;
  /** A guest cart stored in the browser (the path reads a stored id). */
  guestCart: boolean;
  /** A customer who signs in during the path; their cart's lines. */
  customer: 'none' | 'withLines' | 'empty';
  coupon: boolean;
}

function setupOf(path: ModelPath): Setup {
  const events = path.steps.map((step) => step.event);
  const has = (type: string, test: (event: EventObject) => boolean = () => true) => events.some((event) => event.type === type && test(event));
  const signIn = has('cart.signIn') && !stateOf(path.steps[events.findIndex((e) => e.type === 'cart.signIn')]!).matches('opening');
  const guestCart = has('cart.stored', (event) => (event as unknown as { cartId: string | null }).cartId !== null);
  return {
    page: has('cart.add') ? KRILL.path : '/cart',
    guestCart,
    customer: signIn ? (guestCart ? 'empty' : 'withLines') : 'none',
    coupon: has('cart.coupon.remove'),
  };
}

/** The shop's cart lines of a setup: two krill, one magnesium of 60 capsules (3 units), as the fixtures' cart. */
let magnesium60 = '';
async function fillCart(cartId: string, token?: string, coupon = false) {
  if (!magnesium60) {
    const { products } = await graphql<{ products: { items: { configurable_options: { values: { uid: string; label: string }[] }[] }[] } }>(
      suite.shop.url,
      'query { products(filter: { url_key: { eq: "magnesium-bisglycinate" } }) { items { ... on ConfigurableProduct { configurable_options { values { uid label } } } } } }',
    );
    magnesium60 = products.items[0]!.configurable_options[0]!.values.find((value) => value.label === '60 gélules')!.uid;
  }
  await graphql(
    suite.shop.url,
    'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
    { id: cartId, items: [{ sku: KRILL.sku, quantity: 2 }, { sku: MAGNESIUM.sku, quantity: 1, selected_options: [magnesium60] }] },
    token,
  );
  if (coupon) {
    await graphql(suite.shop.url, 'mutation ($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { id } } }', { id: cartId, code: COUPON }, token);
  }
}

let customers = 0;
async function createCustomer(withLines: boolean, coupon: boolean) {
  const email = `replay.${process.pid}.${++customers}@example.fr`;
  await createAccount(suite.shop.url, { email, password: PASSWORD, firstname: 'Marie', lastname: 'Dupont' });
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    suite.shop.url, 'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', { e: email, p: PASSWORD },
  );
  const { customerCart } = await graphql<{ customerCart: { id: string } }>(suite.shop.url, 'query { customerCart { id } }', {}, generateCustomerToken.token);
  if (withLines) await fillCart(customerCart.id, generateCustomerToken.token, coupon);
  return { email, cartId: customerCart.id };
}

/** Text as the page writes it, with fr-FR's no-break spaces made plain. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** One path's browser, and what the test knows of the shopper's cart. */
interface Run {
  shop: ShopPage;
  page: Page;
  gate: GraphqlGate;
  setup: Setup;
  guestCartId: string | null;
  customer: { email: string; cartId: string } | null;
  signedIn: boolean;
  /** The page was asked for (the step that needs it opens it). */
  opened: boolean;
  /** Requests made before the page hydrated: made as soon as it has. */
  deferred: (() => Promise<void>)[];
  /** Stock changed for the path, put back at its end. */
  restock: [string, number][];
  /** The shopper's last request (what an answer is about). */
  lastRequest: string | null;
  /** The test's own expect (paths replay concurrently). */
  expect: ExpectStatic;
}

const counter = (page: Page) => page.getByTestId('cart-counter').textContent({ timeout: 1000 }).then(plain, () => '');
const main = (page: Page) => page.getByRole('main');
const addButton = (page: Page) => page.locator('.product__cart-actions').getByRole('button');
const cartLine = (page: Page, name: string) => page.locator('.cart-line').filter({ has: page.getByRole('heading', { level: 3, name }) });

async function expectCounter(run: Run, say: (words: string) => void, text: string) {
  await run.expect.poll(() => counter(run.page), { message: 'header counter' }).toBe(text);
  say(text ? `the header counter reads “${text}”` : 'the header counter is empty');
}

/** The cart page's lines, by name, as headings. */
async function expectLines(run: Run, say: (words: string) => void, names: string[]) {
  const region = main(run.page).getByRole('region', { name: 'Articles de votre panier' });
  await run.expect.poll(async () => (await region.getByRole('heading', { level: 3 }).allTextContents().catch(() => [])).map(plain), { message: 'cart lines' }).toEqual(names);
  say(`the cart page lists ${names.map((name) => `“${name}”`).join(' and ')}`);
}

async function expectEmpty(run: Run, say: (words: string) => void) {
  await main(run.page).getByText(TEXT.empty).waitFor();
  say(`the cart page says “${TEXT.empty}”`);
}

async function expectShimmer(run: Run, say: (words: string) => void) {
  await main(run.page).getByTestId('page-shimmer').waitFor();
  say('the cart page shows its loading shimmer');
}

async function expectText(scope: Page, say: (words: string) => void, text: string, where = 'the page') {
  await scope.getByText(text, { exact: true }).first().waitFor();
  say(`${where} says “${text}”`);
}

/** While a line's request runs, every line's Remove button waits. */
async function expectLinesBusy(run: Run, say: (words: string) => void) {
  const removes = run.page.getByRole('button', { name: /^Retirer .* du panier$/ });
  await run.expect.poll(async () => {
    const all = await removes.all();
    return all.length > 0 && (await Promise.all(all.map((button) => button.isDisabled()))).every(Boolean);
  }, { message: 'Remove buttons disabled' }).toBe(true);
  say('every line’s Remove button is disabled');
}

async function expectButtonDisabled(run: Run, say: (words: string) => void, name: string, disabled = true) {
  await run.expect.poll(() => run.page.getByRole('button', { name, exact: true }).isDisabled(), { message: name }).toBe(disabled);
  say(`the “${name}” button is ${disabled ? 'disabled' : 'enabled'}`);
}

async function expectAdding(run: Run, say: (words: string) => void) {
  await run.expect.poll(async () => plain(await addButton(run.page).textContent()), { message: 'add button' }).toBe('Ajout en cours…');
  say('the add button reads “Ajout en cours…”');
}

async function expectAddError(run: Run, say: (words: string) => void, text: string) {
  await run.expect.poll(async () => plain(await run.page.locator('.product__cart-actions').getByRole('alert').textContent({ timeout: 1000 }).catch(() => '')), { message: 'add error' }).toBe(text);
  say(`under the add button: “${text}”`);
}

/** The shopper is signed out: the header offers to sign in again. */
async function expectSignedOut(run: Run, say: (words: string) => void) {
  await run.expect.poll(() => run.page.locator('header.header .header__account').textContent().then(plain), { message: 'account trigger' }).toBe('Se connecter');
  say('the header offers “Se connecter” again');
  run.signedIn = false;
}

const LINES = [KRILL.name, MAGNESIUM.name];

/** Opens the page of the path, once the holds of its first answers are in place. */
async function open(run: Run, stored: boolean) {
  if (run.opened) return;
  run.opened = true;
  if (stored && run.guestCartId) {
    await run.shop.context.addInitScript((cartId) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cartId', cartId);
    }, run.guestCartId);
  }
  await run.page.goto(`${suite.shop.url}${run.setup.page}`);
  await hydrated(run.page.locator('header.header .header__account'));
}

async function runDeferred(run: Run) {
  for (const request of run.deferred.splice(0)) await request();
}

/** The shopper signs in from the menu's drawer, staying on the page. */
async function signIn(run: Run) {
  await run.page.getByRole('button', { name: 'Ouvrir ou fermer le menu' }).click();
  const drawer = run.page.getByRole('dialog');
  await drawer.getByRole('button', { name: 'Se connecter' }).click();
  await drawer.getByLabel(/^Adresse e-mail/).fill(run.customer!.email);
  await drawer.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await drawer.getByLabel(/^Mot de passe/).press('Enter');
  // Signed in, the drawer shows the account's menu: the shopper closes it.
  await drawer.getByText('Bonjour, Marie').waitFor();
  await run.page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  run.signedIn = true;
}

/** What the shopper does for each request of the chart. */
const REQUESTS: Record<string, (run: Run, event: EventObject, next: Step | undefined) => Promise<void>> = {
  'cart.add': (run) => addButton(run.page).click(),
  'cart.update': (run) => cartLine(run.page, KRILL.name).getByRole('button', { name: 'Augmenter la quantité' }).click(),
  'cart.changeOptions': async (run) => {
    // The shopper opens the line's options first (`cart.edit.begin`, which only marks the line edited).
    await run.page.getByRole('button', { name: `Modifier les options de ${MAGNESIUM.name}` }).click();
    const form = run.page.getByRole('form', { name: `Modifier les options de ${MAGNESIUM.name}` });
    await form.getByText('120 gélules').click();
    await form.getByRole('button', { name: 'Mettre à jour' }).click();
  },
  'cart.remove': (run) => run.page.getByRole('button', { name: `Retirer ${KRILL.name} du panier` }).click(),
  'cart.coupon.apply': async (run, _event, next) => {
    // A wrong code is how a coupon is refused: the path's next step says which answer comes.
    const refused = next && serviceOf(next.event)?.[1] === 'error' && !isGone(next.event);
    await run.page.getByRole('textbox', { name: 'Saisissez votre code promo' }).fill(refused ? 'PROMO2099' : COUPON);
    await run.page.getByRole('button', { name: 'Appliquer' }).click();
  },
  'cart.coupon.remove': (run) => run.page.getByRole('button', { name: `Retirer le code promo ${COUPON}` }).click(),
  'cart.shipping.estimate': async (run) => {
    await run.page.getByRole('textbox', { name: 'Code postal' }).fill('75001');
    await run.page.getByRole('button', { name: 'Estimer', exact: true }).click();
  },
  // The mini cart asks for the cart as it is now.
  'cart.refresh': (run) => run.page.getByRole('button', { name: /mini-panier/ }).click(),
  'cart.signIn': (run) => signIn(run),
  'cart.edit.begin': (run) => run.page.getByRole('button', { name: `Modifier les options de ${MAGNESIUM.name}` }).click(),
  'cart.edit.end': (run) => run.page.getByRole('button', { name: 'Annuler' }).click(),
};

/** The cart page (or product page) as the shopper sees it in a settled state reached by the path so far. */
interface Shown {
  counter: string;
  lines: string[];
}

/**
 * Replays one step: makes its event happen, then checks the page. `shown` is what the shopper's cart holds so far,
 * in the seed's words, updated by the steps that change it.
 */
async function replayStep(run: Run, path: ModelPath, i: number, shown: Shown, say: (words: string) => void) {
  const step = path.steps[i]!;
  const { event } = step;
  const to = stateOf(step);
  const from = i > 0 ? stateOf(path.steps[i - 1]!) : null;
  const next = path.steps[i + 1];
  const onCart = run.setup.page === '/cart';

  if (i === 0) {
    // Opening: the server's page, before any script runs, knows no cart.
    const html = await (await fetch(`${suite.shop.url}${run.setup.page}`)).text();
    run.expect(/data-testid="cart-counter"[^>]*>\s*</.test(html) || !html.includes('data-testid="cart-counter"'), 'server counter').toBe(true);
    say('the server’s page shows no count on the cart');
    if (onCart) {
      run.expect(html).toContain('data-testid="page-shimmer"');
      say('the server’s cart page shows the loading shimmer');
    }
    return;
  }

  if (from?.matches('opening') && to.matches('opening')) {
    // Timing state: made as soon as the page hydrates, if the path goes on.
    const request = REQUESTS[event.type];
    if (request) run.deferred.push(() => request(run, event, undefined));
    say(`(timing) a ${event.type} cannot reach the page before it hydrates: it is made once the page has read its stored cart`);
    say('the server’s page, as at the start, shows no count on the cart');
    return;
  }

  const service = serviceOf(event);
  if (event.type === 'cart.stored') {
    const stored = (event as { cartId: string | null }).cartId !== null;
    await open(run, stored);
    if (stored) {
      await run.gate.arrived('Cart');
      await expectCounter(run, say, '');
      if (onCart) await expectShimmer(run, say);
    } else {
      await expectCounter(run, say, '');
      if (onCart) await expectEmpty(run, say);
    }
    await runDeferred(run);
    if (to.matches('adding')) await expectAdding(run, say);
    return;
  }

  if (event.type === 'cart.reset' || event.type === 'cart.signOut') {
    say(`(timing) a ${event.type} before the stored cart is read cannot be made: the page starts where it leads, with no cart`);
    await open(run, false);
    await expectCounter(run, say, '');
    if (onCart) await expectEmpty(run, say);
    shown.counter = '';
    shown.lines = [];
    return;
  }

  if (event.type === 'cart.storedElsewhere') {
    await open(run, false);
    // Another tab of the same browser stores another cart, as its first add does.
    const other = await graphql<{ createEmptyCart: string }>(suite.shop.url, 'mutation { createEmptyCart }');
    await graphql(
      suite.shop.url,
      'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "OMG-KRILL", quantity: 1 }]) { user_errors { message } } }',
      { id: other.createEmptyCart },
    );
    const tab = await run.shop.context.newPage();
    await tab.goto(`${suite.shop.url}/robots.txt`);
    const reloaded = run.page.waitForEvent('load');
    await tab.evaluate((cartId) => localStorage.setItem('cartId', cartId), other.createEmptyCart);
    await reloaded;
    say('the page loads again when another tab stores another cart');
    await expectCounter(run, say, '1');
    await tab.close();
    return;
  }

  if (!service) {
    const request = REQUESTS[event.type];
    if (!request) throw new Error(`The replay does not say how “${event.type}” happens.`);
    await open(run, false);
    if (event.type === 'cart.add' && path.steps.some((s) => s.event.type === 'xstate.error.actor.cacheImage')) await fillStorage(run);
    await request(run, event, next);
    run.lastRequest = event.type;
    await expectState(run, to, shown, say);
    return;
  }

  const [, outcome, id] = service;
  const operation = OPERATION[id]!(run.signedIn);
  if (id === 'cacheImage') {
    // Timing: the image is written to the browser's storage at once; checked as the add it leads to, sent and waiting.
    await run.gate.arrived('AddProductsToCart');
    say('(timing) the image kept by sku ends at once: checked as the add request sent');
    await expectAdding(run, say);
    return;
  }
  if (outcome === 'done') {
    await answerDone(run, id, event, shown);
    await run.gate.pass(operation!);
  } else if (isGone(event)) {
    // The server ended the cart meanwhile, as an order does: the request reaches it and is refused.
    const cartId = id === 'mergeCarts' ? run.guestCartId! : await storedCartId(run);
    await testHook(suite.shop.url, `carts/${cartId}/deactivate`);
    await run.gate.pass(operation!);
  } else if (id === 'applyCoupon') {
    // The wrong code typed by the shopper goes to the backend, which refuses it.
    await run.gate.pass(operation!);
  } else if (id === 'loadCart' || id === 'customerCartId') {
    await run.gate.unreachable(operation!);
  } else {
    await run.gate.fail(operation!, id === 'createCart' ? '500' : 'dropped');
  }
  await expectAnswer(run, id, outcome, event, to, shown, say);
}

async function storedCartId(run: Run): Promise<string> {
  return (await run.page.evaluate(() => localStorage.getItem('cartId')))!;
}

/** The browser's storage full: the next write (the product's image) fails. */
async function fillStorage(run: Run) {
  await run.page.evaluate(() => {
    const chunk = 'x'.repeat(256 * 1024);
    for (let i = 0; i < 100; i++) {
      try {
        localStorage.setItem(`filler-${i}`, chunk);
      } catch {
        return;
      }
    }
  });
}

/** Before a service's answer goes: the backend's data changed as the path's answer needs (a stock gone, a refusal). */
async function answerDone(run: Run, id: string, event: EventObject, shown: Shown) {
  const output = (event as { output?: { unavailable?: unknown[]; errors?: unknown[] } }).output;
  if (id === 'loadCart' && (output?.unavailable?.length ?? 0) > 0) {
    await testHook(suite.shop.url, `stock/${KRILL.sku}`, { qty: 0 });
    run.restock.push([KRILL.sku, KRILL.stock]);
  }
  if (id === 'addItem' && (output?.errors?.length ?? 0) > 0) {
    if (run.setup.page === '/cart') {
      await testHook(suite.shop.url, `stock/${MAGNESIUM.variant120}`, { qty: 0 });
      run.restock.push([MAGNESIUM.variant120, MAGNESIUM.stock120]);
    } else {
      // Two in the cart, one more asked for: the stock holds only the two.
      await testHook(suite.shop.url, `stock/${KRILL.sku}`, { qty: 2 });
      run.restock.push([KRILL.sku, KRILL.stock]);
    }
  }
  void shown;
}

/** The page once a service answered. */
async function expectAnswer(run: Run, id: string, outcome: 'done' | 'error', event: EventObject, to: AnyMachineSnapshot, shown: Shown, say: (words: string) => void) {
  const onCart = run.setup.page === '/cart';
  const gone = outcome === 'error' && isGone(event);
  if (gone && run.signedIn && !to.matches('adding') && id !== 'mergeCarts') {
    // A customer's cart refused: the shopper is signed out, the cart forgotten.
    await expectSignedOut(run, say);
    await expectCounter(run, say, '');
    return;
  }
  if (gone && id !== 'mergeCarts' && !to.matches('adding')) {
    shown.counter = '';
    shown.lines = [];
    await expectCounter(run, say, '');
    if (onCart) await expectEmpty(run, say);
    return;
  }
  switch (`${id}.${outcome}`) {
    case 'loadCart.done': {
      const removing = to.matches('removingUnavailable');
      shown.counter = '3';
      shown.lines = [...LINES];
      await expectCounter(run, say, '3');
      if (onCart) await expectLines(run, say, LINES);
      if (removing) await expectLinesBusy(run, say);
      if (to.matches('adding')) await expectAdding(run, say);
      return;
    }
    case 'loadCart.error':
      if (onCart) {
        await expectText(run.page, say, TEXT.network, 'the cart page');
        await expectButtonDisabled(run, say, 'Réessayer', false);
      }
      await expectCounter(run, say, shown.counter);
      return;
    case 'customerCartId.done':
      // The customer's cart is read (or the guest's merged into it): the page keeps what it showed meanwhile.
      await expectUnchanged(run, shown, say);
      return;
    case 'customerCartId.error':
      if (onCart) await expectText(run.page, say, TEXT.network, 'the cart page');
      return;
    case 'mergeCarts.done':
      shown.counter = '3';
      shown.lines = [...LINES];
      await expectCounter(run, say, '3');
      if (onCart) await expectLines(run, say, LINES);
      return;
    case 'mergeCarts.error':
      await expectText(run.page, say, TEXT.mergeFailed, 'a notice');
      await expectUnchanged(run, shown, say);
      return;
    case 'createCart.done':
      await run.gate.arrived('AddProductsToCart');
      await expectAdding(run, say);
      return;
    case 'createCart.error':
      await expectAddError(run, say, TEXT.createFailed);
      await expectCounter(run, say, shown.counter);
      return;
    case 'addItem.done': {
      if (to.matches('changingOptions')) {
        // The 120 capsules line is in, next to the 60 one it replaces.
        shown.counter = '4';
        await expectCounter(run, say, '4');
        await expectLines(run, say, [KRILL.name, MAGNESIUM.name, MAGNESIUM.name]);
        await expectLinesBusy(run, say);
        return;
      }
      const refused = ((event as { output?: { errors?: unknown[] } }).output?.errors?.length ?? 0) > 0;
      if (onCart) {
        await expectText(run.page, say, 'Cette combinaison d’options n’est pas disponible.', 'the magnesium line');
        await expectCounter(run, say, '3');
        return;
      }
      if (refused) {
        await expectAddError(run, say, TEXT.qtyNotAvailable);
        await expectCounter(run, say, shown.counter);
        return;
      }
      shown.counter = String(Number(shown.counter || '0') + 1);
      await expectText(run.page, say, TEXT.added, 'a notice');
      await expectCounter(run, say, shown.counter);
      return;
    }
    case 'addItem.error':
      if (to.matches('adding')) {
        // Gone on a first try: the add goes again in a new cart, which is being made.
        await run.gate.arrived(OPERATION.createCart!(run.signedIn)!);
        say('the add goes again in a new cart, which is being made');
        await expectAdding(run, say);
        return;
      }
      if (onCart) await expectText(run.page, say, TEXT.network, 'the magnesium line');
      else await expectAddError(run, say, TEXT.network);
      await expectCounter(run, say, shown.counter);
      return;
    case 'updateItem.done':
      shown.counter = '4';
      await expectCounter(run, say, '4');
      await run.expect.poll(() => cartLine(run.page, KRILL.name).getByRole('textbox', { name: `Quantité de ${KRILL.name}` }).inputValue()).toBe('3');
      say('the krill line’s quantity reads 3');
      return;
    case 'removeItems.done':
      return expectRemoved(run, shown, say);
    case 'applyCoupon.done':
      await expectText(run.page, say, `Code promo ${COUPON} appliqué`, 'the coupon box');
      return;
    case 'applyCoupon.error':
      await expectText(run.page, say, TEXT.couponInvalid, 'the coupon box');
      await expectButtonDisabled(run, say, 'Appliquer', false);
      return;
    case 'removeCoupon.done':
      await run.page.getByRole('textbox', { name: 'Saisissez votre code promo' }).waitFor();
      say('the coupon field is back');
      return;
    case 'estimateShipping.done':
      await run.expect.poll(async () => plain(await run.page.locator('.cart-estimate').textContent())).toMatch(/^Colissimo.* Gratuite$/);
      say('the estimate reads Colissimo, “Gratuite”');
      return;
    case 'removeItems.error':
      if (run.restock.some(([sku]) => sku === KRILL.sku)) {
        // Lines out of stock that could not be removed for want of a network: the cart stays as it was read.
        await expectCounter(run, say, '3');
        if (onCart) await expectLines(run, say, LINES);
        return;
      }
      await expectText(run.page, say, TEXT.network, 'the cart page');
      await expectCounter(run, say, shown.counter);
      return;
    case 'updateItem.error':
    case 'removeCoupon.error':
    case 'estimateShipping.error':
      await expectText(run.page, say, TEXT.network, 'the cart page');
      await expectCounter(run, say, shown.counter);
      return;
    default:
      throw new Error(`No check for ${id}.${outcome}`);
  }
}

/** What the page showed before still shows: the counter, and the cart page's lines or its emptiness. */
async function expectUnchanged(run: Run, shown: Shown, say: (words: string) => void) {
  await expectCounter(run, say, shown.counter);
  if (run.setup.page !== '/cart') return;
  if (shown.lines.length) await expectLines(run, say, shown.lines);
  else await expectEmpty(run, say);
}

/** A removal answered: the krill gone (removed by the shopper or as out of stock), or the old magnesium line replaced. */
async function expectRemoved(run: Run, shown: Shown, say: (words: string) => void) {
  if (run.restock.some(([sku]) => sku === KRILL.sku)) await expectText(run.page, say, TEXT.krillRemoved, 'a notice');
  if (run.lastRequest === 'cart.changeOptions') {
    await run.expect.poll(async () => (await cartLine(run.page, MAGNESIUM.name).locator('.cart-line__option').allTextContents()).map(plain)).toEqual(['Contenance : 120 gélules']);
    say('the magnesium line reads “Contenance : 120 gélules”');
    await expectCounter(run, say, '3');
    return;
  }
  shown.lines = [MAGNESIUM.name];
  shown.counter = '1';
  await expectCounter(run, say, '1');
  await expectLines(run, say, [MAGNESIUM.name]);
}

/** A busy state right after a shopper's request: its controls wait (the request is held at the gate). */
async function expectState(run: Run, to: AnyMachineSnapshot, shown: Shown, say: (words: string) => void) {
  if (to.matches('opening')) {
    await expectCounter(run, say, '');
    return;
  }
  // A refresh asked for: the cart as it reads stays while it is read again.
  if (to.matches('loading')) {
    await expectCounter(run, say, shown.counter);
    return;
  }
  if (to.matches('adding')) return expectAdding(run, say);
  if (to.matches('updating') || to.matches('changingOptions') || to.matches('removing')) {
    await expectLinesBusy(run, say);
    return;
  }
  if (to.matches('applyingCoupon')) return expectButtonDisabled(run, say, 'Appliquer');
  if (to.matches('removingCoupon')) return expectButtonDisabled(run, say, `Retirer le code promo ${COUPON}`);
  if (to.matches('estimating')) return expectButtonDisabled(run, say, 'Estimer');
  if (to.matches('switching')) {
    await expectCounter(run, say, shown.counter);
    return;
  }
  // A refresh with no cart to read: nothing changes.
  await expectCounter(run, say, shown.counter);
}

/** The requests a path answers, held from the start in the order they come. */
function holdAnswers(gate: GraphqlGate, path: ModelPath, setup: Setup) {
  let signedIn = false;
  for (const step of path.steps) {
    if (step.event.type === 'cart.signIn') signedIn = setup.customer !== 'none';
    const service = serviceOf(step.event);
    if (!service) continue;
    const operation = OPERATION[service[2]]!(signedIn);
    if (operation) gate.hold(operation);
  }
  // A path that ends waiting for a service: its request waits too, so that the page shows the wait.
  const last = stateOf(path.steps.at(-1)!);
  const waiting = WAITING.find(([state]) => last.matches(state));
  if (waiting) gate.hold(waiting[1](signedIn));
}

/** The request each waiting state of the chart has sent. */
const WAITING: [string, (customer: boolean) => string][] = [
  ['adding.creatingCart', (customer) => OPERATION.createCart!(customer)!],
  ['adding.cachingImage', () => 'AddProductsToCart'],
  ['adding.sending', () => 'AddProductsToCart'],
  ['loading', () => 'Cart'],
];

/**
 * Requests made on the cart's lines and forms, which a shopper cannot make with no cart shown: the chart drops such a
 * request as stale (a click that raced the cart's end), and only its model test can send one.
 */
const ON_THE_CART = ['cart.update', 'cart.changeOptions', 'cart.remove', 'cart.coupon.apply', 'cart.coupon.remove', 'cart.shipping.estimate'];

/**
 * Paths the real shop cannot take: Magento 2.4.7 estimates shipping for an inactive cart (it reads the cart by its
 * masked id alone), `customerCart` finds or makes the customer's cart, never answering that it is gone, and no page
 * offers a request on a cart it does not show.
 */
const unreachable = (path: ModelPath) =>
  path.steps.some(({ event }) => ['xstate.error.actor.estimateShipping', 'xstate.error.actor.customerCartId'].includes(event.type) && isGone(event)) ||
  path.steps.some((step, i) => i > 0 && ON_THE_CART.includes(step.event.type) && stateOf(path.steps[i - 1]!).context.cart === null);
/**
 * Paths through a wait's limit (`xstate.after.requestTimeout…`) are the model test's, on a simulated clock against the
 * same views (test/machines/cart.test.tsx): here each would hold a request for the real 20 s. A browser meets a limit
 * in test/e2e/failed-page.e2e.ts.
 */
const timedOut = (path: ModelPath) => path.steps.some(({ event }) => event.type.startsWith('xstate.after.'));
/** Paths that change the shop's stock run alone: the others' carts must not see it. */
const changesStock = (path: ModelPath) =>
  path.steps.some(({ event }) => {
    const output = (event as { output?: { unavailable?: unknown[]; errors?: unknown[] } }).output;
    return (event.type === 'xstate.done.actor.loadCart' && (output?.unavailable?.length ?? 0) > 0) || (event.type === 'xstate.done.actor.addItem' && (output?.errors?.length ?? 0) > 0);
  });

const paths = pathsOf(cartModel);
const titles = new Map<string, number>();
const titled = paths.map((path) => {
  const described = describePath(path);
  const seen = (titles.get(described) ?? 0) + 1;
  titles.set(described, seen);
  // Two paths whose payloads differ past what the title shows get a number.
  return { path, title: seen > 1 ? `${described} (${seen})` : described };
});

/** At most this many paths replay at once, each in its own browser context. */
const PARALLEL = 3;
let running = 0;
const queue: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    queue.shift()?.();
  }
}

async function replay(path: ModelPath, title: string, expect: ExpectStatic) {
  const recorder = new PathRecorder('cart', title, 'browser');
  recorder.plan(path.steps.map((step) => ({ event: step.event, value: stateOf(step).value })));
  const shop = await openPage(suite.browser, WIDTH);
  const setup = setupOf(path);
  const run: Run = {
    shop, page: shop.page, gate: await GraphqlGate.on(shop.page), setup, guestCartId: null, customer: null, signedIn: false,
    opened: false, deferred: [], restock: [], lastRequest: null, expect,
  };
  try {
    if (setup.guestCart) {
      run.guestCartId = (await graphql<{ createEmptyCart: string }>(suite.shop.url, 'mutation { createEmptyCart }')).createEmptyCart;
      await fillCart(run.guestCartId, undefined, setup.coupon);
    }
    if (setup.customer !== 'none') run.customer = await createCustomer(setup.customer === 'withLines', setup.coupon);
    holdAnswers(run.gate, path, setup);
    const shown: Shown = { counter: '', lines: [] };
    for (let i = 0; i < path.steps.length; i++) {
      const said: string[] = [];
      try {
        await replayStep(run, path, i, shown, (words) => said.push(words));
        recorder.passed(i, said);
      } catch (error) {
        recorder.failed(i, said, error, await failureScreenshot(run.page, title, i));
        throw error;
      }
    }
  } finally {
    recorder.write();
    await shop.context.close();
    for (const [sku, qty] of run.restock) await testHook(suite.shop.url, `stock/${sku}`, { qty });
  }
}

describe('the cart’s chart replayed in Chromium', () => {
  describe.concurrent('paths on the shop as seeded', () => {
    for (const { path, title } of titled) {
      if (changesStock(path)) continue;
      if (unreachable(path) || timedOut(path)) it.skip(title, () => undefined);
      else it(title, ({ expect }) => slot(() => replay(path, title, expect)));
    }
  });
  describe('paths that change the stock, one at a time', () => {
    for (const { path, title } of titled) if (changesStock(path) && !timedOut(path)) it(title, ({ expect }) => replay(path, title, expect));
  });
});
