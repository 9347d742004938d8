// Checkout's model imports fixtures that sanitise content as a server does: first the server's DOM for it.
import '../harness/setup-node';
import type { Page } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { SavedCheckout } from '../../src/domain/checkout';
import { pathsOf, type ModelPath } from '../harness/model';
import { PathRecorder } from '../harness/qa-record';
import { checkoutModel } from '../machines/checkout-models';
import { openPage, type ShopPage } from './support/browser';
import { createCustomer, graphqlAt } from './support/customers';
import { failureScreenshot, graphql, GraphqlGate, testHook } from './support/replay';
import { plain, slots, stateOf, titledPaths } from './support/replay-paths';
import { shopInChromium } from './support/suite';

// Checkout's chart (pathsOf(checkoutModel), the paths its model test drives in jsdom) replayed in Chromium against
// the real shop: each event made as a shopper makes it (a field typed, a box ticked, “Continuer”, “Modifier”, a card
// from the payment simulator), each service answered by the real backend, each failure made as it happens (a
// connection dropped on the way, a cart the server ended meanwhile). What a path starts from is what the shopper's
// browser holds: a cart with lines, and the steps an earlier visit saved (kept on the backend's cart as that visit
// set them). The requests a path answers wait at a gate until the path answers them, so that each busy state is seen
// as the shopper sees it; after each step that changed the backend, its cart (or its order) is read back.
// Expectations are the seed's data and the shop's French texts, written out.
//
// Timing state, checked at the state it leads to (said so in the step's words): the steps saved are read from the
// browser's storage at once as the page starts (`restoreCheckout`), before any answer from the backend; a path that
// has the cart or the consent texts come first is checked, from the answer on, where the saved steps lead.

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const WIDTH = 375;
const PASSWORD = 'Printemps#2026';
const KRILL = { sku: 'OMG-KRILL', name: 'Huile de krill antarctique' };
const ADDRESS = { firstname: 'Léa', lastname: 'Martin', street: ['12 rue des Lilas'], postcode: '69003', city: 'Lyon', telephone: '06 12 34 56 78', countryCode: 'FR' };
const BILLING = { ...ADDRESS, street: ['3 place Bellecour', 'Bâtiment B'], postcode: '69002' };
const CARD = { holder: 'LEA MARTIN', number: '4111 1111 1111 1111', expiry: '03/30', cvc: '737' };
/** The store's consent label at checkout (its `gdpr_consent_texts.label_checkout`). */
const STORE_CONSENT = /^J’accepte que Vitrine traite mes données pour traiter ma commande\./;
const TEXT = {
  network: 'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
  generic: 'Une erreur s’est produite. Vérifiez votre saisie, puis réessayez.',
  invalidEmail: 'Veuillez saisir une adresse e-mail valide.',
  missingCartId: 'Information obligatoire manquante : identifiant du panier',
  required: 'Ce champ est obligatoire.',
  saving: 'Enregistrement…',
  sameBilling: 'Mon adresse de facturation est identique à l’adresse de livraison',
  sameSummary: 'Identique à l’adresse de livraison',
  placeOrder: 'Payer et valider la commande',
  thanks: 'Merci pour votre commande !',
};
const STEP_TITLE = { shippingAddress: 'Adresse de livraison', shippingMethod: 'Mode de livraison', billingAddress: 'Adresse de facturation', payment: 'Paiement' } as const;
type StepName = keyof typeof STEP_TITLE;
const STEPS = Object.keys(STEP_TITLE) as StepName[];

/** The service each `xstate.*.actor.<id>` answers, as the first GraphQL operation the page sends for it. */
const OPERATION: Record<string, string> = {
  loadConsentTexts: 'CheckoutConsentTexts',
  loadSavedAddresses: 'CustomerAddresses',
  submitShippingAddress: 'SetGuestEmailOnCart',
  submitShippingMethod: 'SetShippingMethodsOnCart',
  submitBillingAddress: 'SetBillingAddressOnCart',
};

const serviceOf = (event: EventObject) => /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) as [string, 'done' | 'error', string] | null;
const reasonOf = (event: EventObject) => (event as { error?: { failure?: { reason?: string } } }).error?.failure?.reason ?? null;

/** What the shopper's browser holds when a path starts. */
interface Setup {
  signedIn: boolean;
  /** The steps an earlier visit saved, as the path's restore answers them (nothing when it answers none). */
  saved: SavedCheckout | null;
}

