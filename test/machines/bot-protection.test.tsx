import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyActorLogic, type AnyActorRef, type AnyEventObject } from 'xstate';
import { appMachine } from '../../machines/app.machine';
import { botProtectionMachine } from '../../machines/bot-protection.machine';
import { newsletterMachine, type NewsletterActor, type NewsletterSubscription } from '../../machines/newsletter.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { NewsletterBlock } from '../../src/app/shell/newsletter-block';
import type { BotProtectionConfig } from '../../src/domain/bot-protection';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { botProtectionModel, SCRIPT_FAILED } from './newsletter-models';

afterEach(() => vi.restoreAllMocks());

/**
 * Bot protection as the newsletter form runs it: the shopper submits a valid form, the step loads the config and
 * runs the challenge, and the subscription goes with what it produced (spec §7, §8).
 */
async function submitNewsletter() {
  const configs = deferredActor<BotProtectionConfig | null, unknown>();
  const challenges = deferredActor<string, { config: BotProtectionConfig; action: string }>();
  const subscriptions = deferredActor<void, NewsletterSubscription>();
  const botProtection = botProtectionMachine.provide({ actors: { loadConfig: configs.logic, runChallenge: challenges.logic } });
  const logic = newsletterMachine.provide({ actors: { botProtection, subscribe: subscriptions.logic } });
  const clock = new SimulatedClock();
  const app = createActor(appMachine.provide({ actors: { newsletterLogic: fromPromise<AnyActorLogic>(async () => logic) } }), {
    input: { location: { path: '/', search: '' } },
    clock,
  }).start();
  renderInShell(<NewsletterBlock />, { app });
  fireEvent.focusIn(screen.getByRole('region', { name: en['footer.newsletter'] }));
  await screen.findByRole('button', { name: en['newsletter.submit'] });
  const form = app.getSnapshot().context.newsletter as NewsletterActor;
  fireEvent.change(screen.getByLabelText(`${en['newsletter.email']} * ${en['form.required']}`), { target: { value: 'lea.martin@example.fr' } });
  fireEvent.click(screen.getByLabelText(`${en['newsletter.consent']} * ${en['form.required']}`));
  fireEvent.click(screen.getByRole('button', { name: en['newsletter.submit'] }));
  const step = form.getSnapshot().children.botProtection as AnyActorRef;
  return { app, step, configs, challenges, subscriptions, clock };
}

// The form's chunk, fetched once before the paths (a browser fetches it as the block nears).
beforeAll(() => Promise.all([import('../../src/app/shell/newsletter-form'), screenMessages('newsletter', 'en_US')]));

describe('bot protection: every path of its chart, under the newsletter form', () => {
  for (const path of pathsOf(botProtectionModel)) {
    it(describePath(path), async () => {
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { app, step, configs, challenges, subscriptions, clock } = await submitNewsletter();
      let config: BotProtectionConfig | null = null;
      // Why the challenge failed, as logged: the script's error, or no answer in time (read as the network's).
      let failure: unknown = SCRIPT_FAILED;
      // What the challenge produced: the subscription goes with it.
      let token: string | null = null;
      await drive(botProtectionMachine, path, {
        actual: () => step.getSnapshot(),
        events: {
          'xstate.done.actor.loadConfig': (event: AnyEventObject) => {
            config = event.output as BotProtectionConfig | null;
            return act(() => configs.resolve(config));
          },
          'xstate.error.actor.loadConfig': (event: AnyEventObject) => act(() => configs.reject(event.error)),
          'xstate.done.actor.runChallenge': (event: AnyEventObject) => {
            token = event.output as string;
            return act(() => challenges.resolve(token!));
          },
          'xstate.error.actor.runChallenge': (event: AnyEventObject) => act(() => challenges.reject(event.error)),
          'xstate.after.requestTimeout.botProtection.loadingConfig': () => act(() => clock.increment(WAIT_LIMITS.requestTimeout)),
          'xstate.after.requestTimeout.botProtection.challenging': () => {
            failure = expect.objectContaining({ network: true });
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
          },
        },
        expect: async (snapshot, _step, say) => {
          // Whatever it does, the button says the form is on its way (once React has shown the step's outcome).
          say(`the newsletter's button reads “${en['newsletter.submitting']}”, busy`);
          expect((await screen.findByRole('button', { name: en['newsletter.submitting'] })).getAttribute('aria-busy')).toBe('true');
          if (snapshot.matches('loadingConfig')) {
            say('the config was asked once, no challenge ran and nothing was sent');
            expect([configs.waiting.length, challenges.waiting, subscriptions.waiting]).toEqual([1, [], []]);
          }
          if (snapshot.matches('challenging')) {
            // The challenge runs for the newsletter's action (spec §9), nothing sent before it produced its data.
            say('the challenge runs once for “subscribeNewsLetter” and nothing was sent');
            expect(challenges.waiting).toEqual([{ config, action: 'subscribeNewsLetter' }]);
            expect(subscriptions.waiting).toEqual([]);
          }
          const sent = subscriptions.waiting.map((subscription) => subscription.botToken);
          // Not guarded (or no config): no header; passed: its token; failed: logged, and empty data (spec §8).
          if (snapshot.matches('skipped')) {
            say('the subscription was sent once with no bot token');
            expect(sent).toEqual([null]);
          }
          if (snapshot.matches('passed')) {
            say(`the subscription was sent once with the challenge's token “${token}”`);
            expect(sent).toEqual([token]);
          }
          say(snapshot.matches('failed') ? 'the subscription was sent once with an empty token and the failure was logged' : 'nothing was logged');
          if (snapshot.matches('failed')) {
            expect(sent).toEqual(['']);
            expect(logged).toHaveBeenCalledWith('Bot protection failed', failure);
          } else expect(logged).not.toHaveBeenCalled();
        },
      });
      app.stop();
      // The first path also renders the shell for the first time.
    });
  }
});

describe('bot protection', () => {
  it('passes the form it is not asked to guard without loading any challenge', async () => {
    const { app, configs, challenges, subscriptions } = await submitNewsletter();
    await act(() => configs.resolve({ websiteKey: 'k', badgePosition: 'inline', languageCode: null, forms: ['CONTACT'] }));
    expect(challenges.waiting).toEqual([]);
    expect(subscriptions.waiting).toEqual([{ email: 'lea.martin@example.fr', botToken: null }]);
    app.stop();
  });
});
