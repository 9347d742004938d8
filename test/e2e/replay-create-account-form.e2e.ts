import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import type { EventObject } from 'xstate';
import { pathsOf, type ModelPath } from '../harness/model';
import { PathRecorder } from '../harness/qa-record';
import { createAccountFormModel } from '../machines/account-models';
import { hydrated, openPage, type ShopPage } from './support/browser';
import { createCustomer, graphqlAt } from './support/customers';
import { failureScreenshot, GraphqlGate } from './support/replay';
import { alertsIn, descriptionOf, plain, slots, stateOf, storedToken, titledPaths, tokenAnswer } from './support/replay-paths';
import { startShop, type RunningShop } from './support/server';
import { shopInChromium } from './support/suite';

// The create-account form's chart (pathsOf(createAccountFormModel), the paths its model test drives in jsdom)
// replayed in Chromium on /create-account against the real shop, on both of the chart's stores: the spec's, which
// records data-protection consents, and a stock Magento 2.4.7 (VITRINE_BACKEND_PROFILE=core), which has no consent
// module, so that no consent is asked. Each field is typed or ticked as a shopper does, the form sent with its button,
// each service answered by the real backend (an account made, a token, a consent recorded; an address already taken)
// or failed as a network fails. The requests wait at a gate until the path answers them, so that each busy state is
// seen as the shopper sees it. Expectations are the spec's §5 texts, the shop's French ones and the seed's consent
// texts, written out; the backend is asked after each answer what it holds: the account, its token, its consent.
//
// Timing state, checked at the state it leads to (said so in the step's words): the consent texts come with the page
// (its copy of the store's configuration carries `gdpr_consent_texts`, null on a stock Magento), read before the form
// takes a keystroke: a step the chart takes while they load is checked with them `ready`.

const suite = shopInChromium();
/** A stock Magento's shop: no consent module. */
let core: RunningShop;

const WIDTH = 375;
const MODEL_EMAIL = 'marie.dupont@example.fr';
const PASSWORD = 'Printemps#2026';
const TEXT = {
  required: 'Ce champ est obligatoire.',
  badEmail: 'Veuillez saisir une adresse e-mail valide.',
  noConsent: 'Vous devez cocher cette case pour continuer.',
  passwordRule: 'Au moins 10 caractères, dont 3 des types suivants : minuscules, majuscules, chiffres, caractères spéciaux (@$!%*?&#).',
  submit: 'Créer mon compte',
  submitting: 'Création de votre compte…',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.',
  createdOnly: 'Votre compte a bien été créé. Connectez-vous pour continuer.',
  signIn: 'Se connecter',
  created: 'Bienvenue ! Votre compte est créé et votre session est ouverte.',
  greeting: 'Bonjour, Marie',
};
/** The seed's consent texts (the store's `gdpr_consent_texts`). */
const STORE_CONSENT = {
  label: 'J’accepte que Vitrine traite mes données pour gérer mon compte client.',
  legal: 'Vos données servent à gérer votre compte et vos commandes. Pour en savoir plus et exercer vos droits, consultez notre politique de protection des données.',
};

type TextName = 'firstname' | 'lastname' | 'email' | 'password';
type Field = TextName | 'isSubscribed' | 'consent';
const TEXT_FIELDS: TextName[] = ['firstname', 'lastname', 'email', 'password'];
const LABEL: Record<TextName, RegExp> = { firstname: /^Prénom/, lastname: /^Nom/, email: /^Adresse e-mail/, password: /^Mot de passe/ };
const NAME: Record<TextName, string> = { firstname: 'Prénom', lastname: 'Nom', email: 'Adresse e-mail', password: 'Mot de passe' };

/** One path's browser, and what the shopper did so far. */
interface Run {
  shop: ShopPage;
  page: Page;
  gate: GraphqlGate;
  url: string;
  asksConsent: boolean;
  email: string;
  typed: Record<TextName, string> & { isSubscribed: boolean; consent: boolean };
  submitted: boolean;
  expect: ExpectStatic;
}

