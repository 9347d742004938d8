import { fromCallback } from 'xstate';
import type { CardPaymentEvent } from '../../../machines/card-payment.machine';
import type { ThreeDSAction } from '../../domain/payment';

/**
 * The provider's 3-D Secure frame (the view shows it) reports its result, or that it failed, by message: only a
 * message from the frame's own origin, of the provider's shape, is taken.
 */
export const threeDSFrameActor = fromCallback<CardPaymentEvent, { action: ThreeDSAction }>(({ input, sendBack }) => {
  const origin = new URL(input.action.url, window.location.href).origin;
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return;
    const data = event.data as { type?: unknown; threeDSResult?: unknown; error?: unknown } | null;
    if (data?.type !== 'threeDS2') return;
    if (typeof data.threeDSResult === 'string') sendBack({ type: 'threeDS.result', threeDSResult: data.threeDSResult });
    else if (data.error !== undefined) sendBack({ type: 'threeDS.error' });
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
});
