import type { Page } from 'playwright-core';
import { reactOwns } from '../../src/app/services/react-owns';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { consoleError, openPage, reactListens, screenshot } from './support/browser';
import { sentOperation } from './support/operations';
import { shopInChromium } from './support/suite';

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

/** A cart mutation the page sent: its cart, the units it asked to add, and whether the server did it all. */
interface CartCall {
  name: string;
  cartId: string | null;
  quantity: number;
  ok: boolean | null;
}

/** Every cart mutation of the page, in the order sent, with the answer once it is in. */
function watchCartCalls(page: Page): CartCall[] {
  const calls: CartCall[] = [];
  page.on('request', (request) => {
    const sent = sentOperation(request);
    if (sent?.kind !== 'mutation') return;
    const variables = sent.variables as { cartId?: string; items?: { quantity: number }[] };
    const call: CartCall = {
      name: sent.name,
      cartId: variables.cartId ?? null,
      quantity: (variables.items ?? []).reduce((sum, item) => sum + item.quantity, 0),
      ok: null,
    };
    calls.push(call);
    void request.response().then(async (response) => {
      const answer = (await response?.json()) as { data?: { addProductsToCart?: { user_errors: unknown[] } }; errors?: unknown[] } | undefined;
      call.ok = Boolean(answer?.data) && !answer?.errors && (answer?.data?.addProductsToCart?.user_errors.length ?? 0) === 0;
    }, () => undefined);
  });
  return calls;
}

const SIMPLE = { path: '/huile-de-krill-antarctique.html', name: 'Huile de krill antarctique', sku: 'OMG-KRILL', price: 27.9 };
const OTHER_SIMPLE = { path: '/omega-3-algue-dha-vegetal.html', name: 'Oméga-3 d’algue, DHA végétal', sku: 'OMG-ALGUE' };
const CONFIGURABLE = { path: '/whey-isolat-native.html', name: 'Whey isolat native' };

/** Text as the page writes it, with fr-FR's no-break spaces made plain. */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const euros = (value: number) => `${value.toFixed(2).replace('.', ',')} €`;

const addButton = (page: Page) => page.locator('.product__add');
const storedCartId = (page: Page) => page.evaluate(() => localStorage.getItem('cartId'));
const counter = async (page: Page) => plain(await page.getByTestId('cart-counter').textContent({ timeout: 1000 }).catch(() => ''));

