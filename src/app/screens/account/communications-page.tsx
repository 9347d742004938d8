import { Switch } from 'react-aria-components';
import {
  selectConsentText, selectOutcome, selectSaving, selectSubscribed, selectView, type CommunicationsActor,
} from '../../../../machines/communications.machine';
import { withScreenMessages } from '../../i18n/screen-messages';
import { useT } from '../../i18n/use-t';
import { PageLoading } from '../../shell/page-loading';
import { FormFailure } from '../../ui/form-fields';
import { usePage, usePageState } from '../page-actor';
import { AccountArea } from './account-area';
import { ProfileFailureMessage, SavedMessage } from './profile-notice';

/** /communications (spec §2, issue 11): the newsletter, on or off, with the store's marketing e-mail consent text. */
export const CommunicationsPage = withScreenMessages('accountArea', Communications);

function Communications() {
  const t = useT();
  const page = usePage('communications');
  const view = usePageState(selectView);
  const subscribed = usePageState(selectSubscribed);
  const saving = usePageState(selectSaving);
  const outcome = usePageState(selectOutcome);
  const consentText = usePageState(selectConsentText);
  return (
    <AccountArea title={t('accountPages.communications')}>
      {view === 'loading' && <PageLoading kind="communications" />}
      {view === 'failed' && (
        <div className="profile-failed">
          <FormFailure>{t('accountArea.communications.loadFailed')}</FormFailure>
          <button type="button" className="button button--secondary" onClick={() => page.send({ type: 'retry' })}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {view === 'ready' && (
        <section className="profile-section" aria-labelledby="communications-newsletter">
          <h2 id="communications-newsletter" className="profile-section__title">
            {t('accountArea.communications.newsletter')}
          </h2>
          <ProfileFailureMessage failure={outcome && !outcome.saved ? outcome.failure : null} />
          <Switch
            className="profile-switch"
            isSelected={subscribed}
            onChange={(value) => page.send({ type: 'subscription.set', value })}
            aria-describedby={consentText ? 'communications-consent' : undefined}
          >
            <span className="profile-switch__track" aria-hidden="true">
              <span className="profile-switch__thumb" />
            </span>
            {t('accountArea.communications.subscribe')}
          </Switch>
          {consentText && (
            <p id="communications-consent" className="profile-section__text">
              {consentText}
            </p>
          )}
          {saving && <p className="profile-section__text" role="status">{t('accountArea.communications.saving')}</p>}
          {outcome?.saved && <SavedMessage>{t(subscribed ? 'accountArea.communications.subscribed' : 'accountArea.communications.unsubscribed')}</SavedMessage>}
        </section>
      )}
    </AccountArea>
  );
}