function setupOf(path: ModelPath): Setup {
  const restored = path.steps.find((step) => step.event.type === 'xstate.done.actor.restoreCheckout')?.event as { output: SavedCheckout } | undefined;
  return {
    signedIn: (stateOf(path.steps[0]!).context as { signedIn: boolean }).signedIn,
    saved: restored?.output ?? null,
  };
}

/** A shipping method as the backend answers it for an address, in the shape the page keeps. */
interface Method {
  carrierCode: string;
  methodCode: string;
  carrierTitle: string;
  methodTitle: string;
  amount: { value: number; currency: string };
}

const cartAddress = (address: typeof ADDRESS) => ({
  firstname: address.firstname, lastname: address.lastname, street: address.street, city: address.city, postcode: address.postcode,
  country_code: 'FR', telephone: address.telephone,
});

/** One path's browser, and what the test knows of the shopper's cart. */
interface Run {
  shop: ShopPage;
  page: Page;
  gate: GraphqlGate;
  setup: Setup;
  cartId: string;
  email: string;
  /** The shipping methods the backend offers for the address (what a restore keeps). */
  methods: Method[];
  /** The billing address has its own fields (the “same as shipping” box unticked). */
  ownBilling: boolean;
  /** The page has read its cart. */
  cartSettled: boolean;
  expect: ExpectStatic;
}

/**
 * The shopper's cart as an earlier visit left it: two krill, and on the backend's cart what the saved steps had set
 * (the guest's e-mail, the shipping address, the method, the billing address).
 */
async function prepareCart(run: Run): Promise<void> {
  run.cartId = (await graphql<{ createEmptyCart: string }>(suite.shop.url, 'mutation { createEmptyCart }')).createEmptyCart;
  const id = run.cartId;
  await graphql(suite.shop.url, 'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "OMG-KRILL", quantity: 2 }]) { user_errors { message } } }', { id });
  const saved = run.setup.saved;
  if (!saved?.shippingAddress) return;
  await graphql(suite.shop.url, 'mutation ($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { id } } }', { id, email: run.email });
  const { setShippingAddressesOnCart } = await graphql<{ setShippingAddressesOnCart: { cart: { shipping_addresses: { available_shipping_methods: { carrier_code: string; method_code: string; carrier_title: string; method_title: string; amount: { value: number; currency: string } }[] }[] } } }>(
    suite.shop.url,
    'mutation ($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { shipping_addresses { available_shipping_methods { carrier_code method_code carrier_title method_title amount { value currency } } } } } }',
    { id, address: cartAddress(ADDRESS) },
  );
  run.methods = setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods.map((m) => ({
    carrierCode: m.carrier_code, methodCode: m.method_code, carrierTitle: m.carrier_title, methodTitle: m.method_title, amount: m.amount,
  }));
  if (!saved.shippingMethod) return;
  const colissimo = run.methods.find((method) => method.carrierCode === 'colissimo')!;
  await graphql(
    suite.shop.url,
    'mutation ($id: String!, $c: String!, $m: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $c, method_code: $m }] }) { cart { id } } }',
    { id, c: colissimo.carrierCode, m: colissimo.methodCode },
  );
  if (!saved.billingAddress) return;
  await graphql(
    suite.shop.url,
    'mutation ($id: String!, $address: CartAddressInput!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { cart { id } } }',
    { id, address: cartAddress(BILLING) },
  );
}

/** What the browser's storage holds of those steps, as the page saves them (spec §3's namespaced entries). */
function storedSteps(run: Run): Record<string, unknown> {
  const saved = run.setup.saved;
  if (!saved?.shippingAddress) return {};
  const colissimo = run.methods.find((method) => method.carrierCode === 'colissimo')!;
  return {
    shipping_address: { address: ADDRESS, email: run.email, consent: true },
    availableShippingMethods: run.methods,
    ...(saved.shippingMethod && { shippingMethod: colissimo }),
    ...(saved.billingAddress && { billing_address: BILLING }),
    ...(saved.paymentMethod && { paymentMethod: 'adyen_cc', availablePaymentMethods: [{ code: 'adyen_cc', title: 'Carte bancaire' }] }),
  };
}

