// Seeded URL rewrites: old addresses kept alive after the catalogue was reorganised, and
// seasonal shortcuts. Paths have no leading slash; category and product paths end in ".html".
import type { SeedRedirect } from './types';

export const redirects: SeedRedirect[] = [
  // the former catch-all category, split into themed categories in 2025
  { requestPath: 'complements-alimentaires.html', targetPath: 'vitamines-mineraux.html', code: 301 },
  // the omega-3 category widened to every fatty acid
  { requestPath: 'omega-3.html', targetPath: 'omega-3-acides-gras.html', code: 301 },
  // product renamed when the marine formula was concentrated
  { requestPath: 'omega-3-epa-dha.html', targetPath: 'omega-3-epa-dha-marin.html', code: 301 },
  // seasonal sale page, pointed at the current selection while the sale lasts
  { requestPath: 'soldes.html', targetPath: 'meilleures-ventes.html', code: 302 },
  // French address of the store locator (front name "stores")
  { requestPath: 'magasins.html', targetPath: 'stores', code: 301 },
  // French address of the customer service page
  { requestPath: 'service-client', targetPath: 'customer-service', code: 301 },
];
