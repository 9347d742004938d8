import type { Page } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import type { EventObject } from 'xstate';
import { pathsOf, type ModelPath } from '../harness/model';
import { PathRecorder } from '../harness/qa-record';
import { signInFormModel } from '../machines/account-models';
import { hydrated, openPage, type ShopPage } from './support/browser';
import { createCustomer } from './support/customers';
import { failureScreenshot, GraphqlGate } from './support/replay';
import { alertsIn, descriptionOf, plain, slots, stateOf, storedToken, titledPaths, tokenAnswer } from './support/replay-paths';
import { shopInChromium } from './support/suite';

// The sign-in form's chart (pathsOf(signInFormModel), the paths its model test drives in jsdom) replayed in Chromium
// on /sign-in against the real shop: each field typed as a shopper types it, the form sent with its button, the
// backend's answer the real one (the customer's token, or its refusal of a password that is not the account's). The
// sign-in waits at a gate until the path answers it, so that the busy form is seen as the shopper sees it.
// Expectations are the spec's §5 texts and the shop's French ones, written out; the backend is asked after each
// answer what the browser's token is worth.

const suite = shopInChromium();

const WIDTH = 375;
/** The model's address stands for a customer's: each path has its own, as shoppers do. */
const MODEL_EMAIL = 'marie.dupont@example.fr';
const TEXT = {
  required: 'Ce champ est obligatoire.',
  badEmail: 'Veuillez saisir une adresse e-mail valide.',
  submit: 'Se connecter',
  submitting: 'Connexion…',
  refused: 'L’adresse e-mail ou le mot de passe est incorrect, ou votre compte est temporairement bloqué. Veuillez patienter puis réessayer.',
  greeting: 'Bonjour, Marie',
};

type Field = 'email' | 'password';
const LABEL: Record<Field, RegExp> = { email: /^Adresse e-mail/, password: /^Mot de passe/ };

/** One path's browser, and what the shopper did so far. */
interface Run {
  shop: ShopPage;
  page: Page;
  gate: GraphqlGate;
  email: string;
  /** What the shopper typed, field by field. */
  typed: Record<Field, string>;
  submitted: boolean;
  expect: ExpectStatic;
}

const form = (page: Page) => page.getByRole('main').locator('form');
const field = (page: Page, name: Field) => form(page).getByLabel(LABEL[name]);
const submitButton = (page: Page) => form(page).locator('button[type="submit"]');

/** Spec §5 for the sign-in: both fields required, the e-mail an address (a local part, @, a dotted domain). */
function specError(name: Field, value: string): string | null {
  if (value.trim() === '') return TEXT.required;
  if (name === 'email' && !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value.trim())) return TEXT.badEmail;
  return null;
}

/** The fields as the shopper sees them: what was typed, and once sent, each field's message. */
async function expectFields(run: Run, say: (words: string) => void) {
  for (const name of ['email', 'password'] as const) {
    const input = field(run.page, name);
    await run.expect.poll(() => input.inputValue(), { message: `${name}'s value` }).toBe(run.typed[name]);
    const error = run.submitted ? specError(name, run.typed[name]) : null;
    await run.expect.poll(() => descriptionOf(input), { message: `${name}'s message` }).toEqual(error ? [error] : []);
    run.expect(await input.getAttribute('aria-invalid'), `${name} flagged invalid`).toBe(error ? 'true' : null);
    const shown = name === 'password' ? '•'.repeat(run.typed.password.length) : run.typed.email;
    say(`“${name === 'email' ? 'Adresse e-mail' : 'Mot de passe'}” shows “${shown}”${error ? ` with “${error}” under it, flagged invalid` : ' with no message'}`);
  }
}

async function expectButton(run: Run, say: (words: string) => void, busy: boolean) {
  await run.expect.poll(async () => plain(await submitButton(run.page).textContent()), { message: 'submit button' }).toBe(busy ? TEXT.submitting : TEXT.submit);
  run.expect(await submitButton(run.page).getAttribute('aria-busy')).toBe(busy ? 'true' : null);
  say(busy ? `the button reads “${TEXT.submitting}” and is busy` : `the button reads “${TEXT.submit}”`);
}

async function expectAlerts(run: Run, say: (words: string) => void, alerts: string[]) {
  await run.expect.poll(() => alertsIn(run.page), { message: 'alerts' }).toEqual(alerts);
  say(alerts.length ? `“${alerts[0]}” is announced above the fields` : 'no alert shows');
}