/** The backend's cart as another device reads it: null once it is no longer active (its order placed, or ended). */
async function backendCart(run: Run) {
  const answer = await graphqlAt<{ cart: { email: string | null; shipping_addresses: { city: string; selected_shipping_method: { carrier_code: string } | null }[]; billing_address: { postcode: string } | null } }>(
    suite.shop.url,
    'query ($id: String!) { cart(cart_id: $id) { email shipping_addresses { city selected_shipping_method { carrier_code } } billing_address { postcode } } }',
    { id: run.cartId },
  );
  return answer.data?.cart ?? null;
}

async function ordersOf(run: Run) {
  return ((await (await fetch(`${suite.shop.url}/__test__/orders?cartId=${encodeURIComponent(run.cartId)}`)).json()) as { count: number; orders: { state: string; payment_result: string | null }[] });
}

const stepOf = (page: Page, name: StepName) => page.locator(`[data-step="${name}"]`);
const openStep = (page: Page, name: StepName) => page.locator(`[data-step="${name}"].checkout-step--open`);
const continueIn = (page: Page, name: StepName) => openStep(page, name).getByRole('button', { name: /^(Continuer|Enregistrement…)$/ });

async function expectShimmer(run: Run, say: (words: string) => void) {
  await run.page.getByTestId('page-shimmer').waitFor();
  run.expect(await run.page.getByRole('heading', { level: 1, name: 'Finaliser ma commande' }).count(), 'no steps yet').toBe(0);
  say('the checkout page shows its loading shimmer, no step yet');
}

/** One step open, those before it passed (each with its “Modifier” button), those after it ahead. */
async function expectOpen(run: Run, open: StepName, say: (words: string) => void) {
  await openStep(run.page, open).waitFor();
  for (const step of STEPS) {
    const before = STEPS.indexOf(step) < STEPS.indexOf(open);
    const edit = stepOf(run.page, step).getByRole('button', { name: `Modifier : ${STEP_TITLE[step]}` });
    run.expect(await edit.count(), `${step}'s way back`).toBe(before && step !== 'payment' ? 1 : 0);
  }
  say(`the “${STEP_TITLE[open]}” step is open, the steps before it passed with their “Modifier” button, those after it ahead`);
  if (open !== 'shippingAddress') {
    await run.expect.poll(async () => plain(await stepOf(run.page, 'shippingAddress').textContent())).toContain(`${ADDRESS.postcode} ${ADDRESS.city}`);
    say(`the shipping address passed reads “${ADDRESS.street[0]}”, “${ADDRESS.postcode} ${ADDRESS.city}”`);
  }
}

/** The alert of a step (its error slot): the text, or none. */
async function expectAlert(run: Run, step: StepName, text: string | null, say: (words: string) => void) {
  const alerts = openStep(run.page, step).getByRole('alert');
  await run.expect.poll(async () => (await alerts.allTextContents()).map(plain), { message: `${step}'s alert` }).toEqual(text ? [text] : []);
  say(text ? `the step shows the alert “${text}”` : 'the step shows no alert');
}

async function expectBusy(run: Run, step: StepName, say: (words: string) => void) {
  await run.expect.poll(async () => plain(await continueIn(run.page, step).textContent()), { message: 'busy button' }).toBe(TEXT.saving);
  say(`the step's button reads “${TEXT.saving}” while the step is sent`);
}

/** The shipping methods the backend offers for Lyon, with their prices, the one chosen ticked. */
async function expectMethods(run: Run, chosen: string | null, say: (words: string) => void) {
  const radios = openStep(run.page, 'shippingMethod').getByRole('radio');
  await run.expect.poll(() => radios.count(), { message: 'methods offered' }).toBe(run.methods.length);
  const labels = (await openStep(run.page, 'shippingMethod').locator('label').filter({ has: run.page.getByRole('radio') }).allTextContents()).map(plain);
  run.expect(labels.map((label) => label.split(' – ')[0])).toEqual(['Colissimo', 'Mondial Relay', 'Chronopost', 'Retrait en boutique']);
  say(`the backend's ${run.methods.length} methods for Lyon are offered: Colissimo, Mondial Relay, Chronopost, Retrait en boutique`);
  const checked = await Promise.all((await radios.all()).map((radio) => radio.isChecked()));
  run.expect(checked).toEqual(labels.map((label) => label.startsWith(`${chosen} –`)));
  say(chosen ? `“${chosen}” is ticked` : 'none is ticked');
}