const form = (page: Page) => page.getByRole('main').locator('form');
const textField = (page: Page, name: TextName) => form(page).getByLabel(LABEL[name]);
const consentBox = (page: Page) => form(page).getByRole('checkbox', { name: STORE_CONSENT.label });
const newsletterBox = (page: Page) => form(page).getByRole('checkbox', { name: 'Je souhaite recevoir la newsletter' });
const submitButton = (page: Page) => form(page).locator('button[type="submit"]');

/** Spec §5 for a new account: names, e-mail and password required, the e-mail an address, the password by the store's rule. */
function specError(run: Run, name: Field): string | null {
  if (name === 'isSubscribed') return null;
  if (name === 'consent') return run.asksConsent && !run.typed.consent ? TEXT.noConsent : null;
  const value = run.typed[name].trim();
  if (value === '') return TEXT.required;
  if (name === 'email' && !/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value)) return TEXT.badEmail;
  return null;
}

/** The form as the shopper sees it: what was typed and ticked, each field's message once sent, else its hint. */
async function expectFields(run: Run, say: (words: string) => void) {
  for (const name of TEXT_FIELDS) {
    const input = textField(run.page, name);
    await run.expect.poll(() => input.inputValue(), { message: `${name}'s value` }).toBe(run.typed[name]);
    const error = run.submitted ? specError(run, name) : null;
    const description = error ?? (name === 'password' ? TEXT.passwordRule : null);
    await run.expect.poll(() => descriptionOf(input), { message: `${name}'s message` }).toEqual(description ? [description] : []);
    run.expect(await input.getAttribute('aria-invalid'), `${name} flagged invalid`).toBe(error ? 'true' : null);
    const shown = name === 'password' ? '•'.repeat(run.typed.password.length) : run.typed[name];
    say(`“${NAME[name]}” shows “${shown}”${description ? ` with “${description}” under it${error ? ', flagged invalid' : ''}` : ' with no message'}`);
  }
  run.expect(await newsletterBox(run.page).isChecked()).toBe(run.typed.isSubscribed);
  say(`the newsletter box is ${run.typed.isSubscribed ? 'ticked' : 'unticked'}`);
  if (!run.asksConsent) {
    run.expect(await form(run.page).getByRole('checkbox').count()).toBe(1);
    say('no consent box is shown: the store records no consents');
    return;
  }
  run.expect(await consentBox(run.page).isChecked()).toBe(run.typed.consent);
  const error = run.submitted ? specError(run, 'consent') : null;
  if (error) await run.expect.poll(() => descriptionOf(consentBox(run.page))).toContain(error);
  else await run.expect.poll(() => descriptionOf(consentBox(run.page))).toEqual([STORE_CONSENT.legal]);
  say(`the consent box “${STORE_CONSENT.label}” is ${run.typed.consent ? 'ticked' : 'unticked'} with “${error ?? STORE_CONSENT.legal}” under it`);
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

/** The backend knows the address: an account was made with it. */
async function expectAccount(run: Run, say: (words: string) => void) {
  const answer = await graphqlAt<{ isEmailAvailable: { is_email_available: boolean } }>(
    run.url, 'query ($email: String!) { isEmailAvailable(email: $email) { is_email_available } }', { email: run.email },
  );
  run.expect(answer.data?.isEmailAvailable.is_email_available, 'address taken').toBe(false);
  say(`the backend has an account for ${run.email}`);
}

/** The browser keeps the new customer's token, which the backend takes as theirs; and their consent as recorded. */
async function expectSignedIn(run: Run, say: (words: string) => void, consent?: boolean) {
  await run.expect.poll(() => storedToken(run.page), { message: 'stored token' }).not.toBeNull();
  const token = (await storedToken(run.page))!;
  run.expect(await tokenAnswer(run.url, token)).toBe(run.email);
  say(`the browser keeps a token the backend takes as ${run.email}’s`);
  if (consent === undefined) return;
  const answer = await graphqlAt<{ customer: { is_consent: boolean | null } }>(run.url, 'query { customer { is_consent } }', {}, token);
  run.expect(answer.data?.customer.is_consent ?? false, 'consent recorded').toBe(consent);
  say(consent ? 'the backend recorded the customer’s consent' : 'the backend has no consent recorded for the customer');
}

/** Created and signed in: the shopper is taken to the home page, told so and greeted. */
async function expectCreated(run: Run, say: (words: string) => void) {
  await run.page.getByRole('status').filter({ hasText: TEXT.created }).waitFor();
  say(`a notice says “${TEXT.created}”`);
  await run.page.waitForURL(`${run.url}/`);
  say('the shopper is on the home page');
  await run.expect.poll(() => run.page.locator('header.header .header__account').textContent().then(plain)).toBe(TEXT.greeting);
  say(`the header reads “${TEXT.greeting}”`);
}

/** Replays one step: makes its event happen as the shopper or the backend does, then checks the page and the backend. */
async function replayStep(run: Run, path: ModelPath, i: number, say: (words: string) => void) {
  const { event } = path.steps[i]!;
  const to = stateOf(path.steps[i]!);
  if (to.matches({ consentTexts: 'loading' })) say('(timing) the store’s consent texts come with the page: the step is checked with them read');
  switch (event.type) {
    case 'xstate.init':
      await run.page.goto(`${run.url}/create-account`);
      await hydrated(submitButton(run.page));
      await run.page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
      say('the /create-account page shows “Créer un compte”');
      run.expect(run.shop.graphql.filter((request) => request.name === 'AccountConsentTexts')).toEqual([]);
      say('the consent texts came with the page: no request asked for them');
      await expectFields(run, say);
      await expectAlerts(run, say, []);
      return expectButton(run, say, false);
    case 'field.change': {
      const { field: name, value } = event as EventObject & { field: Field; value: string | boolean };
      if (name === 'isSubscribed' || name === 'consent') {
        const box = name === 'consent' ? consentBox(run.page) : newsletterBox(run.page);
        await box.setChecked(value === true);
        run.typed[name] = value === true;
      } else {
        const typed = value === MODEL_EMAIL ? run.email : String(value);
        if (typed !== value) say(`(the path's address is this run's own: ${typed})`);
        await textField(run.page, name).fill(typed);
        run.typed[name] = typed;
      }
      await expectFields(run, say);
      return expectButton(run, say, false);
    }
    case 'submit':
      await submitButton(run.page).click();
      run.submitted = true;
      if (to.matches({ form: 'creating' })) {
        await run.gate.arrived('CreateAccount');
        say('the new account went to the backend');
        await expectFields(run, say);
        return expectButton(run, say, true);
      }
      await expectFields(run, say);
      await expectAlerts(run, say, []);
      run.expect(run.shop.graphql.filter((request) => request.name === 'CreateAccount')).toEqual([]);
      say('nothing was sent');
      // The focus goes to the first field found wrong, so that its message is read out.
      await run.expect.poll(() => textField(run.page, 'firstname').evaluate((element) => element === document.activeElement)).toBe(true);
      say('the focus is on “Prénom”');
      return expectButton(run, say, false);
    case 'xstate.done.actor.loadConsentTexts':
      say('the consent texts came with the page');
      return expectFields(run, say);
    case 'xstate.done.actor.createAccount':
      await run.gate.pass('CreateAccount');
      await run.gate.arrived('SignIn');
      say('the new customer’s sign-in went to the backend');
      await expectAccount(run, say);
      return expectButton(run, say, true);
    case 'xstate.error.actor.createAccount':
      // Another device made an account with this address first.
      await run.gate.pass('CreateAccount');
      await expectAlerts(run, say, [TEXT.emailTaken]);
      await expectFields(run, say);
      return expectButton(run, say, false);
    case 'xstate.done.actor.signIn':
      await run.gate.pass('SignIn');
      if (to.matches({ form: 'recordingConsent' })) {
        await run.gate.arrived('AccountConsent');
        say('the consent went to the backend, as the new customer');
        // The session hears of the token once the consent is settled: the shopper stays on the busy form meanwhile.
        await expectButton(run, say, true);
        run.expect(await storedToken(run.page)).toBeNull();
        run.expect(new URL(run.page.url()).pathname).toBe('/create-account');
        say('the browser keeps no token yet, and the shopper is still on /create-account');
        return;
      }
      await expectCreated(run, say);
      return expectSignedIn(run, say);
    case 'xstate.error.actor.signIn': {
      await run.gate.fail('SignIn', 'dropped');
      const status = run.page.getByRole('main').getByRole('status');
      await run.expect.poll(() => status.textContent().then(plain)).toBe(`${TEXT.createdOnly}${TEXT.signIn}`);
      run.expect(await status.getByRole('link', { name: TEXT.signIn }).getAttribute('href')).toBe('/sign-in');
      run.expect(await run.page.getByRole('main').getByRole('button').count()).toBe(0);
      say(`the page says “${TEXT.createdOnly}” with a “${TEXT.signIn}” link to /sign-in, and no button is left`);
      run.expect(await storedToken(run.page)).toBeNull();
      say('the browser keeps no token');
      return expectAccount(run, say);
    }
    case 'xstate.done.actor.recordConsent':
      await run.gate.pass('AccountConsent');
      await expectCreated(run, say);
      return expectSignedIn(run, say, true);
    case 'xstate.error.actor.recordConsent':
      // Spec §8: logged, not shown; the consent can be given again in the account.
      await run.gate.fail('AccountConsent', 'dropped');
      await expectCreated(run, say);
      return expectSignedIn(run, say, false);
    default:
      throw new Error(`The replay does not say how “${event.type}” happens.`);
  }
}

let customers = 0;

async function replay(path: ModelPath, title: string, expect: ExpectStatic) {
  const recorder = new PathRecorder('createAccountForm', title, 'browser');
  recorder.plan(path.steps.map((step) => ({ event: step.event, value: stateOf(step).value })));
  const asksConsent = stateOf(path.steps[0]!).context.asksConsent as boolean;
  const shop = await openPage(suite.browser, WIDTH);
  const run: Run = {
    shop, page: shop.page, gate: await GraphqlGate.on(shop.page), url: asksConsent ? suite.shop.url : core.url, asksConsent,
    email: `compte.${process.pid}.${++customers}@example.fr`, typed: { firstname: '', lastname: '', email: '', password: '', isSubscribed: false, consent: false },
    submitted: false, expect,
  };
  try {
    const types = path.steps.map((step) => step.event.type);
    if (types.includes('xstate.error.actor.createAccount')) {
      await createCustomer(run.url, { email: run.email, password: PASSWORD, firstname: 'Léa', lastname: 'Martin' });
    }
    for (const operation of ['CreateAccount', 'SignIn', 'AccountConsent']) run.gate.hold(operation);
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
    // The console errors a path may leave: a connection it dropped, a consent the backend did not record (logged, not
    // shown: spec §8).
    expect(shop.errors.filter((error) => !/ERR_CONNECTION_RESET|^The consent could not be recorded/.test(error))).toEqual([]);
  } finally {
    recorder.write();
    await shop.context.close();
  }
}

/**
 * Paths through a wait's limit (`xstate.after.requestTimeout…`) are the model test's, on a simulated clock against the
 * same view (test/machines/create-account-form.test.tsx): here each would hold a request for the real 20 s. A browser
 * meets a limit in test/e2e/failed-page.e2e.ts.
 */
const timedOut = (path: ModelPath) => path.steps.some(({ event }) => event.type.startsWith('xstate.after.'));
/**
 * Paths the real shop cannot take: the consent texts come with every page (its copy of the store's configuration), so
 * that no request for them is sent that could fail.
 */
const unreachable = (path: ModelPath) => path.steps.some(({ event }) => event.type === 'xstate.error.actor.loadConsentTexts');

const slot = slots(3);
const titled = titledPaths(pathsOf(createAccountFormModel));
const onStore = (consent: boolean) => titled.filter(({ path }) => stateOf(path.steps[0]!).context.asksConsent === consent);

describe('the create-account form’s chart replayed in Chromium', () => {
  describe.concurrent('paths on the spec’s store, which records consents', () => {
    for (const { path, title } of onStore(true)) {
      if (unreachable(path) || timedOut(path)) it.skip(title, () => undefined);
      else it(title, ({ expect }) => slot(() => replay(path, title, expect)));
    }
  });
  describe.concurrent('paths on a stock Magento’s store, which asks no consent', () => {
    beforeAll(async () => {
      core = await startShop({ VITRINE_BACKEND_PROFILE: 'core' });
    });
    afterAll(() => core?.stop());
    for (const { path, title } of onStore(false)) {
      if (unreachable(path) || timedOut(path)) it.skip(title, () => undefined);
      else it(title, ({ expect }) => slot(() => replay(path, title, expect)));
    }
  });
});
