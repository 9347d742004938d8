import type { CheckoutFailure } from '../../../domain/checkout';
import { useT } from '../../i18n/use-t';
import { FormFailure } from '../../ui/form-fields';

/** What the shopper reads for each reason: the network and spec §5's generic form error read as elsewhere in the shop. */
const MESSAGES = {
  missingCartId: 'checkout.error.missingCartId',
  missingEmail: 'checkout.error.missingEmail',
  // Spec §5's e-mail format text.
  invalidEmail: 'validation.email',
  paymentRefused: 'checkout.error.paymentRefused',
  authenticationFailed: 'checkout.error.authenticationFailed',
  network: 'cart.error.network',
  generic: 'account.error.generic',
} as const satisfies Record<CheckoutFailure['reason'], string>;

/** A step's failure beside the step (spec §8 "stored in the matching slot"). */
export function CheckoutFailureMessage({ failure }: { failure: CheckoutFailure | null }) {
  const t = useT();
  if (!failure) return null;
  return <FormFailure>{t(MESSAGES[failure.reason])}</FormFailure>;
}