/** The shipping address step's fields, as the shopper last left them. */
async function expectShippingFields(run: Run, email: string, say: (words: string) => void) {
  const step = openStep(run.page, 'shippingAddress');
  run.expect(await step.getByLabel(/^Adresse e-mail/).inputValue()).toBe(email);
  run.expect(await step.getByLabel(/^Prénom/).inputValue()).toBe(ADDRESS.firstname);
  run.expect(await step.getByLabel(/^Adresse \*/).inputValue()).toBe(ADDRESS.street[0]);
  run.expect(await step.getByLabel(/^Code postal/).inputValue()).toBe(ADDRESS.postcode);
  run.expect(await step.getByLabel(/^Ville/).inputValue()).toBe(ADDRESS.city);
  say(`the fields read “${email}”, “${ADDRESS.firstname}”, “${ADDRESS.street[0]}”, “${ADDRESS.postcode}”, “${ADDRESS.city}”`);
  run.expect(await step.getByRole('checkbox', { name: STORE_CONSENT }).isChecked()).toBe(true);
  say('the store’s consent box is ticked');
}

/** The step the shopper was at, once the page has read what the browser saved. */
function savedStep(setup: Setup): StepName {
  const saved = setup.saved;
  if (saved?.paymentMethod) return 'payment';
  if (saved?.shippingMethod) return 'billingAddress';
  if (saved?.shippingAddress) return 'shippingMethod';
  return 'shippingAddress';
}

/** What the open step shows as the page settles at it. */
async function expectSettledAt(run: Run, step: StepName, say: (words: string) => void) {
  await expectOpen(run, step, say);
  if (step === 'shippingMethod') await expectMethods(run, null, say);
  if (step === 'billingAddress') {
    run.expect(await openStep(run.page, 'billingAddress').getByRole('checkbox', { name: TEXT.sameBilling }).isChecked()).toBe(true);
    say(`“${TEXT.sameBilling}” is ticked`);
  }
  if (step === 'payment') await expectPayment(run, say);
  run.expect(plain(await run.page.getByRole('complementary').textContent())).toContain(KRILL.name);
  say(`the order summary lists “${KRILL.name}”`);
}

async function expectPayment(run: Run, say: (words: string) => void) {
  await openStep(run.page, 'payment').getByRole('button', { name: TEXT.placeOrder }).waitFor();
  say(`the card's fields show, with “${TEXT.placeOrder}”`);
  const billing = run.ownBilling || run.setup.saved?.billingAddress ? `${BILLING.postcode} ${BILLING.city}` : TEXT.sameSummary;
  run.expect(plain(await stepOf(run.page, 'billingAddress').textContent())).toContain(billing);
  say(`the billing step's summary reads “${billing}”`);
}

/** The cart the page sent to checkout ended on the backend, as an order placed on another device ends it. */
async function endCart(run: Run, say: (words: string) => void) {
  await testHook(suite.shop.url, `carts/${run.cartId}/deactivate`);
  say('(the cart ended on the backend meanwhile, as an order placed on another device ends it)');
}

async function expectCartEnded(run: Run, say: (words: string) => void) {
  run.expect(await backendCart(run), 'backend cart').toBeNull();
  run.expect((await ordersOf(run)).count, 'orders').toBe(0);
  say('the backend: the cart is no longer active, and no order was placed');
}

