import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface ProductInput {
  uid: string;
  urlKey: string;
}

export interface ProductDetails {
  uid: string;
  name: string;
  sku: string;
}

/** Product page (spec §2): loads the product. */
export const productPageMachine = setup({
  types: {
    context: {} as ProductInput & { product: ProductDetails | null },
    input: {} as ProductInput,
  },
  actors: {
    loadProduct: fromPromise<ProductDetails, ProductInput>(async () => {
      throw new Error('loadProduct is provided by the app.');
    }),
  },
}).createMachine({
  id: 'productPage',
  context: ({ input }) => ({ ...input, product: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProduct',
        input: ({ context }) => ({ uid: context.uid, urlKey: context.urlKey }),
        onDone: { target: 'ready', actions: assign({ product: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: { tags: 'settled' },
    failed: { tags: 'settled' },
  },
});

export type ProductPageSnapshot = SnapshotFrom<typeof productPageMachine>;
