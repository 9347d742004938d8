import type { SubscriptionsActor } from '../../../../machines/subscriptions.machine';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { AccountArea } from '../account/account-area';
import { usePage } from '../page-actor';
import { SubscriptionList } from './subscription-list';

/** /subscriptions (spec §2, signed in): the customer's subscriptions and what they can change. */
function Subscriptions() {
  const t = useT();
  return (
    <AccountArea title={t('accountArea.subscriptions.title')}>
      <SubscriptionList subscriptions={usePage('subscriptions')} />
    </AccountArea>
  );
}

export const SubscriptionsPage = withScreenMessages('accountArea', Subscriptions);
