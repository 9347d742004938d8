import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type AnyActorLogic } from 'xstate';
import { contactMachine, type ContactSubmission } from '../../machines/contact.machine';
import { WAIT_LIMITS } from '../../machines/wait-limits';
import { screenMessages } from '../../src/app/i18n/screen-messages';
import { ContactPage } from '../../src/app/screens/contact/contact-page';
import { PageActor } from '../../src/app/screens/page-actor';
import type { ContactField, ContactMessage, ContactPage as ContactPageData } from '../../src/domain/contact';
import { UNEXPECTED } from '../fixtures/account';
import { NETWORK_DOWN } from '../fixtures/cart';
import { CONTACT_PAGE, CONTACT_UNAVAILABLE } from '../fixtures/contact';
import { deferredActor } from '../harness/deferred';
import { drive } from '../harness/drive';
import { en } from '../harness/intl';
import { describePath, pathsOf } from '../harness/model';
import { renderInShell } from '../harness/shell-view';
import { contactModel } from './contact-models';

// The contact page (issue 12): the store's blocks around the form while the store takes messages, a notice when it
// does not; spec §5's texts for what is wrong; what was typed kept through every refusal.

type Typed = { [F in ContactField]: F extends 'consent' ? boolean : string };
const BLANK: Typed = { name: '', email: '', telephone: '', reason: '', orderNumber: '', comment: '', consent: false };

/** Spec §5's texts, and the shop's own for a phone number (spec §5 gives none). */
function expectedErrors(typed: Typed): Record<ContactField, string | null> {
  const required = (value: string) => (value.trim() === '' ? en['validation.required'] : null);
  const phone = typed.telephone.replace(/[\s.-]/g, '');
  return {
    name: required(typed.name),
    email: required(typed.email) ?? (/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(typed.email.trim()) ? null : en['validation.email']),
    telephone: phone === '' || /^(0\d{9}|\+33\d{9})$/.test(phone) ? null : en['validation.telephone'],
    reason: required(typed.reason),
    orderNumber: null,
    comment: required(typed.comment),
    consent: typed.consent ? null : en['validation.consent'],
  };
}

const REFUSALS = new Map<unknown, string>([
  [CONTACT_UNAVAILABLE, en['contact.error.unavailable']],
  [NETWORK_DOWN, en['contact.error.network']],
  [UNEXPECTED, en['contact.error.generic']],
]);

/** The page; `asksDetails` left out, the chart starts without input (as the visualiser opens it) and asks them. */
async function renderContact(asksDetails?: boolean) {
  await screenMessages('contact', 'en_US');
  const load = deferredActor<ContactPageData, unknown>();
  const bot = deferredActor<string | null, unknown>();
  const send = deferredActor<boolean, ContactSubmission>();
  const clock = new SimulatedClock();
  const page = createActor(
    contactMachine.provide({ actors: { loadContactPage: load.logic, sendContactMessage: send.logic, botProtection: bot.logic as unknown as AnyActorLogic as never } }),
    { input: asksDetails === undefined ? undefined : { asksDetails }, clock },
  ).start();
  renderInShell(
    <PageActor.Provider value={{ kind: 'contact', ref: page }}>
      <ContactPage />
    </PageActor.Provider>,
    { path: '/contact-us' },
  );
  return { page, load, send, bot, clock };
}

const LABELS: Record<ContactField, string> = {
  name: `${en['contact.field.name']} * ${en['form.required']}`,
  email: `${en['contact.field.email']} * ${en['form.required']}`,
  telephone: en['contact.field.telephone'],
  reason: `${en['contact.field.reason']} * ${en['form.required']}`,
  orderNumber: en['contact.field.orderNumber'],
  comment: `${en['contact.field.comment']} * ${en['form.required']}`,
  consent: `${CONTACT_PAGE.consent.label} * ${en['form.required']}`,
};
const field = (name: ContactField) => screen.getByLabelText(LABELS[name]) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: new RegExp(`^(${en['contact.submit']}|${en['contact.submitting']})$`) });
const messageOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean).map((id) => document.getElementById(id)?.textContent)[0] ?? null;

/** What the form sends for what was typed: trimmed, the empty optional fields as nothing. */
const messageFor = (typed: Typed): ContactMessage => ({
  name: typed.name.trim(),
  email: typed.email.trim(),
  comment: typed.comment.trim(),
  telephone: typed.telephone.trim() || null,
  isConsent: typed.consent,
  contactReason: typed.reason,
  orderNumber: typed.orderNumber.trim() || null,
});

function type(name: ContactField, value: string | boolean) {
  if (name === 'consent') {
    if (field('consent').checked !== value) fireEvent.click(field('consent'));
  } else {
    fireEvent.change(field(name), { target: { value } });
  }
}

