import { productPageMachine, type ProductInput } from '../../../../machines/product-page.machine';
import type { Product } from '../../../domain/product';
import { load } from '../load-data';
import type { PageLogic } from '../page-logic';

export const productLogic: PageLogic = (services) =>
  productPageMachine.provide({ actors: { loadProduct: load<Product | null, ProductInput>((d, input) => d.loadProduct(services, input)) } });
