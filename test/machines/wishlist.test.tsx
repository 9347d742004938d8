import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type NonReducibleUnknown } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { productPageMachine, type ProductInput } from '../../machines/product-page.machine';
import { sessionMachine, type SessionEvent } from '../../machines/session.machine';
import { wishlistPageMachine, type WishlistPageSnapshot } from '../../machines/wishlist-page.machine';
import { wishlistMachine, type WishlistSnapshot } from '../../machines/wishlist.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { PageActor } from '../../src/app/screens/page-actor';
import { WishlistToggle } from '../../src/app/screens/product/wishlist-toggle';
import { ProductCard } from '../../src/app/ui/product-card';
import type { Customer } from '../../src/domain/customer';
import type { Product } from '../../src/domain/product';
import type { MoveAnswer, MoveProblem, Wishlist, WishlistAdd, WishlistItem } from '../../src/domain/wishlist';
import { SIMPLE_PRODUCT } from '../fixtures/products';
import { EMPTY_WISHLIST, OMEGA_ITEM, OMEGA_ONLY } from '../fixtures/wishlist';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderApp, routedPage } from '../harness/render-app';
import { renderInShell } from '../harness/shell-view';
import { wishlistModel, wishlistPageModel } from './wishlist-models';

beforeAll(async () => {
  // The wishlist page's messages come with the account area's screens.
  await screenMessages('accountArea', 'en_US');
});

/** The Oméga-3 as its product page and its listing card show it. */
const OMEGA_PRODUCT: Product = { ...SIMPLE_PRODUCT, sku: OMEGA_ITEM.sku, name: OMEGA_ITEM.name };
const OMEGA_CARD = { ...OMEGA_ITEM, priceVaries: false, sku: OMEGA_ITEM.sku };

/** The fixture's final prices, as the shop writes them in English. */
const PRICES: Record<string, string> = { '11': '€27.90', '12': '€32.90', '13': '€12.90' };

const has = (wishlist: Wishlist | null, sku: string) => wishlist?.items.some((item) => item.sku === sku) ?? false;

