import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { productPageMachine, selectProductHead, type ProductInput, type ProductPageSnapshot } from '../../machines/product-page.machine';
import type { Location } from '../../machines/router.machine';
import type { Product } from '../../src/domain/product';
import type { Resolution } from '../../src/domain/routes';
import { CONFIGURABLE_PRODUCT, OUT_OF_STOCK_PRODUCT, SIMPLE_PRODUCT } from '../fixtures/products';
import { deferredActor } from '../harness/deferred';
import { drive, type Say } from '../harness/drive';
import { describePath, pathsOf } from '../harness/model';
import { renderApp, routedPage } from '../harness/render-app';
import { productPageModel } from './models';

/** The whole shop on a product URL; the route resolves to the product page, whose loader the test answers. */
async function openProductPage() {
  const loads = deferredActor<Product | null, ProductInput>();
  const route = fromPromise<Resolution, Location>(async () => ({ type: 'page', page: { kind: 'product', uid: 'MTI=', urlKey: 'whey-isolat-native' } }));
  const shop = await renderApp({
    path: '/whey-isolat-native.html',
    resolveRoute: route,
    pages: { product: productPageMachine.provide({ actors: { loadProduct: loads.logic } }) },
    ready: () => loads.next(),
  });
  const page = () => routedPage(shop.app);
  return { shop, loads, page: () => page().getSnapshot() as ProductPageSnapshot };
}

const radioGroup = (label: string) => screen.getByRole('group', { name: label });
const mainImage = () => screen.getByRole('button', { name: /^Enlarge the image/ }).querySelector('img')!;

/** The shopper's choices so far, by option label, as the path's clicks made them. */
type Chosen = { Contenance?: '500 g' | '1 kg'; Saveur?: 'Vanille' | 'Chocolat' | 'Fraise' };

/** What the product page shows of a fixture product (test/fixtures/products.ts), written out, for the choices made. */
function shownOf(product: Product, chosen: Chosen) {
  if (product === SIMPLE_PRODUCT) {
    return { price: 'Special price €19.90 Regular price €24.90Save 20%', struck: 'Regular price €24.90', image: 'Huile de krill – flacon, vu de face', inStock: true, buyable: true, missing: null };
  }
  if (product === OUT_OF_STOCK_PRODUCT) {
    return { price: '€14.90', struck: null, image: 'Huile de foie de morue – flacon, vu de face', inStock: false, buyable: false, missing: null };
  }
  const { Contenance: size, Saveur: flavour } = chosen;
  if (!size || !flavour) {
    const missing = `Choose an option for ${size ? 'Saveur' : 'Contenance'}.`;
    return { price: 'From €29.90', struck: null, image: 'Whey isolat native – pot, vu de face', inStock: true, buyable: false, missing };
  }
  // The chosen variant: 1 kg vanilla is on special price; 1 kg chocolate is out of stock, so it cannot be chosen.
  const sku = `${size === '500 g' ? '500' : '1000'}-${flavour.toUpperCase()}`;
  const price = size === '500 g' ? '€29.90' : flavour === 'Vanille' ? 'Special price €44.90 Regular price €49.90Save 10%' : '€49.90';
  return { price, struck: sku === '1000-VANILLE' ? 'Regular price €49.90' : null, image: `Whey ${sku} – pot, vu de face`, inStock: true, buyable: true, missing: null };
}

/** A value can be chosen unless the one variant out of stock (1 kg chocolate) would be the result. */
const unavailable = (chosen: Chosen, option: string, value: string) =>
  (option === 'Saveur' && value === 'Chocolat' && chosen.Contenance === '1 kg') || (option === 'Contenance' && value === '1 kg' && chosen.Saveur === 'Chocolat');

/**
 * What a shopper sees in each state: the shimmer, not found, the error, or the product the loader answered, as
 * chosen so far.
 */
