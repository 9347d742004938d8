import type { SeedCarrier } from './types';

/** "Livraison offerte dès 49 € d’achat": the threshold the top banner and the delivery page announce. */
export const FREE_SHIPPING_SUBTOTAL = 49;

/** Weight bands shared by the carriers' rate tables, kg. */
const BANDS = [0.25, 0.5, 1, 2, 5, 10, 30];
const rates = (prices: number[]) => prices.map((price, i) => ({ maxWeight: BANDS[i]!, price }));

/** The delivery modes of the "Livraison et retours" page, in the order the cart lists them. */
export const carriers: SeedCarrier[] = [
  {
    code: 'colissimo', title: 'Colissimo', methodCode: 'domicile', methodTitle: 'Livraison à domicile en 2 à 3 jours ouvrés',
    sortOrder: 10, countries: ['FR'], freeMethod: true, freeShippingSubtotal: FREE_SHIPPING_SUBTOTAL,
    rates: rates([4.9, 5.9, 6.9, 7.9, 9.9, 13.9, 19.9]),
  },
  {
    code: 'mondialrelay', title: 'Mondial Relay', methodCode: 'pointrelais', methodTitle: 'Point relais en 2 à 4 jours ouvrés',
    sortOrder: 20, countries: ['FR'], freeMethod: true, freeShippingSubtotal: FREE_SHIPPING_SUBTOTAL,
    // Relay points take parcels up to 10 kg.
    rates: rates([3.9, 4.5, 4.9, 5.9, 7.9, 10.9]),
  },
  {
    code: 'chronopost', title: 'Chronopost', methodCode: 'express', methodTitle: 'Express, livré le lendemain avant 13 h',
    sortOrder: 30, countries: ['FR'], freeMethod: false,
    rates: rates([9.9, 10.9, 11.9, 13.9, 16.9, 22.9, 29.9]),
  },
  {
    code: 'instore', title: 'Retrait en boutique', methodCode: 'pickup', methodTitle: 'Retrait gratuit en boutique sous 48 h',
    sortOrder: 40, countries: ['FR'], freeMethod: false,
    rates: [{ maxWeight: 30, price: 0 }],
  },
];
