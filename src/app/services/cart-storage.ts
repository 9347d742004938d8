import { fromCallback, fromPromise } from 'xstate';
import type { CartEvent } from '../../../machines/cart.machine';
import type { CartLine } from '../../domain/cart';
import type { BrowserStorage } from './storage';

/**
 * The cart's browser side (spec §3 "Browser storage", §4): the stored cart id (read at start, once the page is
 * hydrated: the first render must be the server's, which knew no cart; then watched for other tabs), and product
 * images remembered by sku so that a new line shows its image before the cart answers.
 */
export function browserCart(storage: BrowserStorage, ready: Promise<void>) {
  return {
    /** Tells the cart its stored id, then that another tab stored another one. */
    cartStorage: fromCallback<CartEvent>(({ sendBack }) => {
      void ready.then(() => sendBack({ type: 'cart.stored', cartId: storage.getLocal('cartId') }));
      const changed = (event: StorageEvent) => {
        if (event.key === 'cartId' && event.newValue !== event.oldValue) sendBack({ type: 'cart.storedElsewhere' });
      };
      window.addEventListener('storage', changed);
      return () => window.removeEventListener('storage', changed);
    }),
    cacheImage: fromPromise<void, CartLine>(async ({ input }) => {
      if (!input.image) return;
      const images = JSON.parse(storage.getLocal('imagesBySku') ?? '{}') as Record<string, string>;
      storage.setLocal('imagesBySku', JSON.stringify({ ...images, [input.sku]: input.image }));
    }),
    remember: (cartId: string) => storage.setLocal('cartId', cartId),
    forget: () => storage.removeLocal('cartId'),
  };
}

export type BrowserCart = ReturnType<typeof browserCart>;
