import type { SeedSalesRule } from './types';

/** The shop's coupon codes. */
export const salesRules: SeedSalesRule[] = [
  { name: 'Bienvenue', label: 'Bienvenue : 10 % de remise', coupons: ['BIENVENUE10'], action: 'by_percent', amount: 10 },
  { name: 'Été', label: 'Été : 5 € offerts dès 30 € d’achat', coupons: ['ETE5'], action: 'cart_fixed', amount: 5, minSubtotal: 30 },
  { name: 'Livraison offerte', label: 'Livraison offerte', coupons: ['LIVRAISONOFFERTE'], action: 'by_percent', amount: 0, freeShipping: true },
  { name: 'Noël 2024', label: 'Noël : 15 % de remise', coupons: ['NOEL2024'], action: 'by_percent', amount: 15, from: '2024-12-01', to: '2024-12-31' },
];
