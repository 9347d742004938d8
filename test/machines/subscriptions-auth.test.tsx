import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { subscriptionsAuthMachine, type SubscriptionsAuthSnapshot } from '../../machines/subscriptions-auth.machine';
import { subscriptionsMachine, type ChangeRequest } from '../../machines/subscriptions.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { PageActor } from '../../src/app/screens/page-actor';
import { SubscriptionsAuthPage } from '../../src/app/screens/subscriptions/subscriptions-auth-page';
import type { PortalAccess, Subscription } from '../../src/domain/subscriptions';
import { CUSTOMER } from '../fixtures/account';
import { NETWORK_DOWN } from '../fixtures/cart';
import { CUSTOMER_ACCESS, GUEST_ACCESS, SUBSCRIPTIONS } from '../fixtures/subscriptions';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { asChild } from '../harness/parent';
import { renderInShell } from '../harness/shell-view';
import { subscriptionsAuthModel } from './subscriptions-models';

// Spec §5's texts, word for word.
const IS_REQUIRED = 'Is required.';
const BAD_EMAIL = 'Please enter a valid email';

function specError(typed: string): string | null {
  const email = typed.trim();
  return email === '' ? IS_REQUIRED : /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(email) ? null : BAD_EMAIL;
}

async function renderAuth(code: string | null, { opened = true } = {}) {
  await screenMessages('accountArea', 'en_US');
  const links = deferredActor<void, { email: string }>();
  const exchanges = deferredActor<PortalAccess, { code: string }>();
  const stored = deferredActor<string | null, unknown>();
  const effects: string[] = [];
  const loads = deferredActor<Subscription[], { portalToken: string | null }>();
  const logic = subscriptionsAuthMachine.provide({
    actors: {
      storedPortal: stored.logic,
      requestPortalLink: links.logic,
      exchangePortalCode: exchanges.logic,
      subscriptions: subscriptionsMachine.provide({ actors: { loadSubscriptions: loads.logic, changeSubscription: deferredActor<Subscription, ChangeRequest>().logic } }),
    },
    actions: {
      rememberPortal: (_: unknown, { portalToken }: { portalToken: string }) => void effects.push(`rememberPortal ${portalToken}`),
      openSubscriptions: () => void effects.push('openSubscriptions'),
    },
  });
  const clock = new SimulatedClock();
  const { child: page, received } = asChild(logic, { code }, clock);
  renderInShell(
    <PageActor.Provider value={{ kind: 'subscriptionsAuth', ref: page }}>
      <SubscriptionsAuthPage />
    </PageActor.Provider>,
    { path: code ? `/subscriptions-auth?code=${code}` : '/subscriptions-auth' },
  );
  await screen.findByRole('heading', { level: 1, name: en['subscriptionsAuth.title'] });
  // The tab kept no portal, unless a path says otherwise.
  if (opened) await act(() => stored.resolve(null));
  return { page, links, exchanges, stored, loads, received, effects, clock };
}

const field = () => screen.getByLabelText(`${en['field.email']} * ${en['form.required']}`) as HTMLInputElement;
const submitButton = (busy = false) => screen.getByRole('button', { name: busy ? en['subscriptionsAuth.submitting'] : en['subscriptionsAuth.submit'] });

