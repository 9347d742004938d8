import { carriers } from '../seed/carriers';
import { categories } from '../seed/categories';
import { cmsBlocks, cmsImages, cmsPages } from '../seed/cms';
import { products } from '../seed/products/index';
import { salesRules } from '../seed/promotions';
import { redirects } from '../seed/redirects';
import { reviews } from '../seed/reviews';
import { stores } from '../seed/stores';
import type { SeedData } from './seed';

/** The shop's seed content (src/backend/seed), as the database loads it on first start. */
export function shopSeed(): SeedData {
  return { categories, products, cmsPages, cmsBlocks, cmsImages, stores, redirects, salesRules, carriers, reviews };
}
