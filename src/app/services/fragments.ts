import type { ResultOf } from '@graphql-typed-document-node/core';
import type { Money } from '../../domain/cart';
import type { ProductPrice } from '../../domain/product';
import { STORE_CURRENCY } from '../../domain/store';
import type { IMAGE, MONEY, SHOWN_PRICE } from '../graphql/fragments';

// The shop's reading of the shared fragments (graphql/fragments.ts).

/** An amount; a missing value reads as 0, a missing currency as `currency`. */
export function money(answer: ResultOf<typeof MONEY> | null | undefined, currency: string = STORE_CURRENCY): Money {
  return { value: answer?.value ?? 0, currency: answer?.currency ?? currency };
}

/** An image with a URL, labelled with `name` when the catalogue gives it no label; null without a URL. */
export function image(answer: ResultOf<typeof IMAGE> | null | undefined, name: string): { url: string; label: string } | null {
  return answer?.url ? { url: answer.url, label: answer.label || name } : null;
}

/** A price as shown: both amounts in the final price's currency when one of them lacks its own. */
export function shownPrice(answer: ResultOf<typeof SHOWN_PRICE>): ProductPrice {
  const currency = answer.final_price.currency ?? answer.regular_price.currency ?? STORE_CURRENCY;
  return { regular: money(answer.regular_price, currency), final: money(answer.final_price, currency), percentOff: answer.discount?.percent_off ?? 0 };
}