describe('contact page: every path of its chart, on the page', () => {
  for (const path of pathsOf(contactModel)) {
    it(describePath(path), async () => {
      const view = await renderContact();
      let typed: Typed = { ...BLANK };
      let submitted = false;
      let refusal: string | null = null;
      let botToken: string | null = null;
      await drive(contactMachine, path, {
        // The page's data never answers: the clock runs past the wait's limit.
        clock: view.clock,
        actual: () => view.page.getSnapshot(),
        events: {
          'xstate.done.actor.loadContactPage': ({ output }) => act(() => view.load.resolve(output as ContactPageData)),
          'xstate.error.actor.loadContactPage': ({ error }) => act(() => view.load.reject(error)),
          retry: () => {
            fireEvent.click(screen.getByRole('button', { name: en['common.retry'] }));
          },
          'field.change': ({ field: name, value }) => {
            type(name, value);
            typed = { ...typed, [name]: value };
          },
          submit: () => {
            fireEvent.click(submitButton());
            submitted = true;
            if (Object.values(expectedErrors(typed)).every((error) => error === null)) refusal = null;
          },
          'xstate.done.actor.botProtection': ({ output }) => {
            botToken = output as string | null;
            return act(() => view.bot.resolve(botToken));
          },
          'xstate.done.actor.sendContactMessage': () => {
            typed = { ...BLANK };
            submitted = false;
            return act(() => view.send.resolve(true));
          },
          'xstate.error.actor.sendContactMessage': ({ error }) => {
            refusal = REFUSALS.get(error)!;
            return act(() => view.send.reject(error));
          },
          // No answer in time: the message is dropped and the shopper reads the network's refusal.
          'xstate.after.requestTimeout.contact.submitting.sending': () => {
            refusal = REFUSALS.get(NETWORK_DOWN)!;
            act(() => view.clock.increment(WAIT_LIMITS.requestTimeout));
          },
          again: () => {
            fireEvent.click(screen.getByRole('button', { name: en['contact.sent.again'] }));
          },
        },
        expect: (snapshot, _step, say) => {
          const shown = snapshot.matches('editing') || snapshot.matches('submitting') || snapshot.matches('sent');
          say(`the heading reads “${en['contact.title']}” and the title “${en['contact.title']} | Vitrine FR”`);
          say(snapshot.matches('loading') ? 'the page shows its loading shimmer' : 'no shimmer shows');
          if (snapshot.matches('disabled')) say(`the page reads “${en['contact.disabled']}”`);
          if (snapshot.matches('failed')) say(`the page reads “${en['contact.loadFailed']}”`);
          say(shown ? 'the store’s blocks show: the answer time and “By phone: 01 23 45 67 89”' : 'the store’s blocks do not show');
          if (snapshot.matches('sent')) say(`the heading “${en['contact.sent.title']}” has the focus and the status reads “${en['contact.sent.text']}”`);
          if (!snapshot.matches('editing') && !snapshot.matches('submitting')) say('no form field shows');
          else {
            say(`each field shows what was typed${submitted ? ', with spec §5’s message under each field that breaks a rule' : ', the consent box with its privacy notice'}`);
            say('name, e-mail and phone carry their autocomplete; the reasons are listed; “privacy policy” links to /donnees-personnelles');
            say(refusal ? `the alert reads “${refusal}”` : 'no alert shows');
            if (snapshot.matches({ submitting: 'protecting' })) say('the bot-protection check for the contact form runs once and nothing was sent');
            if (snapshot.matches({ submitting: 'sending' })) say('the message was sent once with the check’s token');
            say(snapshot.matches('submitting') ? `the button reads “${en['contact.submitting']}” and a second click sends nothing more` : `the button reads “${en['contact.submit']}” and nothing is being sent`);
          }
          expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en['contact.title']);
          expect(document.title).toBe(`${en['contact.title']} | Vitrine FR`);
          expect(screen.queryByTestId('page-shimmer') !== null, 'loader').toBe(snapshot.matches('loading'));
          expect(screen.queryByText(en['contact.disabled']) !== null, 'switched-off notice').toBe(snapshot.matches('disabled'));
          expect(screen.queryByText(en['contact.loadFailed']) !== null, 'load failure').toBe(snapshot.matches('failed'));
          // The store's blocks show with the form, and only then.
          expect(screen.queryByText('Questions about an order? We answer within one working day.') !== null).toBe(shown);
          expect(screen.queryByText('By phone: 01 23 45 67 89') !== null).toBe(shown);
          const sent = screen.queryByRole('heading', { level: 2, name: en['contact.sent.title'] });
          expect(sent !== null, 'thanks').toBe(snapshot.matches('sent'));
          if (sent) {
            expect(document.activeElement).toBe(sent);
            expect(screen.getByRole('status').textContent).toBe(en['contact.sent.text']);
          }
          if (!snapshot.matches('editing') && !snapshot.matches('submitting')) {
            expect(screen.queryByRole('textbox')).toBeNull();
            return;
          }
          const errors = submitted ? expectedErrors(typed) : null;
          for (const name of Object.keys(BLANK) as ContactField[]) {
            if (name === 'consent') expect(field(name).checked).toBe(typed.consent);
            else expect(field(name).value, name).toBe(typed[name]);
            expect(messageOf(field(name)), `${name}'s message`).toBe(errors?.[name] ?? (name === 'consent' ? 'Your data is only used to answer you. See our privacy policy.' : null));
          }
          expect(field('name').getAttribute('autocomplete')).toBe('name');
          expect(field('email').getAttribute('autocomplete')).toBe('email');
          expect(field('telephone').getAttribute('autocomplete')).toBe('tel');
          expect([...(field('reason') as unknown as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
            en['contact.reason.choose'], en['contact.reason.order'], en['contact.reason.delivery'], en['contact.reason.product'],
            en['contact.reason.return'], en['contact.reason.account'], en['contact.reason.other'],
          ]);
          expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/donnees-personnelles');
          expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual(refusal ? [refusal] : []);
          // First the contact form's bot-protection check (spec §3 forms: CONTACT), then the message with its answer.
          const checking = snapshot.matches({ submitting: 'protecting' });
          const sending = snapshot.matches({ submitting: 'sending' });
          const waiting = () => ({ checks: view.bot.waiting, sends: view.send.waiting });
          const expected = {
            checks: checking ? [{ form: 'CONTACT', action: 'contactUs' }] : [],
            sends: sending ? [{ message: messageFor(typed), botToken }] : [],
          };
          expect(waiting()).toEqual(expected);
          if (checking || sending) {
            expect(submitButton().textContent).toBe(en['contact.submitting']);
            // A second press while the message goes sends nothing more.
            fireEvent.click(submitButton());
            expect(waiting()).toEqual(expected);
          } else {
            expect(submitButton().textContent).toBe(en['contact.submit']);
          }
        },
      });
    });
  }
});