/** Replays one step: makes its event happen, then checks the page (and the backend where the step changed it). */
async function replayStep(run: Run, path: ModelPath, i: number, say: (words: string) => void) {
  const step = path.steps[i]!;
  const { event } = step;
  const to = stateOf(step);

  if (i === 0) {
    // Opening: the server's page is the shimmer (checkout renders in a browser only), then the page's requests wait.
    const html = await (await fetch(`${suite.shop.url}/checkout`)).text();
    run.expect(html).toContain('data-testid="page-shimmer"');
    say('the server’s checkout page shows the loading shimmer');
    await run.page.goto(`${suite.shop.url}/checkout`);
    for (const operation of run.setup.signedIn ? ['CustomerAddresses'] : ['Cart', 'CheckoutConsentTexts']) await run.gate.arrived(operation);
    say(`the page asks for the cart${run.setup.signedIn ? ' and the customer’s address book' : ' and the store’s consent texts'}, which wait`);
    await expectShimmer(run, say);
    return;
  }

  if (event.type === 'xstate.done.actor.restoreCheckout') {
    say('(timing) the steps saved are read from the browser’s storage at once as the page starts, before any answer: checked where they lead');
    if (to.matches('beginning') || to.matches('loadingAddresses')) return expectShimmer(run, say);
    return expectSettledAt(run, savedStep(run.setup), say);
  }

  if (event.type === 'cart.settled') {
    await run.gate.pass('Cart');
    run.cartSettled = true;
    say('the backend answers the page’s cart');
    // The consent texts still wait: the page waits with them.
    if (to.matches('beginning')) return expectShimmer(run, say);
    return expectSettledAt(run, savedStep(run.setup), say);
  }

  const service = serviceOf(event);
  if (service) {
    const [, outcome, id] = service;
    const operation = OPERATION[id];
    if (id === 'cardPayment') return payByCard(run, say);
    if (!operation) throw new Error(`The replay does not say how ${event.type} happens.`);
    if (outcome === 'done') await run.gate.pass(operation);
    else if (reasonOf(event) === 'generic') {
      // The backend refuses the step: the cart it is sent for has ended.
      await endCart(run, say);
      await run.gate.pass(operation);
    } else if (id === 'loadConsentTexts') await run.gate.unreachable(operation);
    else await run.gate.fail(operation, 'dropped');
    return expectAnswer(run, id, outcome, event, say);
  }

  await shopperDoes(run, event, say);
  await expectAfterShopper(run, event, to, say);
}

/** The event as the shopper makes it on the page. */
async function shopperDoes(run: Run, event: EventObject, say: (words: string) => void) {
  const e = event as EventObject & { step?: StepName; field?: string; value?: unknown; same?: boolean; carrierCode?: string };
  switch (event.type) {
    case 'edit':
      await stepOf(run.page, e.step!).getByRole('button', { name: `Modifier : ${STEP_TITLE[e.step!]}` }).click();
      say(`the shopper clicks “Modifier” on the “${STEP_TITLE[e.step!]}” step`);
      return;
    case 'shippingAddress.change':
      if (e.field !== 'email') throw new Error(`No way to type ${e.field} in this replay.`);
      await openStep(run.page, 'shippingAddress').getByLabel(/^Adresse e-mail/).fill(String(e.value));
      say(`the shopper types “${String(e.value)}” as their e-mail`);
      return;
    case 'shippingAddress.submit':
    case 'shippingMethod.submit':
    case 'billingAddress.submit': {
      const step = event.type.split('.')[0] as StepName;
      await continueIn(run.page, step).click();
      say('the shopper clicks “Continuer”');
      return;
    }
    case 'shippingMethod.select': {
      await openStep(run.page, 'shippingMethod').locator('label').filter({ hasText: /^Colissimo/ }).click();
      say('the shopper ticks Colissimo');
      return;
    }
    case 'billingAddress.same':
      await openStep(run.page, 'billingAddress').getByRole('checkbox', { name: TEXT.sameBilling }).setChecked(e.same!);
      say(`the shopper ${e.same ? 'ticks' : 'unticks'} “${TEXT.sameBilling}”`);
      run.ownBilling = !e.same;
      return;
    case 'billingAddress.change':
      if (e.field !== 'firstname') throw new Error(`No way to type ${e.field} in this replay.`);
      await openStep(run.page, 'billingAddress').getByLabel(/^Prénom/).fill(String(e.value));
      say(`the shopper types “${String(e.value)}” as the billing first name`);
      return;
    default:
      throw new Error(`The replay does not say how “${event.type}” happens.`);
  }
}