async function expectPage(snapshot: ProductPageSnapshot, answered: Product | null, chosen: Chosen, say: Say) {
  if (snapshot.matches('loading')) {
    say('the product page’s shimmer shows, without a heading');
    await waitFor(() => expect(document.querySelector('.page-shimmer--product')).not.toBeNull());
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    return;
  }
  if (snapshot.matches('notFound')) {
    say('the page says “Looks like the page you were hoping to find doesn’t exist.”');
    expect(await screen.findByText("Looks like the page you were hoping to find doesn't exist. Sorry about that.")).toBeTruthy();
    return;
  }
  if (snapshot.matches('failed')) {
    say('the page says “Something went wrong. Sorry about that.” with “Try again”');
    expect(await within(screen.getByRole('main')).findByText('Something went wrong. Sorry about that.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Try again' })).toBeTruthy();
    return;
  }
  const product = answered!;
  const shown = shownOf(product, chosen);
  say(`the heading reads “${product.name}”`);
  // A part of the page may come in its own chunk (the page suspends meanwhile).
  expect(await screen.findByRole('heading', { level: 1, name: product.name })).toBeTruthy();

  // The price follows the variant: "From" the lowest until one is chosen, the special price with the regular one struck through.
  say(`the price reads “${shown.price}”${shown.struck ? `, “${shown.struck}” struck through` : ''}`);
  const priceLine = document.querySelector('.product__price')!;
  expect(priceLine.textContent).toBe(shown.price);
  expect(priceLine.querySelector('del')?.textContent ?? null).toBe(shown.struck);

  // The image follows the variant (its first image once chosen).
  say(`the main image is “${shown.image}”`);
  expect(mainImage().getAttribute('alt')).toBe(shown.image);

  // Stock, and the quantity stepper only usable when the product can be bought.
  say(`the page says “${shown.inStock ? 'In stock' : 'Out of stock'}”, the quantity field ${shown.inStock ? 'enabled' : 'disabled'}`);
  expect(screen.getByText(shown.inStock ? 'In stock' : 'Out of stock')).toBeTruthy();
  expect((screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement).disabled).toBe(!shown.inStock);

  // Add to cart once it can be bought: in stock, a variant chosen; until then, the option still to choose.
  say(`“Add to Cart” is ${shown.buyable ? 'enabled' : 'disabled'}${shown.missing ? `, and the page says “${shown.missing}”` : ''}`);
  expect(screen.getByRole('button', { name: 'Add to Cart' }).hasAttribute('disabled')).toBe(!shown.buyable);
  if (shown.missing) expect(screen.getByText(shown.missing)).toBeTruthy();
  else expect(screen.queryByText(/^Choose an option/)).toBeNull();

  // Options: each value chosen or not, disabled when no variant in stock has it with the other choices.
  const options = product === CONFIGURABLE_PRODUCT ? OPTIONS : [];
  if (options.length) {
    const picked = Object.entries(chosen).map(([option, value]) => `${option} ${value}`);
    say(`the options show ${picked.length ? picked.join(' and ') : 'nothing'} chosen${unavailable(chosen, 'Saveur', 'Chocolat') ? ', Chocolat disabled' : ''}${unavailable(chosen, 'Contenance', '1 kg') ? ', 1 kg disabled' : ''}`);
  } else say('no options show');
  expect(document.querySelectorAll('.product-options__group')).toHaveLength(options.length);
  for (const [option, values] of options) {
    for (const value of values) {
      const radio = within(radioGroup(option)).getByRole('radio', { name: new RegExp(`^${value}`) }) as HTMLInputElement;
      expect(radio.checked, value).toBe(chosen[option] === value);
      expect(radio.disabled, value).toBe(unavailable(chosen, option, value));
    }
  }

  // Description and details.
  say('the Description section is open, and Details is there');
  expect(screen.getByRole('button', { name: 'Description' }).getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('button', { name: 'Details' })).toBeTruthy();
}

const OPTIONS = [
  ['Contenance', ['500 g', '1 kg']],
  ['Saveur', ['Vanille', 'Chocolat', 'Fraise']],
] as const;

