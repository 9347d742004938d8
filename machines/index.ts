// Every machine of the shop. The coverage test walks this list; the charts are generated from it.
import { appMachine } from './app.machine';
import { imageCarouselMachine } from './image-carousel.machine';
import { loadingBarMachine } from './loading-bar.machine';
import { productPageMachine } from './product-page.machine';
import { quantityStepperMachine } from './quantity-stepper.machine';
import { routerMachine } from './router.machine';
import { toastsMachine } from './toasts.machine';

export const machines = {
  app: appMachine,
  imageCarousel: imageCarouselMachine,
  loadingBar: loadingBarMachine,
  productPage: productPageMachine,
  quantityStepper: quantityStepperMachine,
  router: routerMachine,
  toasts: toastsMachine,
} as const;

export type MachineName = keyof typeof machines;