/** The page right after the shopper's event: a busy step (its request held), a check that failed, or the change. */
async function expectAfterShopper(run: Run, event: EventObject, to: AnyMachineSnapshot, say: (words: string) => void) {
  const open = STEPS.find((name) => to.matches(name))!;
  if (to.matches({ shippingAddress: 'submitting' }) || to.matches({ shippingMethod: 'submitting' }) || to.matches({ billingAddress: 'submitting' })) {
    await run.gate.arrived(OPERATION[`submit${open[0]!.toUpperCase()}${open.slice(1)}`]!);
    say('the step is sent to the backend (its request waits)');
    return expectBusy(run, open, say);
  }
  switch (event.type) {
    case 'edit':
      await expectOpen(run, open, say);
      if (open === 'shippingAddress') await expectShippingFields(run, run.email, say);
      if (open === 'shippingMethod') await expectMethods(run, 'Colissimo', say);
      if (open === 'billingAddress') {
        run.expect(await openStep(run.page, 'billingAddress').getByRole('checkbox', { name: TEXT.sameBilling }).isChecked()).toBe(!run.setup.saved?.billingAddress);
        const fields = openStep(run.page, 'billingAddress').getByLabel(/^Ville/);
        if (run.setup.saved?.billingAddress) {
          run.expect(await fields.inputValue()).toBe(BILLING.city);
          run.expect(await openStep(run.page, 'billingAddress').getByLabel(/^Code postal/).inputValue()).toBe(BILLING.postcode);
          say(`“${TEXT.sameBilling}” is unticked, the billing fields read “${BILLING.street[0]}”, “${BILLING.postcode}”, “${BILLING.city}”`);
        } else say(`“${TEXT.sameBilling}” is ticked`);
      }
      return;
    case 'shippingAddress.change': {
      const { value } = event as EventObject & { value: unknown };
      run.expect(await openStep(run.page, 'shippingAddress').getByLabel(/^Adresse e-mail/).inputValue()).toBe(String(value));
      say(`the e-mail field reads “${String(value)}”`);
      return;
    }
    case 'shippingAddress.submit': {
      await expectAlert(run, 'shippingAddress', TEXT.invalidEmail, say);
      run.expect(run.gate.isHeld('SetGuestEmailOnCart'), 'nothing sent').toBe(false);
      run.expect((await backendCart(run))?.email).toBe(run.email);
      say(`nothing was sent: the backend's cart keeps the e-mail “${run.email}”`);
      return;
    }
    case 'shippingMethod.submit':
      await expectAlert(run, 'shippingMethod', TEXT.missingCartId, say);
      run.expect(run.gate.isHeld('SetShippingMethodsOnCart'), 'nothing sent').toBe(false);
      say('nothing was sent');
      return;
    case 'billingAddress.submit':
      if (run.ownBilling) {
        // The fields say what is wrong (spec §5): every required one is empty.
        const errors = openStep(run.page, 'billingAddress').locator('.form-field__error');
        await run.expect.poll(async () => (await errors.allTextContents()).map(plain)).toEqual(Array(6).fill(TEXT.required));
        say(`the six required billing fields each say “${TEXT.required}”`);
        await expectAlert(run, 'billingAddress', null, say);
      } else await expectAlert(run, 'billingAddress', TEXT.missingCartId, say);
      run.expect(run.gate.isHeld('SetBillingAddressOnCart'), 'nothing sent').toBe(false);
      say('nothing was sent');
      return;
    case 'shippingMethod.select':
      await expectMethods(run, 'Colissimo', say);
      return;
    case 'billingAddress.same': {
      const city = openStep(run.page, 'billingAddress').getByLabel(/^Ville/);
      await city.waitFor();
      run.expect(await city.inputValue()).toBe('');
      say('the billing address fields show, empty');
      return;
    }
    case 'billingAddress.change': {
      const { value } = event as EventObject & { value: unknown };
      run.expect(await openStep(run.page, 'billingAddress').getByLabel(/^Prénom/).inputValue()).toBe(String(value));
      say(`the billing first name reads “${String(value)}”`);
      return;
    }
    default:
      throw new Error(`No check for ${event.type}`);
  }
}