async function openProduct(page: Page, path: string, name: string) {
  await page.goto(`${suite.shop.url}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Waits until the cart has no add under way: the button is no longer pending and the page asks nothing more. */
async function cartIdle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.product__add[data-pending]'));
  await page.waitForLoadState('networkidle');
}

/** Clicks "Ajouter au panier" once and waits for the cart to be done with it. */
async function addToCart(page: Page) {
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await cartIdle(page);
}

async function openMiniCart(page: Page) {
  await page.getByRole('button', { name: /mini-panier/ }).click();
  await page.getByRole('dialog', { name: 'Panier' }).waitFor();
  await page.locator('.side-panel:not([data-entering])').waitFor();
  await page.waitForLoadState('networkidle');
  return page.getByRole('dialog', { name: 'Panier' });
}

async function closeMiniCart(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Panier' }).waitFor({ state: 'detached' });
}

/** The mini cart's lines as the shopper reads them. */
async function miniCartLines(page: Page): Promise<string[][]> {
  const dialog = await openMiniCart(page);
  const lines = await dialog.locator('.mini-cart__item').evaluateAll((items) =>
    items.map((item) => [...item.querySelectorAll('.mini-cart__name, .mini-cart__option, .mini-cart__quantity, .mini-cart__total')].map((el) => el.textContent ?? '')),
  );
  await closeMiniCart(page);
  return lines.map((line) => line.map(plain));
}

const post = (path: string, body?: unknown) =>
  fetch(`${suite.shop.url}/__test__/${path}`, { method: 'POST', ...(body !== undefined && { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }) }).then((r) => {
    expect(r.status, path).toBe(200);
  });

describe('the cart in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`a simple product added from its page at ${width} px: the toast, the counter and the mini cart`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const calls = watchCartCalls(page);
      await openProduct(page, SIMPLE.path, SIMPLE.name);
      expect(await counter(page)).toBe('');
      await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
      await addToCart(page);
      const toast = page.getByRole('status').filter({ hasText: `Nous avons ajouté 2 × ${SIMPLE.name} à votre panier.` });
      await toast.waitFor();
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
      expect(await counter(page)).toBe('2');
      expect(calls.map((call) => call.name)).toEqual(['CreateCart', 'AddProductsToCart']);
      await page.getByRole('button', { name: 'Ajouter au panier' }).scrollIntoViewIfNeeded();
      await screenshot(page, `cart-product-added-${width}`, { fullPage: false });

      const dialog = await openMiniCart(page);
      const line = dialog.locator('.mini-cart__item');
      expect(await line.count()).toBe(1);
      expect(await line.getByRole('link', { name: SIMPLE.name }).getAttribute('href')).toBe(SIMPLE.path);
      expect(plain(await line.locator('.mini-cart__quantity').textContent())).toBe('Quantité : 2');
      expect(plain(await line.locator('.mini-cart__total').textContent())).toBe(euros(2 * SIMPLE.price));
      expect(plain(await dialog.locator('.mini-cart__subtotal').innerText())).toBe(`Sous-total ${euros(2 * SIMPLE.price)}`);
      await line.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await screenshot(page, `cart-mini-cart-${width}`, { fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);

      // Side panel (spec §2): from the right on large screens, from the bottom on small ones.
      const panel = (await page.locator('.side-panel').boundingBox())!;
      const viewport = page.viewportSize()!;
      if (width >= 960) expect([Math.round(panel.x + panel.width), Math.round(panel.y)]).toEqual([viewport.width, 0]);
      else expect([Math.round(panel.x), Math.round(panel.y + panel.height)]).toEqual([0, viewport.height]);

      // "Voir le panier" leads to the cart page and closes the panel.
      await dialog.getByRole('link', { name: 'Voir le panier' }).click();
      await page.waitForURL(`${suite.shop.url}/cart`);
      await page.getByRole('dialog', { name: 'Panier' }).waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a configurable product once its options are chosen: the counter follows, the mini cart names the options', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await openProduct(page, SIMPLE.path, SIMPLE.name);
    await addToCart(page);
    expect(await counter(page)).toBe('1');

    await openProduct(page, CONFIGURABLE.path, CONFIGURABLE.name);
    // The cart is read again on this new page: its count shows once it is in.
    await expect.poll(() => counter(page)).toBe('1');
    const add = page.getByRole('button', { name: 'Ajouter au panier' });
    expect(await add.isDisabled()).toBe(true);
    expect(plain(await page.locator('.product__add-hint').textContent())).toBe('Choisissez une option pour « Contenance ».');
    await page.getByRole('group', { name: 'Contenance' }).getByText('1 kg').click();
    expect(plain(await page.locator('.product__add-hint').textContent())).toBe('Choisissez une option pour « Saveur ».');
    await page.getByRole('group', { name: 'Saveur' }).getByText('Vanille').click();
    expect(await add.isDisabled()).toBe(false);
    expect(await page.locator('.product__add-hint').count()).toBe(0);
    await addToCart(page);
    await page.getByRole('status').filter({ hasText: `Nous avons ajouté 1 × ${CONFIGURABLE.name} à votre panier.` }).waitFor();
    expect(await counter(page)).toBe('2');
    expect(await miniCartLines(page)).toEqual([
      [SIMPLE.name, 'Quantité : 1', euros(SIMPLE.price)],
      [CONFIGURABLE.name, 'Contenance : 1 kg', 'Saveur : Vanille', 'Quantité : 1', euros(44.9)],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a cart the server ended meanwhile: the next add goes to a new cart, which holds just that add', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const calls = watchCartCalls(page);
    await openProduct(page, SIMPLE.path, SIMPLE.name);
    await addToCart(page);
    const first = (await storedCartId(page))!;
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/);
    await post(`carts/${first}/deactivate`);

    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await addToCart(page);
    const second = await storedCartId(page);
    expect(second).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(second).not.toBe(first);
    await expect.poll(() => calls.every((call) => call.ok !== null)).toBe(true);
    expect(calls).toEqual([
      { name: 'CreateCart', cartId: null, quantity: 0, ok: true },
      { name: 'AddProductsToCart', cartId: first, quantity: 1, ok: true },
      { name: 'AddProductsToCart', cartId: first, quantity: 3, ok: false },
      { name: 'CreateCart', cartId: null, quantity: 0, ok: true },
      { name: 'AddProductsToCart', cartId: second, quantity: 3, ok: true },
    ]);
    expect(await counter(page)).toBe('3');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await miniCartLines(page)).toEqual([[SIMPLE.name, 'Quantité : 3', euros(3 * SIMPLE.price)]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a product sold out after its page opened: the add says so under the button, and the cart stays as it was', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    await openProduct(page, SIMPLE.path, SIMPLE.name);
    await addToCart(page);
    const before = await miniCartLines(page);

    await openProduct(page, OTHER_SIMPLE.path, OTHER_SIMPLE.name);
    await expect.poll(() => counter(page)).toBe('1');
    await post(`stock/${OTHER_SIMPLE.sku}`, { qty: 0 });
    await addToCart(page);
    const alert = page.locator('.product__cart-actions').getByRole('alert');
    await alert.waitFor();
    // The shop speaks French: the backend's English text (`Could not find a product with SKU …`) is not shown.
    expect(plain(await alert.textContent())).toBe('Ce produit n’est plus disponible.');
    await alert.scrollIntoViewIfNeeded();
    await screenshot(page, 'cart-add-refused-1440', { fullPage: false });
    expect(await page.getByRole('status').filter({ hasText: 'Nous avons ajouté' }).count()).toBe(0);
    expect(await counter(page)).toBe('1');
    expect(await miniCartLines(page)).toEqual(before);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two tabs: an add in one reloads the other when the stored cart changes, and both count the same', async () => {
    const { page: a, context, errors } = await openPage(suite.browser, 1440);
    const b = await context.newPage();
    b.on('pageerror', (error) => errors.push(error.message));
    b.on('console', (message) => message.type() === 'error' && errors.push(consoleError(message)));
    await openProduct(a, SIMPLE.path, SIMPLE.name);
    await openProduct(b, SIMPLE.path, SIMPLE.name);
    // A cart's id is stored as soon as the cart is made (spec §4), before the add that made it is answered: B
    // reloads then, and could read the cart before the add is in. B's reads of the cart wait for A's add here,
    // as they would behind any network slower than the add.
    let addAnswered = Promise.resolve();
    await b.route(
      (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'Cart',
      async (route) => {
        await addAnswered;
        await route.continue().catch(() => undefined);
      },
    );
    const addInA = async () => {
      let answered = () => undefined as void;
      addAnswered = new Promise((resolve) => (answered = resolve));
      await addToCart(a);
      answered();
    };

    // Tab B has no cart; tab A's add stores one: B reloads and shows it.
    let reloads = 0;
    b.on('load', () => reloads++);
    await addInA();
    expect(await counter(a)).toBe('1');
    await expect.poll(() => counter(b)).toBe('1');
    expect(reloads).toBeGreaterThanOrEqual(1);

    // Tab B holds that cart; the server ends it and A's next add stores another: B reloads onto the new one.
    const first = await storedCartId(a);
    await post(`carts/${first}/deactivate`);
    reloads = 0;
    await a.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await addInA();
    const second = await storedCartId(a);
    expect(second).not.toBe(first);
    expect(await counter(a)).toBe('2');
    await expect.poll(() => counter(b)).toBe('2');
    expect(reloads).toBeGreaterThanOrEqual(1);
    await b.waitForLoadState('networkidle');
    expect(await storedCartId(b)).toBe(second);
    expect(await miniCartLines(b)).toEqual(await miniCartLines(a));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('twenty clicks in a burst: one cart, and as many units as clicks the button took', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const calls = watchCartCalls(page);
    await openProduct(page, SIMPLE.path, SIMPLE.name);
    expect(await storedCartId(page)).toBeNull();

    // The right quantity: the button takes no click while the cart adds (it is disabled, pending). Twenty clicks
    // dispatched in one task all arrive before any answer: the first starts the add, the other nineteen find
    // the cart adding and are turned away. One click taken, one unit (the stepper's 1), whatever the timing.
    // Two bursts, so that the second finds the cart the first made.
    const burst = () => page.evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('.product__add')!;
      for (let click = 0; click < 20; click++) button.click();
    });
    await burst();
    await cartIdle(page);
    const cartId = await storedCartId(page);
    await burst();
    await cartIdle(page);
    await expect.poll(() => calls.every((call) => call.ok !== null)).toBe(true);

    const adds = calls.filter((call) => call.name === 'AddProductsToCart');
    const clicksTaken = 2;
    expect(calls.filter((call) => call.name === 'CreateCart')).toHaveLength(1);
    expect(await storedCartId(page)).toBe(cartId);
    expect(adds.map((call) => call.cartId)).toEqual([cartId, cartId]);
    expect(adds.every((call) => call.ok)).toBe(true);
    const added = adds.reduce((sum, call) => sum + call.quantity, 0);
    expect(added).toBe(clicksTaken);
    expect(await counter(page)).toBe(String(added));
    expect(await miniCartLines(page)).toEqual([[SIMPLE.name, `Quantité : ${added}`, euros(added * SIMPLE.price)]]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tapped while React listens but the product page’s code is still on its way, "Ajouter au panier" adds once it has come', async () => {
    const { page, context, errors, calls, release } = await productPageHolding(/\/assets\/chunks\/product-page-[\w-]+\.js$/);
    // React listens from the page's root; the button's part waits for its code, so React cannot hydrate it on the tap.
    await expect.poll(() => reactListens(page)).toBe(true);
    expect(await addButton(page).evaluate(reactOwns)).toBe(false);
    await addButton(page).click();
    expect(calls).toEqual([]);
    release();
    await expectOneAdd(page, calls);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tapped before the app has started, "Ajouter au panier" adds the product once the app is there, and once only', async () => {
    // The app's entry waits, as on a slow line, until the shopper has tapped.
    const { page, context, errors, calls, release } = await productPageHolding(/\/assets\/main-[\w-]+\.js$/);
    // Twice, as an impatient shopper would: nothing seems to happen yet.
    await addButton(page).click();
    await addButton(page).click();
    expect(await reactListens(page)).toBe(false);
    expect(calls).toEqual([]);
    release();
    await expectOneAdd(page, calls);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The simple product's page at 375 px with the script `held` waiting until `release`, opened without waiting for the
 * app (the frame's own goto: the page's waits for the app, which waits for the tap); the cart's calls watched.
 */
async function productPageHolding(held: RegExp) {
  const { page, context, errors } = await openPage(suite.browser, 375);
  const calls = watchCartCalls(page);
  let release!: () => void;
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await tapped;
    await route.continue();
  });
  await page.mainFrame().goto(`${suite.shop.url}${SIMPLE.path}`, { waitUntil: 'domcontentloaded' });
  return { page, context, errors, calls, release };
}

/** One add, told and counted: a cart made, the product added to it once. */
async function expectOneAdd(page: Page, calls: ReturnType<typeof watchCartCalls>) {
  await page.getByRole('status').filter({ hasText: `Nous avons ajouté 1 × ${SIMPLE.name} à votre panier.` }).waitFor();
  await cartIdle(page);
  expect(await counter(page)).toBe('1');
  expect(calls.map((call) => call.name)).toEqual(['CreateCart', 'AddProductsToCart']);
}
