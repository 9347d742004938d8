import { productPageMachine, type ProductInput } from '../../../../machines/product-page.machine';
import { productReviewsMachine } from '../../../../machines/product-reviews.machine';
import { reviewFormMachine } from '../../../../machines/review-form.machine';
import type { Product } from '../../../domain/product';
import type { ReviewPage, ReviewSettings, ReviewSubmission } from '../../../domain/reviews';
import { load } from '../load-data';
import type { PageLogic } from '../page-logic';

export const productLogic: PageLogic = (services) =>
  productPageMachine.provide({
    actors: {
      loadProduct: load<Product | null, ProductInput>((d, input) => d.loadProduct(services, input)),
      productReviews: productReviewsMachine.provide({
        actors: { loadReviewPage: load<ReviewPage, { urlKey: string; page: number }>((d, input) => d.loadReviewPage(services, input)) },
      }),
      reviewForm: reviewFormMachine.provide({
        actors: {
          loadReviewSettings: load<ReviewSettings>((d) => d.loadReviewSettings(services)),
          sendReview: load<void, ReviewSubmission>((d, input) => d.sendReview(services, input)),
        },
      }),
    },
  });
