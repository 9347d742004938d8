import { act, fireEvent, screen, within } from '@testing-library/react';
import { ALL_FEATURES, type BackendFeature } from '../../src/domain/feature-names';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorLogic } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { newsletterMachine, type NewsletterActor, type NewsletterSubscription } from '../../machines/newsletter.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { NewsletterBlock } from '../../src/app/shell/newsletter-block';
import { STORE_CONFIG } from '../../src/domain/store-config';
import { NETWORK_DOWN } from '../fixtures/cart';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { ALREADY_SUBSCRIBED, BOT_CHECK_FAILED, newsletterModel } from './newsletter-models';

// Spec §5's texts, word for word.
const IS_REQUIRED = 'Is required.';
const BAD_EMAIL = 'Please enter a valid email';
const MANDATORY = 'This field is mandatory';

function emailError(typed: string): string | null {
  const email = typed.trim();
  return email === '' ? IS_REQUIRED : /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email) ? null : BAD_EMAIL;
}

/** The backend's refusals in the shop's words (spec §8: under the form). */
const REFUSALS = new Map<unknown, string>([
  [ALREADY_SUBSCRIBED, 'This email address is already subscribed.'],
  [BOT_CHECK_FAILED, en['newsletter.error.botCheck']],
  [NETWORK_DOWN, en['newsletter.error.network']],
]);

/** The footer's block in a real shell, whose newsletter chunk is the machine with the test's actors. */
async function renderNewsletter(features?: readonly BackendFeature[]) {
  const bot = deferredActor<string | null, unknown>();
  const subscriptions = deferredActor<void, NewsletterSubscription>();
  const logic = newsletterMachine.provide({ actors: { botProtection: bot.logic as unknown as AnyActorLogic as never, subscribe: subscriptions.logic } });
  // A sign-up that never answers: the clock runs past the wait's limit.
  const clock = new SimulatedClock();
  const app = createActor(appMachine.provide({ actors: { newsletterLogic: fromPromise<AnyActorLogic>(async () => logic) } }), {
    input: { location: { path: '/', search: '' }, ...(features && { features }) },
    clock,
  }).start();
  renderInShell(<NewsletterBlock />, { app });
  // Nothing of the form before the block is wanted (its chunk is not in the first load).
  expect(screen.queryByRole('textbox')).toBeNull();
  fireEvent.focusIn(screen.getByRole('region', { name: en['footer.newsletter'] }));
  await screen.findByRole('button', { name: en['newsletter.submit'] });
  // On screen is not yet listening: the form's subscription to its machine comes with React's effects, which a load
  // that resolved outside act() leaves pending; a change typed before them would be shown only once they run.
  await act(async () => undefined);
  const form = app.getSnapshot().context.newsletter as NewsletterActor;
  return { app, form, bot, subscriptions, clock };
}

const emailField = () => screen.getByLabelText(`${en['newsletter.email']} * ${en['form.required']}`) as HTMLInputElement;
const consentBox = () => screen.getByLabelText(`${en['newsletter.consent']} * ${en['form.required']}`) as HTMLInputElement;
const submitButton = (busy = false) => screen.getByRole('button', { name: busy ? en['newsletter.submitting'] : en['newsletter.submit'] });
const toasts = (app: ReturnType<typeof createActor<typeof appMachine>>) => app.getSnapshot().children.toasts!.getSnapshot().context.toasts;

function described(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent ?? '');
}

// The form's chunk, fetched once before the paths (a browser fetches it as the block nears).
beforeAll(() => Promise.all([import('../../src/app/shell/newsletter-form'), screenMessages('newsletter', 'en_US')]));