const FILLED: Typed = {
  name: ' Camille Durand ', email: 'camille@example.com', telephone: '06 12 34 56 78', reason: 'delivery', orderNumber: '000000042',
  comment: ' My parcel arrived damaged.\n', consent: true,
};

async function openForm(asksDetails?: boolean) {
  const view = await renderContact(asksDetails);
  await act(() => view.load.resolve(CONTACT_PAGE));
  return view;
}

describe('contact page: bad input refused with spec §5’s texts, nothing sent, nothing lost', () => {
  it('names each wrong field, keeps every value, and sends once all are right', async () => {
    const view = await openForm();
    const typed: Typed = { ...FILLED, name: '   ', email: 'camille@example', telephone: '12 34', reason: '', comment: '', consent: false };
    for (const name of Object.keys(typed) as ContactField[]) type(name, typed[name]);
    fireEvent.click(submitButton());
    expect(view.send.waiting).toEqual([]);
    expect(messageOf(field('name'))).toBe('Is required.');
    expect(messageOf(field('email'))).toBe('Please enter a valid email');
    expect(messageOf(field('telephone'))).toBe(en['validation.telephone']);
    expect(messageOf(field('reason'))).toBe('Is required.');
    expect(messageOf(field('comment'))).toBe('Is required.');
    expect(messageOf(field('consent'))).toBe('This field is mandatory');
    // The first wrong field takes the focus, so that its message is read out.
    expect(document.activeElement).toBe(field('name'));
    expect(field('email').value).toBe('camille@example');
    expect(field('telephone').value).toBe('12 34');
    expect(field('orderNumber').value).toBe('000000042');
    for (const name of Object.keys(FILLED) as ContactField[]) type(name, FILLED[name]);
    fireEvent.click(submitButton());
    await act(() => view.bot.resolve('bot-check-answer'));
    expect(view.send.waiting).toEqual([
      { message: { ...messageFor(FILLED), name: 'Camille Durand', telephone: '06 12 34 56 78', orderNumber: '000000042' }, botToken: 'bot-check-answer' },
    ]);
  });
});

describe('contact page on a backend without the shop\'s contact module', () => {
  it('asks Magento\'s own fields only: no reason, order number or consent, none required, none sent', async () => {
    const view = await openForm(false);
    for (const name of ['reason', 'orderNumber', 'consent'] as const) {
      expect(screen.queryByLabelText(new RegExp(`^${en[`contact.field.${name}`]}`)), name).toBeNull();
    }
    for (const name of ['name', 'email', 'comment'] as const) type(name, FILLED[name]);
    fireEvent.click(submitButton());
    await act(() => view.bot.resolve(null));
    expect(view.send.waiting).toEqual([
      { message: { name: 'Camille Durand', email: FILLED.email, comment: 'My parcel arrived damaged.', telephone: null, isConsent: false, contactReason: '', orderNumber: null }, botToken: null },
    ]);
  });
});

describe('contact page: each refusal in the shop’s words, the fields kept', () => {
  for (const [error, message] of REFUSALS) {
    it(message, async () => {
      const view = await openForm();
      for (const name of Object.keys(FILLED) as ContactField[]) type(name, FILLED[name]);
      fireEvent.click(submitButton());
      await act(() => view.bot.resolve(null));
      await act(() => view.send.reject(error));
      expect(screen.getByRole('alert').textContent).toBe(message);
      for (const name of Object.keys(FILLED) as ContactField[]) {
        if (name === 'consent') expect(field(name).checked).toBe(true);
        else expect(field(name).value).toBe(FILLED[name]);
      }
    });
  }
});
