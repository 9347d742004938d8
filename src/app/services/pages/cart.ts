import { cartPageMachine, type CrossSellsInput } from '../../../../machines/cart-page.machine';
import type { LinkedProduct } from '../../../domain/product';
import { load } from '../load-data';
import type { PageLogic } from '../page-logic';

/** The cart page asks the shell's cart for everything else: its own is the cross-sells of the cart's products. */
export const cartPageLogic: PageLogic = (services) =>
  cartPageMachine.provide({ actors: { loadCrossSells: load<LinkedProduct[], CrossSellsInput>((d, input) => d.loadCrossSells(services, input)) } });