const labelOf = (uid: string) => CONFIGURABLE_PRODUCT.options.flatMap((o) => o.values.map((v) => ({ ...v, option: o.label }))).find((v) => v.uid === uid)!;

describe('product page: every path of its chart, on the rendered shop', () => {
  for (const path of pathsOf(productPageModel)) {
    it(describePath(path), async () => {
      const { shop, loads, page } = await openProductPage();
      // The product the loader answered last, and the options the shopper chose.
      let answered: Product | null = null;
      let chosen: Chosen = {};
      await drive(productPageMachine, path, {
        // A request that never answers: the clock runs past the wait's limit.
        clock: shop.clock,
        actual: page,
        events: {
          'xstate.done.actor.loadProduct': (event) => {
            answered = event.output as Product | null;
            return act(() => loads.resolve(answered));
          },
          'xstate.error.actor.loadProduct': () => act(() => loads.reject(new Error('backend down'))),
          retry: () => void fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Try again' })),
          'option.select': (event) => {
            const value = labelOf(event.uid);
            fireEvent.click(within(radioGroup(value.option)).getByRole('radio', { name: new RegExp(`^${value.label}`) }));
            chosen = { ...chosen, [value.option]: value.label };
          },
        },
        expect: (snapshot, _step, say) => expectPage(snapshot, answered, chosen, say),
      });
      shop.app.stop();
    });
  }
});

