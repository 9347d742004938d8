import type { SeedReview } from './types';

// A few approved reviews, so that some products show their stars; every other product has none yet.
export const reviews: SeedReview[] = [
  { sku: 'OMG-KRILL', nickname: 'Claire', rating: 5, date: '2026-02-03', summary: 'Enfin sans arrière-goût',
    text: 'Les capsules sont petites et faciles à avaler, et je n’ai aucun retour de goût de poisson. Je recommande.' },
  { sku: 'OMG-KRILL', nickname: 'Julien', rating: 5, date: '2026-03-18', summary: 'Très bonne qualité',
    text: 'Je la prends depuis deux mois avec mon petit-déjeuner, le flacon dure bien et la qualité est constante.' },
  { sku: 'OMG-KRILL', nickname: 'Sophie', rating: 4, date: '2026-05-09', summary: 'Bien, mais un peu cher',
    text: 'Produit sérieux et bien toléré. Le prix reste élevé, heureusement qu’il est souvent en promotion.' },
  { sku: 'OMG-KRILL', nickname: 'Marc', rating: 4, date: '2026-09-27', summary: 'Capsules pratiques',
    text: 'Quatre capsules par jour, c’est un peu plus que d’autres huiles, mais elles passent très bien.' },
  { sku: 'SPO-WHEY', nickname: 'Thomas', rating: 5, date: '2026-04-12', summary: 'Se mélange parfaitement',
    text: 'Aucun grumeau au shaker, même à l’eau froide. Le goût reste doux, sans être écœurant.' },
  { sku: 'SPO-WHEY', nickname: 'Inès', rating: 4, date: '2026-06-30', summary: 'Digeste',
    text: 'Bien plus digeste que ma précédente whey. Je retire une étoile pour le sachet, difficile à refermer.' },
  { sku: 'SPO-WHEY', nickname: 'Amélie', rating: 4, date: '2026-10-04', summary: 'Bonne whey française',
    text: 'Contente de trouver une whey native fabriquée en France, la composition est courte et claire.' },
  { sku: 'OMG-EPA-DHA', nickname: 'Nathalie', rating: 5, date: '2026-01-22', summary: 'Indispensable en hiver',
    text: 'Je fais une cure chaque hiver depuis trois ans, les capsules ne laissent aucun goût.' },
  { sku: 'OMG-EPA-DHA', nickname: 'Pierre', rating: 4, date: '2026-08-15', summary: 'Correct',
    text: 'Bon rapport qualité-prix en format 180 capsules. Le flacon pourrait être plus petit.' },
  { sku: 'VIT-D3-2000', nickname: 'Camille', rating: 5, date: '2026-11-02', summary: 'Parfait pour toute la famille',
    text: 'Une petite capsule par jour, facile à prendre, et la version végétale convient à toute la maison.' },
];