/** The page (and the backend) once a service answered. */
async function expectAnswer(run: Run, id: string, outcome: 'done' | 'error', event: EventObject, say: (words: string) => void) {
  const generic = outcome === 'error' && reasonOf(event) === 'generic';
  switch (`${id}.${outcome}`) {
    case 'loadConsentTexts.done':
    case 'loadConsentTexts.error':
      say(outcome === 'done' ? 'the store’s consent texts are read' : 'the store’s consent texts could not be read (the connection drops)');
      // With the cart still to come, the page waits for it.
      if (!run.cartSettled) return expectShimmer(run, say);
      say('(timing) the steps saved were read from the browser’s storage before: the page goes on where they lead');
      return expectSettledAt(run, savedStep(run.setup), say);
    case 'submitShippingAddress.done': {
      await expectOpen(run, 'shippingMethod', say);
      await expectMethods(run, null, say);
      const cart = await backendCart(run);
      run.expect(cart?.email).toBe(run.email);
      run.expect(cart?.shipping_addresses.map((address) => address.city)).toEqual([ADDRESS.city]);
      say(`the backend: the cart has the e-mail and the shipping address in ${ADDRESS.city}`);
      return;
    }
    case 'submitShippingMethod.done': {
      await expectOpen(run, 'billingAddress', say);
      run.expect(plain(await stepOf(run.page, 'shippingMethod').textContent())).toContain('Colissimo');
      say('the method passed reads Colissimo');
      const cart = await backendCart(run);
      run.expect(cart?.shipping_addresses[0]?.selected_shipping_method?.carrier_code).toBe('colissimo');
      say('the backend: the cart’s method is Colissimo');
      return;
    }
    case 'submitBillingAddress.done': {
      await expectOpen(run, 'payment', say);
      await expectPayment(run, say);
      run.expect((await backendCart(run))?.billing_address?.postcode).toBe(ADDRESS.postcode);
      say(`the backend: the cart's billing address is the shipping one, in ${ADDRESS.postcode}`);
      return;
    }
    case 'submitShippingMethod.error':
      await expectOpen(run, 'shippingMethod', say);
      await expectAlert(run, 'shippingMethod', TEXT.network, say);
      await expectMethods(run, 'Colissimo', say);
      run.expect((await backendCart(run))?.shipping_addresses[0]?.selected_shipping_method ?? null).toBeNull();
      say('the backend: the cart has no method yet');
      return;
    case 'submitShippingAddress.error':
    case 'submitBillingAddress.error': {
      const open = id === 'submitShippingAddress' ? 'shippingAddress' : 'billingAddress';
      run.expect(generic).toBe(true);
      await expectOpen(run, open, say);
      await expectAlert(run, open, TEXT.generic, say);
      await expectCartEnded(run, say);
      return;
    }
    default:
      throw new Error(`No check for ${id}.${outcome}`);
  }
}

/** The card from the payment simulator that its bank authorises at once: the receipt, one order, the cart ended. */
async function payByCard(run: Run, say: (words: string) => void) {
  const payment = openStep(run.page, 'payment');
  await payment.getByLabel(/^Titulaire de la carte/).fill(CARD.holder);
  await payment.getByLabel(/^Numéro de carte/).fill(CARD.number);
  await payment.getByLabel(/^Date d’expiration/).fill(CARD.expiry);
  await payment.getByLabel(/^Cryptogramme visuel/).fill(CARD.cvc);
  await payment.getByRole('button', { name: TEXT.placeOrder }).click();
  say(`the shopper types the simulator's card ${CARD.number} (03/30, 737) and clicks “${TEXT.placeOrder}”`);
  await run.page.getByRole('heading', { level: 1, name: TEXT.thanks }).waitFor();
  const receipt = plain(await run.page.locator('.receipt').innerText());
  run.expect(receipt).toMatch(/Numéro de commande : \d+/);
  run.expect(receipt).toContain(`Une confirmation a été envoyée à ${run.email}.`);
  run.expect(receipt).toContain('Carte Visa •••• 1111');
  say(`the receipt: “${TEXT.thanks}”, its order number, “Une confirmation a été envoyée à ${run.email}.”, “Carte Visa •••• 1111”`);
  run.expect((await ordersOf(run)).orders).toMatchObject([{ state: 'processing', payment_result: 'Authorised' }]);
  run.expect(await backendCart(run)).toBeNull();
  say('the backend: one order for the cart, processing, its payment authorised; the cart no longer active');
  const kept = await run.page.evaluate(() => Object.keys(localStorage));
  run.expect(kept.filter((key) => /cartId|shipping_address|billing_address|shippingMethod|paymentMethod|availableShippingMethods/.test(key))).toEqual([]);
  say('the browser keeps neither the cart id nor the steps saved');
}

/** The requests a path answers (or leaves waiting), held from the start. */
function holdAnswers(gate: GraphqlGate, path: ModelPath, setup: Setup) {
  gate.hold('Cart');
  gate.hold(setup.signedIn ? 'CustomerAddresses' : 'CheckoutConsentTexts');
  for (const step of path.steps) {
    const service = serviceOf(step.event);
    if (service && service[2].startsWith('submit')) gate.hold(OPERATION[service[2]]!);
  }
}