describe('the shell’s wishlist: every path of its chart, on a listing card’s heart and a product page’s', () => {
  for (const path of pathsOf(wishlistModel)) {
    it(describePath(path), async () => {
      const load = deferredActor<Wishlist, NonReducibleUnknown>();
      const add = deferredActor<Wishlist, { wishlistId: string; add: WishlistAdd }>();
      const remove = deferredActor<Wishlist, { wishlistId: string; itemId: string }>();
      const askSignIn = vi.fn();
      // A request that never answers: the clock runs past the wait's limit.
      const clock = new SimulatedClock();
      const app = createActor(
        appMachine.provide({
          actors: {
            wishlist: wishlistMachine.provide({
              actors: { loadWishlist: load.logic, addToWishlist: add.logic, removeFromWishlist: remove.logic },
              actions: { askSignIn },
            }),
          },
        }),
        { input: { location: { path: '/omega-3.html', search: '' } }, clock },
      ).start();
      const product = createActor(productPageMachine.provide({ actors: { loadProduct: fromPromise<Product | null, ProductInput>(async () => OMEGA_PRODUCT) } }), {
        input: { uid: OMEGA_PRODUCT.uid, urlKey: OMEGA_PRODUCT.urlKey },
      }).start();
      await waitFor(() => expect(product.getSnapshot().context.product).not.toBeNull());
      const view = renderInShell(
        <>
          <ProductCard product={OMEGA_CARD} />
          <PageActor.Provider value={{ kind: 'product', ref: product }}>
            <WishlistToggle />
          </PageActor.Provider>
        </>,
        { app },
      );
      const wishlist = () => app.getSnapshot().children.wishlist!;
      const lastToast = () => app.getSnapshot().children.toasts!.getSnapshot().context.toasts.at(-1);
      const cardHeart = () => screen.getByRole('button', { name: `Add ${OMEGA_ITEM.name} to my wishlist` });
      const pageHeart = () => screen.getByRole('button', { name: en['wishlist.add'] });
      // What the backend and the wishlist page said: the last wishlist read, whether the heart's product waits to
      // be added or removed, whether its last change failed.
      let contents: Wishlist | null = null;
      let waiting = false;
      let failed = false;
      const answered = (wishlist: Wishlist) => {
        [contents, failed] = [wishlist, false];
      };
      await drive(wishlistMachine, path, {
        actual: () => wishlist().getSnapshot(),
        events: {
          // The session tells the shell, which tells the wishlist.
          'wishlist.signIn': () => act(() => app.send({ type: 'session.changed', signedIn: true })),
          'wishlist.signOut': () => {
            [contents, waiting, failed] = [null, false, false];
            return act(() => app.send({ type: 'session.changed', signedIn: false }));
          },
          // A listing card's heart: a guest is sent to sign in from the page they are on.
          'wishlist.toggle': (event, step) => {
            const guest = step.state.matches('guest');
            const asked = askSignIn.mock.calls.length;
            fireEvent.click(cardHeart());
            waiting = true;
            expect(askSignIn.mock.calls.length).toBe(guest ? asked + 1 : asked);
            if (guest) expect(askSignIn.mock.lastCall![1]).toEqual({ from: event.from });
          },
          // The wishlist page's changes, up the shell's bus.
          'wishlist.changed': (event) => {
            answered(event.wishlist);
            return act(() => app.send({ type: 'shell.wishlist', request: event }));
          },
          'xstate.done.actor.loadWishlist': (event) => {
            answered(event.output as Wishlist);
            // The product that waited is added next, unless the wishlist has it already.
            if (has(contents, OMEGA_ITEM.sku)) waiting = false;
            return act(() => load.resolve(event.output as Wishlist));
          },
          'xstate.error.actor.loadWishlist': (event) => {
            failed ||= waiting;
            return act(() => load.reject(event.error));
          },
          'xstate.done.actor.addToWishlist': async (event) => {
            expect(add.waiting.at(-1)).toEqual({ wishlistId: '7', add: { sku: OMEGA_ITEM.sku, selectedOptions: [], variantSku: null } });
            waiting = false;
            answered(event.output as Wishlist);
            await act(() => add.resolve(event.output as Wishlist));
            // The shopper hears of it, with the way to the wishlist page.
            expect(lastToast()).toMatchObject({ type: 'success', message: 'wishlist.added', values: { name: OMEGA_ITEM.name }, link: { href: '/wishlist', label: 'wishlist.view' } });
          },
          'xstate.error.actor.addToWishlist': (event) => {
            [waiting, failed] = [false, true];
            return act(() => add.reject(event.error));
          },
          'xstate.done.actor.removeFromWishlist': async (event) => {
            expect(remove.waiting.at(-1)).toEqual({ wishlistId: '7', itemId: OMEGA_ITEM.id });
            waiting = false;
            answered(event.output as Wishlist);
            await act(() => remove.resolve(event.output as Wishlist));
            expect(lastToast()).toMatchObject({ type: 'success', message: 'wishlist.removed', values: { name: OMEGA_ITEM.name }, link: { href: '/wishlist', label: 'wishlist.view' } });
          },
          'xstate.error.actor.removeFromWishlist': (event) => {
            [waiting, failed] = [false, true];
            return act(() => remove.reject(event.error));
          },
          // No answer fails as a failure does: the heart says so, and nothing is sent again on its own.
          'xstate.after.requestTimeout.wishlist.signedIn.loading': () => {
            failed ||= waiting;
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
          },
          'xstate.after.requestTimeout.wishlist.signedIn.adding': () => {
            [waiting, failed] = [false, true];
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
            expect(add.waiting).toEqual([]);
          },
          'xstate.after.requestTimeout.wishlist.signedIn.removing': () => {
            [waiting, failed] = [false, true];
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
            expect(remove.waiting).toEqual([]);
          },
        },
        // Both hearts filled while the Oméga-3 is in the wishlist; no press while a change is under way; the product
        // page says when its last change failed.
        expect: async (s: WishlistSnapshot, _step, say) => {
          const inWishlist = has(contents, OMEGA_ITEM.sku);
          const busy = (['loading', 'adding', 'removing'] as const).some((state) => s.matches({ signedIn: state }));
          say(`the card's heart and the product page's heart are ${inWishlist ? 'pressed' : 'not pressed'}`);
          say(`both hearts are ${busy ? 'disabled' : 'enabled'}`);
          say(failed ? `the product page reads “${en['wishlist.failed']}”` : `the product page does not read “${en['wishlist.failed']}”`);
          await waitFor(() => expect(cardHeart().getAttribute('aria-pressed')).toBe(String(inWishlist)));
          expect(pageHeart().getAttribute('aria-pressed')).toBe(String(inWishlist));
          expect((cardHeart() as HTMLButtonElement).disabled).toBe(busy);
          expect(pageHeart().hasAttribute('disabled') || pageHeart().getAttribute('data-disabled') === 'true').toBe(busy);
          expect(screen.queryByText(en['wishlist.failed']) !== null).toBe(failed);
        },
      });
      view.unmount();
      app.stop();
      product.stop();
    });
  }
});