describe('product page: what a shopper does', () => {
  async function openWith(product: Product) {
    const opened = await openProductPage();
    await act(() => opened.loads.resolve(product));
    await screen.findByRole('heading', { level: 1, name: product.name });
    return opened;
  }
  const choose = (option: string, value: string) =>
    fireEvent.click(within(radioGroup(option)).getByRole('radio', { name: new RegExp(`^${value}`) }));

  it('disables the flavour out of stock in 1 kg, and shows the 1 kg vanilla at its special price with its own image', async () => {
    await openWith(CONFIGURABLE_PRODUCT);
    expect(document.querySelector('.product__price')!.textContent).toBe('From €29.90');
    choose('Contenance', '1 kg');
    const chocolate = within(radioGroup('Saveur')).getByRole('radio', { name: 'Chocolat' }) as HTMLInputElement;
    expect(chocolate.disabled).toBe(true);
    choose('Saveur', 'Vanille');
    expect(document.querySelector('.product__price')!.textContent).toBe('Special price €44.90 Regular price €49.90Save 10%');
    expect(mainImage().getAttribute('alt')).toBe('Whey 1000-VANILLE – pot, vu de face');
    expect(mainImage().getAttribute('src')).toContain('whey-1000-vanille-1.png');
  });

  it('goes back to the first image of the variant’s set when a variant is chosen', async () => {
    await openWith(CONFIGURABLE_PRODUCT);
    fireEvent.click(screen.getByRole('button', { name: /^Image 3 of 4/ }));
    expect(mainImage().getAttribute('alt')).toBe('Whey isolat native – étiquette au dos');
    choose('Contenance', '500 g');
    choose('Saveur', 'Fraise');
    expect(mainImage().getAttribute('alt')).toBe('Whey 500-FRAISE – pot, vu de face');
    expect(screen.getByRole('button', { name: /^Image 1 of 3/ }).getAttribute('aria-current')).toBe('true');
  });

  it('sends the product as chosen to the cart: the variant’s options, the stepper’s quantity, the variant’s first image', async () => {
    const { shop } = await openWith(CONFIGURABLE_PRODUCT);
    choose('Contenance', '1 kg');
    choose('Saveur', 'Vanille');
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const uidOf = (label: string) => CONFIGURABLE_PRODUCT.options.flatMap((option) => option.values).find((value) => value.label === label)!.uid;
    const added = shop.receivedBy('cart').filter((event) => event.type === 'cart.add');
    expect(added).toEqual([
      {
        type: 'cart.add',
        line: { sku: 'SPO-WHEY', selectedOptions: [uidOf('1 kg'), uidOf('Vanille')], quantity: 2, name: 'Whey isolat native', image: expect.stringContaining('whey-1000-vanille-1.png') },
        // A press of the button: the cart turns away the others of its burst.
        pressed: true,
      },
    ]);
  });

  it('sends a subscription with its delivery frequency, and offers none for a product the provider does not offer', async () => {
    const { shop } = await openWith({ ...SIMPLE_PRODUCT, subscriptionOffer: { frequencies: [30, 60], discountPercent: 10 } });
    fireEvent.click(screen.getByRole('radio', { name: /^Subscribe and save 10%/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const added = shop.receivedBy('cart').filter((event) => event.type === 'cart.add');
    expect(added).toEqual([{ type: 'cart.add', line: expect.objectContaining({ sku: SIMPLE_PRODUCT.sku, quantity: 1, frequency: 30 }), pressed: true }]);
    shop.app.stop();
    cleanup();
    await openWith(SIMPLE_PRODUCT);
    expect(screen.queryByRole('radio', { name: /^Subscribe and save/ })).toBeNull();
  });

  it('keeps a bad quantity in the field with its message', async () => {
    await openWith(SIMPLE_PRODUCT);
    const field = screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '2.5' } });
    expect(field.value).toBe('2.5');
    expect(screen.getByText('Enter a whole number: products are sold by the unit.')).toBeTruthy();
  });

  it('shows an out-of-stock product without a usable quantity', async () => {
    await openWith(OUT_OF_STOCK_PRODUCT);
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Increase quantity' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a reviewed product’s stars under its name, with the average and the count named; none without reviews', async () => {
    await openWith(SIMPLE_PRODUCT);
    const stars = screen.getByRole('img', { name: 'Rating: 4.5 out of 5, 4 reviews' });
    expect(stars.textContent).toBe('4.5 (4 reviews)');
    expect(stars.querySelectorAll('svg.review-stars__star')).toHaveLength(5);
    // Four stars filled, the fifth half.
    const filled = [...stars.querySelectorAll('svg.review-stars__star')].map((star) => star.querySelector('svg')?.getAttribute('width') ?? '0');
    expect(filled).toEqual(['24', '24', '24', '24', '12']);
  });

  it('shows no stars at all for a product nobody has reviewed', async () => {
    await openWith(OUT_OF_STOCK_PRODUCT);
    expect(screen.queryByRole('img', { name: /^Rating/ })).toBeNull();
    expect(document.querySelector('.review-stars')).toBeNull();
  });

  it('shows the details of the catalogue', async () => {
    await openWith(SIMPLE_PRODUCT);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const facts = [...document.querySelectorAll('.product__fact')].map((fact) => fact.textContent);
    expect(facts).toEqual(['BrandFjordel', 'FormCapsules', 'Dietary labelsSans gluten, Sans lactose', 'IngredientsHuile de poisson.', 'Directions for use2 capsules par jour.']);
    expect(screen.getByText('SKU: OMG-KRILL')).toBeTruthy();
  });

  it('titles the document and describes it from the catalogue’s meta data (the name when there is none)', async () => {
    const { page } = await openWith(SIMPLE_PRODUCT);
    expect(selectProductHead(page())).toEqual({ title: 'Huile de krill antarctique – capsules', description: 'Oméga-3 du krill, sous forme de phospholipides.' });
    await waitFor(() => expect(document.title).toBe('Huile de krill antarctique – capsules | Vitrine FR'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Oméga-3 du krill, sous forme de phospholipides.');
  });

  it('titles a product without meta data by its name', async () => {
    await openWith(OUT_OF_STOCK_PRODUCT);
    await waitFor(() => expect(document.title).toBe('Huile de foie de morue | Vitrine FR'));
    expect(document.querySelector('meta[name="description"]')).toBeNull();
  });
});
