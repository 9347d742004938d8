import { useSelector } from '@xstate/react';
import {
  selectIsRequesting, selectPortal, selectSubscriptionsAuthView, type SubscriptionsAuthActor,
} from '../../../../machines/subscriptions-auth.machine';
import { SUBSCRIPTIONS_AUTH_FIELDS, type SubscriptionsAuthField } from '../../../domain/account-forms';
import type { SubscriptionFailure } from '../../../domain/subscriptions';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { DocumentTitle } from '../../ui/document-title';
import { FormFailure, SubmitButton, TextField, useFieldErrorText } from '../../ui/form-fields';
import { ShopLink } from '../../ui/shop-link';
import { submitTo, useFormState } from '../account/form-state';
import { usePage } from '../page-actor';
import { SubscriptionList } from './subscription-list';

/** What the portal's page can say went wrong: its link, the network, or spec §5's generic error. */
const shownFailure = (failure: SubscriptionFailure | null) =>
  failure === null ? null : failure === 'linkInvalid' || failure === 'network' ? failure : 'generic';

/**
 * /subscriptions-auth (spec §2, public): the e-mail form that asks for the portal's one-time link; opened from the
 * link, a guest's subscriptions, or the way to the signed-in customer's own page.
 */
function SubscriptionsAuth() {
  const t = useT();
  const page = usePage('subscriptionsAuth');
  const view = useSelector(page, selectSubscriptionsAuthView);
  const portal = useSelector(page, selectPortal);
  return (
    <div className="account-page subscriptions-auth">
      <DocumentTitle title={t('subscriptionsAuth.title')} />
      <h1 className="account-page__title">{t('subscriptionsAuth.title')}</h1>
      {view === 'exchanging' && <p role="status">{t('subscriptionsAuth.exchanging')}</p>}
      {view === 'form' && <LinkForm page={page} />}
      {view === 'linkSent' && (
        <div className="form__done" role="status">
          <p>{t('subscriptionsAuth.sent')}</p>
          <button type="button" className="button button--secondary" onClick={() => page.send({ type: 'again' })}>
            {t('subscriptionsAuth.again')}
          </button>
        </div>
      )}
      {view === 'signedIn' && (
        <div className="form__done" role="status">
          <p>{t('subscriptionsAuth.signedIn')}</p>
          <ShopLink href="/subscriptions" className="button button--primary">{t('subscriptionsAuth.openSubscriptions')}</ShopLink>
        </div>
      )}
      {view === 'portal' && portal && <SubscriptionList subscriptions={portal} />}
    </div>
  );
}

function LinkForm({ page }: { page: SubscriptionsAuthActor }) {
  const t = useT();
  const errorText = useFieldErrorText();
  const { values, errors } = useFormState<SubscriptionsAuthField>(page);
  const failure = shownFailure(useSelector(page, (s) => s.context.failure));
  const busy = useSelector(page, selectIsRequesting);
  const label = () => t('field.email');
  return (
    <form className="form" noValidate onSubmit={submitTo(page, SUBSCRIPTIONS_AUTH_FIELDS)}>
      <p>{t('subscriptionsAuth.intro')}</p>
      {failure && <FormFailure>{t(`subscriptionsAuth.error.${failure}`)}</FormFailure>}
      <TextField
        name="email"
        label={label()}
        value={String(values.email)}
        onValue={(value) => page.send({ type: 'field.change', field: 'email', value })}
        error={errors.email ? errorText(errors.email, label) : null}
        inputProps={{ type: 'email', autoComplete: 'email', autoCapitalize: 'off', autoCorrect: 'off', spellCheck: false, readOnly: busy }}
      />
      <SubmitButton busy={busy} label={t('subscriptionsAuth.submit')} busyLabel={t('subscriptionsAuth.submitting')} />
      <div className="form__links">
        <ShopLink href="/sign-in">{t('subscriptionsAuth.signIn')}</ShopLink>
      </div>
    </form>
  );
}

export const SubscriptionsAuthPage = withScreenMessages('accountArea', SubscriptionsAuth);