/** A customer whose stored token is live: the router shows their pages at once. */
const customerSession = sessionMachine.provide({
  actors: {
    tokenStorage: fromCallback<SessionEvent>(({ sendBack }) => sendBack({ type: 'session.stored', token: 'T', remainingMs: 3_600_000, expired: false, firstName: null })),
    loadCustomer: fromPromise<Customer>(() => new Promise<Customer>(() => undefined)),
  },
});

/** The wishlist page of a signed-in customer, its requests answered by the test. */
async function renderWishlistPage() {
  const load = deferredActor<Wishlist, NonReducibleUnknown>();
  const remove = deferredActor<Wishlist, { wishlistId: string; itemId: string }>();
  const move = deferredActor<MoveAnswer, { wishlistId: string; itemId: string }>();
  const shop = await renderApp({
    path: '/wishlist',
    session: customerSession,
    pages: { wishlist: wishlistPageMachine.provide({ actors: { loadWishlist: load.logic, removeFromWishlist: remove.logic, moveToCart: move.logic } }) },
    // The router's shimmer until the page has its wishlist (or its failure).
    ready: () => screen.findByTestId('page-shimmer'),
  });
  return { shop, load, remove, move };
}

describe('wishlist page: every path of its chart, on the page', () => {
  for (const path of pathsOf(wishlistPageModel)) {
    it(describePath(path), async () => {
      const { shop, load, remove, move } = await renderWishlistPage();
      const page = () => routedPage(shop.app).getSnapshot() as WishlistPageSnapshot;
      const main = () => screen.getByRole('main');
      // The items the backend answered, the item last acted on and why it did not move or leave.
      let items: WishlistItem[] = [];
      let target: string | null = null;
      let problem: MoveProblem | null = null;
      const nameOf = (id: string) => items.find((item) => item.id === id)!.name;
      const actOn = (id: string) => {
        [target, problem] = [id, null];
      };
      await drive(wishlistPageMachine, path, {
        // A request that never answers: the shop's clock runs past the wait's limit.
        clock: shop.clock,
        actual: page,
        events: {
          // No answer to a removal or a move: the item stays, with the failure beside it.
          'xstate.after.requestTimeout.wishlistPage.removing': () => {
            problem = 'failed';
            act(() => shop.clock.increment(WAIT_LIMITS.requestTimeout));
          },
          'xstate.after.requestTimeout.wishlistPage.moving': () => {
            problem = 'failed';
            act(() => shop.clock.increment(WAIT_LIMITS.requestTimeout));
          },
          'item.remove': (event) => {
            fireEvent.click(within(main()).getByRole('button', { name: `Remove ${nameOf(event.id)} from my wishlist` }));
            actOn(event.id);
          },
          'item.moveToCart': (event) => {
            fireEvent.click(within(main()).getByRole('button', { name: `Move to cart: ${nameOf(event.id)}` }));
            actOn(event.id);
          },
          retry: () => void fireEvent.click(within(main()).getByRole('button', { name: 'Try again' })),
          'xstate.done.actor.loadWishlist': (event) => {
            items = (event.output as Wishlist).items;
            return act(() => load.resolve(event.output as Wishlist));
          },
          'xstate.error.actor.loadWishlist': (event) => act(() => load.reject(event.error)),
          // A removal: the shell's wishlist takes the new contents (its hearts follow).
          'xstate.done.actor.removeFromWishlist': async (event) => {
            expect(remove.waiting.at(-1)).toEqual({ wishlistId: '7', itemId: OMEGA_ITEM.id });
            items = (event.output as Wishlist).items;
            await act(() => remove.resolve(event.output as Wishlist));
            expect(shop.receivedBy('wishlist').at(-1)).toEqual({ type: 'wishlist.changed', wishlist: event.output });
          },
          'xstate.error.actor.removeFromWishlist': (event) => {
            problem = 'failed';
            return act(() => remove.reject(event.error));
          },
          // A move: the shell's cart reloads to show it, and the shell's wishlist follows; a refusal changes neither.
          'xstate.done.actor.moveToCart': async (event) => {
            const answer = event.output as MoveAnswer;
            const refreshes = shop.receivedBy('cart').filter((e) => e.type === 'cart.refresh').length;
            expect(move.waiting.at(-1)).toEqual({ wishlistId: '7', itemId: OMEGA_ITEM.id });
            if (answer.problem) problem = answer.problem;
            else items = answer.wishlist.items;
            await act(() => move.resolve(answer));
            expect(shop.receivedBy('cart').filter((e) => e.type === 'cart.refresh').length).toBe(refreshes + (answer.problem ? 0 : 1));
            if (!answer.problem) expect(shop.receivedBy('wishlist').at(-1)).toEqual({ type: 'wishlist.changed', wishlist: answer.wishlist });
          },
          'xstate.error.actor.moveToCart': (event) => {
            problem = 'failed';
            return act(() => move.reject(event.error));
          },
        },
        expect: async (s: WishlistPageSnapshot, _step, say) => {
          if (s.matches('loading')) {
            say('the page shows its loading shimmer');
            expect(await screen.findByTestId('page-shimmer')).toBeTruthy();
            return;
          }
          if (s.matches('failed')) {
            say(`the alert reads “${en['accountArea.wishlist.loadFailed']}”`);
            expect(within(await screen.findByRole('alert')).getByText(en['accountArea.wishlist.loadFailed'])).toBeTruthy();
            return;
          }
          if (items.length === 0) {
            say(`the page reads “${en['accountArea.wishlist.empty']}” with “Continue shopping” linking to the home page`);
            expect(await within(main()).findByText(en['accountArea.wishlist.empty'])).toBeTruthy();
            expect(within(main()).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
            return;
          }
          // Each item: its name linking to its product, options, price and stock; its buttons wait for a request.
          const lines = await waitFor(() => {
            const shown = within(main()).getAllByRole('listitem').filter((li) => li.classList.contains('wishlist-line'));
            expect(shown.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual(items.map((item) => item.name));
            return shown;
          });
          const busy = !s.matches('ready');
          say(`the list shows ${items.map((item) => item.name).join(', ')}, each linking to its product with its options, price and stock`);
          say(busy ? 'every Move to cart and Remove button is disabled' : 'Remove is enabled everywhere and Move to cart for items in stock only');
          for (const [i, item] of items.entries()) {
            const line = lines[i]!;
            expect(within(line).getByRole('link', { name: item.name }).getAttribute('href')).toBe(item.href);
            for (const option of item.options) expect(within(line).getByText(`${option.label}: ${option.value}`)).toBeTruthy();
            expect(line.textContent).toContain(PRICES[item.id]);
            expect(within(line).getByText(item.inStock ? 'In stock' : 'Out of stock')).toBeTruthy();
            const moveButton = within(line).getByRole('button', { name: `Move to cart: ${item.name}` }) as HTMLButtonElement;
            expect(moveButton.disabled).toBe(busy || !item.inStock);
            expect((within(line).getByRole('button', { name: `Remove ${item.name} from my wishlist` }) as HTMLButtonElement).disabled).toBe(busy);
          }
          // Why the item did not move or leave, beside it.
          const shown = s.matches('ready') ? problem : null;
          const alerts = within(main()).queryAllByRole('alert');
          if (shown === null) {
            say('no item shows a problem');
            expect(alerts).toHaveLength(0);
          } else {
            say(`${nameOf(target!)} alone shows “${en[`accountArea.wishlist.problem.${shown}`]}”${shown === 'chooseOptions' ? ' with a “Choose options” link to its product' : ''}`);
            expect(alerts).toHaveLength(1);
            expect(alerts[0]!.closest('li')).toBe(lines[items.findIndex((item) => item.id === target)]);
            expect(alerts[0]!.textContent).toContain(en[`accountArea.wishlist.problem.${shown}`]);
            if (shown === 'chooseOptions') expect(within(alerts[0]!).getByRole('link', { name: 'Choose options' }).getAttribute('href')).toBe(OMEGA_ITEM.href);
          }
        },
      });
      shop.unmount();
      shop.app.stop();
    });
  }
});

describe('wishlist page', () => {
  /** The page on a customer's wishlist, loaded with `wishlist`. */
  async function openWishlist(wishlist: Wishlist) {
    const { shop, load } = await renderWishlistPage();
    await act(() => load.resolve(wishlist));
    return { shop, main: () => screen.getByRole('main') };
  }

  it('reads “Your wishlist is empty.” with a way back to the shop when nothing is in it', async () => {
    const { shop, main } = await openWishlist(EMPTY_WISHLIST);
    expect(await within(main()).findByText(en['accountArea.wishlist.empty'])).toBeTruthy();
    expect(within(main()).getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(main().querySelector('.wishlist-line')).toBeNull();
    shop.app.stop();
  });

  it('says on the item’s button what is under way: removing it, or adding it to the cart', async () => {
    for (const [action, busy] of [['Remove', en['accountArea.wishlist.removing']], ['Move to cart', en['accountArea.wishlist.moving']]] as const) {
      const { shop, main } = await openWishlist(OMEGA_ONLY);
      const name = action === 'Remove' ? `Remove ${OMEGA_ITEM.name} from my wishlist` : `Move to cart: ${OMEGA_ITEM.name}`;
      fireEvent.click(await within(main()).findByRole('button', { name }));
      const button = within(main()).getByRole('button', { name });
      expect(button.textContent).toBe(busy);
      shop.unmount();
      shop.app.stop();
    }
  });
});
