import type { PaymentAttempt } from './attempts';
import type { ThreeDSSigner } from './three-ds';

/** What Adyen's module answers about a payment (PaymentResponseHandler::formatPaymentResponse). */
export interface PaymentResponse {
  isFinal: boolean;
  resultCode: string;
  action?: Record<string, string>;
  additionalData?: Record<string, string>;
}

/** Adyen's refusalReasonCode for each refusalReason the simulator gives. */
const REFUSAL_CODES: Readonly<Record<string, string>> = { Refused: '2', 'Expired Card': '6', '3D Not Authenticated': '11', 'CVC Declined': '24' };

/**
 * The latest attempt as Adyen's module reports it: Authorised and Refused are final, with additionalData naming the
 * order (merchantReference, its increment id) and the card so that a receipt can show them, and a refusal's reason
 * with its code (a failed 3-D Secure challenge: "3D Not Authenticated", 11); IdentifyShopper and ChallengeShopper
 * carry the 3DS2 action; no attempt, or any other code, is a final Error.
 */
export function paymentResponse(
  attempt: PaymentAttempt | undefined, merchantReference: string, signer: ThreeDSSigner, origin: string,
): PaymentResponse {
  switch (attempt?.resultCode) {
    case 'Authorised':
    case 'Refused':
      return {
        isFinal: true,
        resultCode: attempt.resultCode,
        additionalData: {
          merchantReference,
          pspReference: attempt.pspReference,
          paymentMethod: attempt.brand,
          cardSummary: attempt.last4,
          ...(attempt.refusalReason ? { refusalReason: attempt.refusalReason, refusalReasonCode: REFUSAL_CODES[attempt.refusalReason] ?? '2' } : {}),
        },
      };
    case 'IdentifyShopper':
    case 'ChallengeShopper':
      return { isFinal: false, resultCode: attempt.resultCode, action: signer.action(attempt, origin) };
    default:
      return { isFinal: true, resultCode: 'Error' };
  }
}