describe('subscriptions portal sign-in: every path of its chart, on the page', () => {
  for (const path of pathsOf(subscriptionsAuthModel)) {
    it(describePath(path), async () => {
      const { code } = path.steps[0]!.state.context;
      const { page, links, exchanges, stored, loads, received, effects, clock } = await renderAuth(code, { opened: false });
      let portalToken: string | null = null;
      let typed = '';
      let submitted = false;
      let refusal: string | null = null;
      await drive(subscriptionsAuthMachine, path, {
        actual: () => page.getSnapshot(),
        events: {
          'field.change': ({ value }) => {
            fireEvent.change(field(), { target: { value } });
            typed = String(value);
          },
          submit: () => {
            fireEvent.click(submitButton());
            submitted = true;
            if (specError(typed)) expect(document.activeElement).toBe(field());
            else refusal = null;
          },
          again: () => void fireEvent.click(screen.getByRole('button', { name: en['subscriptionsAuth.again'] })),
          'xstate.done.actor.storedPortal': ({ output }) => {
            portalToken = (output as string | null) ?? portalToken;
            return act(() => stored.resolve(output as string | null));
          },
          'xstate.done.actor.requestPortalLink': () => act(() => links.resolve()),
          'xstate.error.actor.requestPortalLink': ({ error }) => {
            refusal = en['subscriptionsAuth.error.network'];
            return act(() => links.reject(error));
          },
          'xstate.done.actor.exchangePortalCode': ({ output }) => {
            const access = output as PortalAccess;
            if (access.kind === 'guest') portalToken = access.portalToken;
            return act(() => exchanges.resolve(access));
          },
          'xstate.error.actor.exchangePortalCode': ({ error }) => {
            refusal = en['subscriptionsAuth.error.linkInvalid'];
            return act(() => exchanges.reject(error));
          },
          // No answer in time: nothing is sent again, and the shopper reads the network's message.
          'xstate.after.requestTimeout.subscriptionsAuth.requesting': () => {
            refusal = en['subscriptionsAuth.error.network'];
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
          },
          'xstate.after.requestTimeout.subscriptionsAuth.exchanging': () => {
            refusal = en['subscriptionsAuth.error.network'];
            act(() => clock.increment(WAIT_LIMITS.requestTimeout));
          },
        },
        expect: async (snapshot: SubscriptionsAuthSnapshot, _step, say) => {
          if (snapshot.matches('opening')) {
            // The tab's storage is read before anything shows but the heading (and, from a link, that it is being opened).
            say(code ? `the status reads “${en['subscriptionsAuth.exchanging']}” and nothing was sent yet` : 'only the heading shows while the tab’s storage is read');
            expect(screen.queryByRole('textbox')).toBeNull();
            expect(screen.queryByRole('status')?.textContent ?? null).toBe(code ? en['subscriptionsAuth.exchanging'] : null);
            expect(exchanges.waiting).toEqual([]);
            return;
          }
          if (snapshot.matches('exchanging')) {
            say(`the status reads “${en['subscriptionsAuth.exchanging']}”, the link's code was sent once, and no field shows`);
            expect(screen.getByRole('status').textContent).toBe(en['subscriptionsAuth.exchanging']);
            expect(exchanges.waiting).toEqual([{ code }]);
            expect(screen.queryByRole('textbox')).toBeNull();
            return;
          }
          if (snapshot.matches('signedIn')) {
            // The customer's token went to the shell's session, as a sign-in's does; their page is one link away.
            say('the customer’s token went to the session once, and the browser was sent on to /subscriptions');
            expect(effects).toEqual(['openSubscriptions']);
            say(`the status reads “${en['subscriptionsAuth.signedIn']}” with “${en['subscriptionsAuth.openSubscriptions']}” linking to /subscriptions`);
            expect(received).toEqual([{ type: 'shell.session', request: { type: 'session.tokenSet', token: CUSTOMER_ACCESS.kind === 'customer' ? CUSTOMER_ACCESS.token : '' } }]);
            const status = screen.getByRole('status');
            expect(status.textContent).toBe(`${en['subscriptionsAuth.signedIn']}${en['subscriptionsAuth.openSubscriptions']}`);
            expect(within(status).getByRole('link').getAttribute('href')).toBe('/subscriptions');
            return;
          }
          if (snapshot.matches('portal')) {
            // A guest: their subscriptions through the portal's token, never a sign-in.
            say('nothing went to the session and the subscriptions were asked once with the portal’s token');
            say(`the page lists ${SUBSCRIPTIONS.map((s) => `“${s.productName}”`).join(', ')}`);
            expect(received).toEqual([]);
            // Exchanged now, or kept by the tab from before a reload; kept by the tab either way.
            say(`the portal’s token “${portalToken}” was kept by the tab`);
            expect(loads.waiting).toEqual([{ portalToken }]);
            expect(effects).toEqual([`rememberPortal ${portalToken}`]);
            await act(() => loads.resolve(SUBSCRIPTIONS));
            expect(screen.getAllByRole('article').map((a) => a.querySelector('h2')!.textContent)).toEqual(SUBSCRIPTIONS.map((s) => s.productName));
            return;
          }
          if (snapshot.matches('linkSent')) {
            // The same words for any address.
            say(`the status reads “${en['subscriptionsAuth.sent']}” with “${en['subscriptionsAuth.again']}”, and no field shows`);
            expect(screen.getByRole('status').textContent).toBe(`${en['subscriptionsAuth.sent']}${en['subscriptionsAuth.again']}`);
            expect(screen.queryByRole('textbox')).toBeNull();
            return;
          }
          const error = submitted ? specError(typed) : null;
          say('nothing went to the session');
          say(`Email shows “${typed}”${error ? ` with “${error}” under it` : ' with no message'}`);
          say(refusal ? `the alert reads “${refusal}”` : 'no alert shows');
          say(snapshot.matches('requesting') ? 'the link was asked once for the trimmed e-mail and a second click asks nothing more' : 'no link is being asked');
          expect(received).toEqual([]);
          expect(field().value).toBe(typed);
          const description = (field().getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent);
          expect(description).toEqual(error ? [error] : []);
          expect(screen.queryAllByRole('alert').map((a) => a.textContent)).toEqual(refusal ? [refusal] : []);
          if (snapshot.matches('requesting')) {
            expect(links.waiting).toEqual([{ email: typed.trim() }]);
            // A second press while the backend answers sends nothing more.
            fireEvent.click(submitButton(true));
            expect(links.waiting).toEqual([{ email: typed.trim() }]);
          } else {
            expect(links.waiting).toEqual([]);
          }
        },
      });
    });
  }
});

describe('subscriptions portal sign-in', () => {
  it('asks for the e-mail with its standard autocomplete', async () => {
    await renderAuth(null);
    expect([field().type, field().autocomplete]).toEqual(['email', 'email']);
    expect(screen.getByRole('link', { name: en['subscriptionsAuth.signIn'] }).getAttribute('href')).toBe('/sign-in');
  });

  it.each([
    ['an empty form', '', IS_REQUIRED],
    ['an address without a domain', 'marie.dupont@example', BAD_EMAIL],
  ])('%s: the message, and nothing sent', async (_, typed, message) => {
    const { links } = await renderAuth(null);
    if (typed) fireEvent.change(field(), { target: { value: typed } });
    fireEvent.click(submitButton());
    expect(screen.getByText(message)).toBeTruthy();
    expect(links.waiting).toEqual([]);
  });

  it('a lost connection keeps what was typed, with the message above the field', async () => {
    const { links } = await renderAuth(null);
    fireEvent.change(field(), { target: { value: CUSTOMER.email } });
    fireEvent.click(submitButton());
    await act(() => links.reject(NETWORK_DOWN));
    expect(screen.getByRole('alert').textContent).toBe(en['subscriptionsAuth.error.network']);
    expect(field().value).toBe(CUSTOMER.email);
  });
});
