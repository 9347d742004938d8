import { SUBSCRIPTION_OPTION_UID, isSubscriptionFrequency } from '../../domain/subscriptions';
import { inputError } from '../graphql/errors';
import { SUBSCRIPTION_MESSAGES } from './messages';

/** The delivery frequency a cart item input's entered options ask for; null for a one-time purchase. */
export function frequencyOption(entered: ReadonlyArray<{ uid: string; value: string }> | null | undefined): number | null {
  const option = (entered ?? []).find((o) => o.uid === SUBSCRIPTION_OPTION_UID);
  if (!option) return null;
  const days = Number(option.value);
  if (!isSubscriptionFrequency(days)) throw inputError(SUBSCRIPTION_MESSAGES.frequencyUnavailable(option.value));
  return days;
}