/**
 * Paths no page of this shop can produce. The steps saved are read through the shop's storage, which falls back to
 * memory where the browser refuses its storage and reads a damaged entry as absent: reading them never fails. The
 * pickup place tells its choice only for a method that collects (checkout-pickup.e2e.ts chooses stores and relay
 * points): a store chosen while the method chosen delivers to the address is the model's alone. A guest asked for
 * the consent its store records pays by card: the consents come with the shop's extensions, whose payment is Adyen's
 * module; Magento's offline methods are offered where no Adyen module is, with no consent asked
 * (core-profile.e2e.ts pays by check there). A guest's cart is read once as checkout opens (the shell drops
 * checkout's own refresh then, the read being fresh) and again only once the shipping method is sent: a guest's cart
 * cannot go while a step waits for the shopper (a cart that ended meanwhile is met by the next step sent, which the
 * backend refuses: the paths with a generic failure); a customer's goes when they sign out in another tab.
 */
const unreachable = (path: ModelPath) =>
  path.steps.some(({ event }) => event.type === 'xstate.error.actor.restoreCheckout' || event.type === 'pickup.chosen' || event.type === 'xstate.done.actor.offlinePayment') ||
  path.steps.some((step, i) => step.event.type === 'cart.settled' && (step.event as { cart: unknown }).cart === null && i > 1 && !setupOf(path).signedIn && path.steps[i - 1]!.event.type !== 'xstate.done.actor.submitShippingMethod');
/**
 * Paths through a wait's limit (`xstate.after.requestTimeout…`) are the model test's, on a simulated clock against
 * the same views (test/machines/checkout.test.tsx): here each would hold a request for the real 20 s. A browser meets
 * a limit in test/e2e/failed-page.e2e.ts.
 */
const timedOut = (path: ModelPath) => path.steps.some(({ event }) => event.type.startsWith('xstate.after.'));
/** Paths that place an order take stock: they run alone. */
const placesOrder = (path: ModelPath) => path.steps.some(({ event }) => event.type === 'xstate.done.actor.cardPayment');

const titled = titledPaths(pathsOf(checkoutModel));
/** At most this many paths replay at once, each in its own browser context. */
const slot = slots(3);

let shoppers = 0;

/** A customer signed in on the sign-in page, as the shopper does before checking out. */
async function signIn(run: Run) {
  await createCustomer(suite.shop.url, { email: run.email, password: PASSWORD });
  await run.page.goto(`${suite.shop.url}/sign-in`);
  await run.page.getByLabel(/^Adresse e-mail/).fill(run.email);
  await run.page.getByLabel(/^Mot de passe/).fill(PASSWORD);
  await run.page.getByRole('button', { name: 'Se connecter' }).click();
  await run.page.locator('header.header .header__account').filter({ hasText: 'Bonjour, Léa' }).waitFor();
}

async function replay(path: ModelPath, title: string, expect: ExpectStatic) {
  const recorder = new PathRecorder('checkout', title, 'browser');
  recorder.plan(path.steps.map((step) => ({ event: step.event, value: stateOf(step).value })));
  const shop = await openPage(suite.browser, WIDTH);
  const setup = setupOf(path);
  const run: Run = {
    shop, page: shop.page, gate: await GraphqlGate.on(shop.page), setup, cartId: '', email: `replay.checkout.${process.pid}.${++shoppers}@example.fr`,
    methods: [], ownBilling: false, cartSettled: false, expect,
  };
  try {
    if (setup.signedIn) await signIn(run);
    else {
      await prepareCart(run);
      const stored = { cartId: run.cartId, steps: storedSteps(run), at: Date.now() };
      // What the browser holds as the path starts: the cart's id and the steps saved (once: not after a reload).
      await shop.context.addInitScript(({ cartId, steps, at }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('cartId', cartId);
        for (const [key, value] of Object.entries(steps)) localStorage.setItem(`vitrine-persistence__${key}`, JSON.stringify({ value, timeStored: at }));
      }, stored);
    }
    holdAnswers(run.gate, path, setup);
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
  } finally {
    recorder.write();
    await shop.context.close();
  }
}

describe('checkout’s chart replayed in Chromium', () => {
  describe.concurrent('paths that place no order', () => {
    for (const { path, title } of titled) {
      if (placesOrder(path)) continue;
      if (unreachable(path) || timedOut(path)) it.skip(title, () => undefined);
      else it(title, ({ expect }) => slot(() => replay(path, title, expect)));
    }
  });
  describe('paths that place an order, one at a time', () => {
    for (const { path, title } of titled) {
      if (!placesOrder(path)) continue;
      if (unreachable(path) || timedOut(path)) it.skip(title, () => undefined);
      else it(title, ({ expect }) => replay(path, title, expect));
    }
  });
});