/** Replays one step: makes its event happen as the shopper or the backend does, then checks the page and the backend. */
async function replayStep(run: Run, path: ModelPath, i: number, say: (words: string) => void) {
  const { event } = path.steps[i]!;
  const to = stateOf(path.steps[i]!);
  switch (event.type) {
    case 'xstate.init':
      await run.page.goto(`${suite.shop.url}/sign-in`);
      await hydrated(submitButton(run.page));
      await run.page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
      say('the /sign-in page shows “Connexion”');
      await expectFields(run, say);
      await expectAlerts(run, say, []);
      return expectButton(run, say, false);
    case 'field.change': {
      const { field: name, value } = event as EventObject & { field: Field; value: string };
      const typed = value === MODEL_EMAIL ? run.email : value;
      if (typed !== value) say(`(the path's address is this run's own: ${typed})`);
      await field(run.page, name).fill(typed);
      run.typed[name] = typed;
      await expectFields(run, say);
      return expectButton(run, say, false);
    }
    case 'submit':
      await submitButton(run.page).click();
      run.submitted = true;
      if (to.matches('submitting')) {
        await run.gate.arrived('SignIn');
        say('the sign-in went to the backend');
        await expectFields(run, say);
        return expectButton(run, say, true);
      }
      await expectFields(run, say);
      await expectAlerts(run, say, []);
      run.expect(run.shop.graphql.filter((request) => request.name === 'SignIn')).toEqual([]);
      say('nothing was sent');
      // The focus goes to the first field found wrong, so that its message is read out.
      await run.expect.poll(() => field(run.page, 'email').evaluate((element) => element === document.activeElement)).toBe(true);
      say('the focus is on “Adresse e-mail”');
      return expectButton(run, say, false);
    case 'xstate.done.actor.signIn': {
      await run.gate.pass('SignIn');
      // Signed in from /sign-in itself, the shopper goes to the home page, greeted.
      await run.page.waitForURL(`${suite.shop.url}/`);
      say('the shopper is taken to the home page');
      await run.expect.poll(() => run.page.locator('header.header .header__account').textContent().then(plain)).toBe(TEXT.greeting);
      say(`the header reads “${TEXT.greeting}”`);
      const token = await storedToken(run.page);
      run.expect(token, 'stored token').not.toBeNull();
      run.expect(await tokenAnswer(suite.shop.url, token!)).toBe(run.email);
      say(`the browser keeps a token the backend takes as ${run.email}’s`);
      return;
    }
    case 'xstate.error.actor.signIn':
      // The account's password is another: the backend refuses the one typed.
      await run.gate.pass('SignIn');
      await expectAlerts(run, say, [TEXT.refused]);
      await expectFields(run, say);
      await expectButton(run, say, false);
      run.expect(await storedToken(run.page)).toBeNull();
      run.expect(new URL(run.page.url()).pathname).toBe('/sign-in');
      say('the browser keeps no token, and the shopper is still on /sign-in');
      return;
    default:
      throw new Error(`The replay does not say how “${event.type}” happens.`);
  }
}

let customers = 0;

async function replay(path: ModelPath, title: string, expect: ExpectStatic) {
  const recorder = new PathRecorder('signInForm', title, 'browser');
  recorder.plan(path.steps.map((step) => ({ event: step.event, value: stateOf(step).value })));
  const shop = await openPage(suite.browser, WIDTH);
  const run: Run = {
    shop, page: shop.page, gate: await GraphqlGate.on(shop.page), email: `connexion.${process.pid}.${++customers}@example.fr`,
    typed: { email: '', password: '' }, submitted: false, expect,
  };
  try {
    const refused = path.steps.some((step) => step.event.type === 'xstate.error.actor.signIn');
    if (path.steps.some((step) => step.event.type.startsWith('xstate.'))) {
      // The shopper's account, made on another device; where the path is refused, its password is another.
      await createCustomer(suite.shop.url, { email: run.email, password: refused ? 'Automne#2026!' : 'Printemps#2026', firstname: 'Marie', lastname: 'Dupont' });
      run.gate.hold('SignIn');
    }
    for (let i = 0; i < path.steps.length; i++) {
      const said: string[] = [];
      try {
        await replayStep(run, path, i, (words) => said.push(words));
        recorder.passed(i, said);
      } catch (error) {
        recorder.failed(i, said, error, await failureScreenshot(run.page, title, i));
        throw error;
      }
    }
    // A refused sign-in is the page's 401: the only console error it may show.
    expect(shop.errors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  } finally {
    recorder.write();
    await shop.context.close();
  }
}

/**
 * Paths through a wait's limit (`xstate.after.requestTimeout…`) are the model test's, on a simulated clock against the
 * same view (test/machines/sign-in-form.test.tsx): here each would hold a request for the real 20 s. A browser meets
 * a limit in test/e2e/failed-page.e2e.ts.
 */
const timedOut = (path: ModelPath) => path.steps.some(({ event }) => event.type.startsWith('xstate.after.'));

const slot = slots(3);

describe('the sign-in form’s chart replayed in Chromium', () => {
  describe.concurrent('paths on /sign-in', () => {
    for (const { path, title } of titledPaths(pathsOf(signInFormModel))) {
      if (timedOut(path)) it.skip(title, () => undefined);
      else it(title, ({ expect }) => slot(() => replay(path, title, expect)));
    }
  });
});
