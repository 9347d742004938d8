// Every machine of the shop. The coverage test walks this list; the charts are generated from it.
import { appMachine } from './app.machine';
import { catalogListingMachine } from './catalog-listing.machine';
import { categoryTreeMachine } from './category-tree.machine';
import { imageCarouselMachine } from './image-carousel.machine';
import { loadingBarMachine } from './loading-bar.machine';
import { megaMenuMachine } from './mega-menu.machine';
import { navDrawerMachine } from './nav-drawer.machine';
import { productPageMachine } from './product-page.machine';
import { quantityStepperMachine } from './quantity-stepper.machine';
import { routerMachine } from './router.machine';
import { searchSuggestionsMachine } from './search-suggestions.machine';
import { toastsMachine } from './toasts.machine';

export const machines = {
  app: appMachine,
  catalogListing: catalogListingMachine,
  categoryTree: categoryTreeMachine,
  imageCarousel: imageCarouselMachine,
  loadingBar: loadingBarMachine,
  megaMenu: megaMenuMachine,
  navDrawer: navDrawerMachine,
  productPage: productPageMachine,
  quantityStepper: quantityStepperMachine,
  router: routerMachine,
  searchSuggestions: searchSuggestionsMachine,
  toasts: toastsMachine,
} as const;

export type MachineName = keyof typeof machines;