describe('newsletter form: every path of its chart, in the footer’s block', () => {
  for (const path of pathsOf(newsletterModel)) {
    it(describePath(path), async () => {
      const { app, form, bot, subscriptions, clock } = await renderNewsletter();
      let email = '';
      let consent = false;
      let submitted = false;
      let refusal: string | null = null;
      let botToken: string | null = null;
      await drive(newsletterMachine, path, {
        actual: () => form.getSnapshot(),
        events: {
          'field.change': ({ field, value }) => {
            if (field === 'email') {
              fireEvent.change(emailField(), { target: { value } });
              email = String(value);
            } else {
              fireEvent.click(consentBox());
              consent = value === true;
            }
          },
          submit: () => {
            fireEvent.click(submitButton());
            submitted = true;
            // A press of the button clears the refusal (spec §8).
            refusal = null;
          },
          'route.changed': () => {
            act(() => app.send({ type: 'route.changed', path: '/about-us', search: '' }));
            refusal = null;
          },
          'xstate.done.actor.botProtection': ({ output }) => {
            botToken = output as string | null;
            return act(() => bot.resolve(botToken));
          },
          'xstate.done.actor.subscribe': async () => {
            await act(() => subscriptions.resolve());
            // Subscribed: the shell's success toast for 5000 ms (spec §8); the form starts afresh.
            expect(toasts(app).map((toast) => [toast.type, toast.message, toast.timeout])).toEqual([['success', 'footer.newsletterSubscribed', 5000]]);
            [email, consent, submitted] = ['', false, false];
          },
          'xstate.error.actor.subscribe': ({ error }) => {
            refusal = REFUSALS.get(error) ?? null;
            return act(() => subscriptions.reject(error));
          },
          // No answer reads as a lost connection; the form keeps what was typed, and nothing is sent again on its own.
          'xstate.after.requestTimeout.newsletter.subscribing': () => {
            refusal = en['newsletter.error.network'];
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
            expect(subscriptions.waiting).toEqual([]);
          },
        },
        expect: (snapshot, _step, say) => {
          const error = submitted ? emailError(email) : null;
          say(`Email shows “${email}”${error ? ` with “${error}” under it` : ' with no message'}`);
          say(`the consent box is ${consent ? 'ticked' : 'unticked'}${submitted && !consent ? ` with “${MANDATORY}” under it` : ''}`);
          say(refusal ? `“${refusal}” is announced under the button` : 'no alert shows');
          say('the bot-protection notice links to /donnees-personnelles');
          if (snapshot.matches('editing')) say('the button can be clicked and nothing is being checked or sent');
          else if (snapshot.matches('protecting')) say('the button is busy, the newsletter’s bot check runs once, nothing sent, a second click adds nothing');
          else say('the button is busy, the trimmed e-mail was sent once with the bot token, a second click adds nothing');
          expect(emailField().value).toBe(email);
          expect(consentBox().checked).toBe(consent);
          expect(described(emailField()), 'the e-mail’s message').toEqual(submitted && emailError(email) ? [emailError(email)] : []);
          expect(described(consentBox()), 'the consent’s message').toEqual(submitted && !consent ? [MANDATORY] : []);
          // The refusal shows under the form: after its button.
          const alerts = screen.queryAllByRole('alert');
          expect(alerts.map((alert) => alert.textContent)).toEqual(refusal ? [refusal] : []);
          if (refusal) expect(submitButton().compareDocumentPosition(alerts[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
          // The bot-protection notice (spec §8), with the privacy page.
          const notice = screen.getByText((_, element) => element?.className === 'newsletter__notice');
          expect(within(notice).getByRole('link').getAttribute('href')).toBe('/donnees-personnelles');
          if (snapshot.matches('editing')) {
            expect(submitButton().getAttribute('aria-busy')).toBeNull();
            expect([bot.waiting, subscriptions.waiting]).toEqual([[], []]);
          } else if (snapshot.matches('protecting')) {
            // Submitted only once bot protection produced its data: nothing sent yet, and a second press sends nothing.
            expect(submitButton(true).getAttribute('aria-busy')).toBe('true');
            expect(bot.waiting).toEqual([{ form: 'NEWSLETTER', action: 'subscribeNewsLetter' }]);
            expect(subscriptions.waiting).toEqual([]);
            fireEvent.click(submitButton(true));
            expect(bot.waiting).toHaveLength(1);
          } else {
            expect(submitButton(true).getAttribute('aria-busy')).toBe('true');
            expect(subscriptions.waiting).toEqual([{ email: email.trim(), botToken }]);
            fireEvent.click(submitButton(true));
            expect(subscriptions.waiting).toHaveLength(1);
          }
        },
      });
      app.stop();
      // The first path also renders the shell for the first time.
    });
  }
});

describe('newsletter form', () => {
  it('the e-mail field takes e-mail autocomplete, without autocapitalize or autocorrect (spec §5)', async () => {
    const { app } = await renderNewsletter();
    expect([emailField().type, emailField().autocomplete, emailField().getAttribute('autocapitalize'), emailField().getAttribute('autocorrect')])
      .toEqual(['email', 'email', 'off', 'off']);
    app.stop();
  });

  it('a refusal stays under the form until a change of route; the e-mail is kept', async () => {
    const { app, bot, subscriptions } = await renderNewsletter();
    fireEvent.change(emailField(), { target: { value: 'lea.martin@example.fr' } });
    fireEvent.click(consentBox());
    fireEvent.click(submitButton());
    await act(() => bot.resolve(''));
    await act(() => subscriptions.reject(BOT_CHECK_FAILED));
    expect(screen.getByRole('alert').textContent).toBe(en['newsletter.error.botCheck']);
    act(() => app.send({ type: 'route.changed', path: '/about-us', search: '' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect([emailField().value, consentBox().checked]).toEqual(['lea.martin@example.fr', true]);
    expect(toasts(app)).toEqual([]);
    app.stop();
  });

  it('asks the e-mail alone where the backend records no sign-up consent (Magento\'s own sign-up), and sends it', async () => {
    const { app, bot, subscriptions } = await renderNewsletter(ALL_FEATURES.filter((feature) => feature !== 'newsletterConsent'));
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.change(emailField(), { target: { value: ' lea.martin@example.fr ' } });
    fireEvent.click(submitButton());
    await act(() => bot.resolve(null));
    expect(subscriptions.waiting).toEqual([{ email: 'lea.martin@example.fr', botToken: null }]);
    app.stop();
  });

  it('started without input, as the visualiser opens its chart, asks the consent, as the shop\'s newsletter module does', async () => {
    const { NewsletterForm } = await import('../../src/app/shell/newsletter-form');
    const form = createActor(newsletterMachine, { input: undefined }).start();
    renderInShell(<NewsletterForm form={form} />);
    fireEvent.change(await screen.findByLabelText(`${en['newsletter.email']} * ${en['form.required']}`), { target: { value: 'lea.martin@example.fr' } });
    fireEvent.click(submitButton());
    expect(described(consentBox())).toEqual([MANDATORY]);
    expect(form.getSnapshot().value).toBe('editing');
    form.stop();
  });

  it('is not shown when the store turned the newsletter off (newsletter_enabled false)', async () => {
    const { Footer } = await import('../../src/app/shell/footer');
    const app = createActor(appMachine, { input: { location: { path: '/', search: '' }, storeConfig: { ...STORE_CONFIG, newsletter_enabled: false } } }).start();
    renderInShell(<Footer copyright="© Vitrine" now={new Date(2030, 0, 1)} />, { app });
    expect(screen.queryByRole('region', { name: en['footer.newsletter'] })).toBeNull();
    expect(screen.getByText('© Vitrine')).toBeTruthy();
    app.stop();
  });

  it('is shown when the store has it on', async () => {
    const { Footer } = await import('../../src/app/shell/footer');
    const app = createActor(appMachine, { input: { location: { path: '/', search: '' } } }).start();
    renderInShell(<Footer copyright="© Vitrine" now={new Date(2030, 0, 1)} />, { app });
    expect(screen.getByRole('region', { name: en['footer.newsletter'] })).toBeTruthy();
    app.stop();
  });
});
