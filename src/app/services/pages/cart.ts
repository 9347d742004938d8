import { cartPageMachine } from '../../../../machines/cart-page.machine';
import type { PageLogic } from '../page-logic';

/** The cart page asks the shell's cart for everything: nothing of its own to provide. */
export const cartPageLogic: PageLogic = () => cartPageMachine;
