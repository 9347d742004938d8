// The card payment's model imports the checkout's fixtures, which sanitise content as a server does: first its DOM.
import '../harness/setup-node';
import type { Page } from 'playwright-core';
import { describe, it, type ExpectStatic } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { CardField } from '../../src/domain/card';
import { cardStateData, threeDSDetails } from '../../src/domain/payment';
import { describePath, pathsOf, type ModelPath } from '../harness/model';
import { PathRecorder } from '../harness/qa-record';
import { cardPaymentModel } from '../machines/checkout-models';
import { openPage, type ShopPage } from './support/browser';
import { typeShippingAddress } from './support/checkout';
import { createCustomer, customerToken } from './support/customers';
import { failureScreenshot, graphql, GraphqlGate, type OtherRequests } from './support/replay';
import { shopInChromium } from './support/suite';

// The card payment's chart (pathsOf(cardPaymentModel), the paths its model test drives in jsdom) replayed in Chromium
// against the real shop and its payment simulator: a guest or a customer at checkout's payment step types a card (the
// simulator's card whose answers the path takes: authorised at once, a device fingerprint, a challenge, refused) or
// picks their saved card, pays, answers the bank's challenge in its frame, rightly or wrongly, and meets a lost
// answer as it happens (the connection dropped on the way, or on the way back once the backend acted). Each REST
// call of the payment, and the fingerprint's page, waits at a gate until the path answers it, so that each busy
// state is seen as the shopper sees it. After each step the backend is read: the cart's order and its payment's
// result, whether the cart is still active, a customer's saved cards. Expectations are the shop's French texts,
// written out.
//
// The card typed: the model types one valid card for all its paths; the replay types the simulator's card whose
// answers the path takes (src/backend/payment/test-cards.ts), and a customer's saved card is one of that kind, saved
// by an order paid before the path starts. A customer's card refused at once is their saved card with a wrong
// security code, which the simulator refuses as Adyen does. A refusal the payment's status tells right after the
// order was placed is the order paid again meanwhile in the shopper's other tab, and refused there.

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });

const WIDTH = 375;
const PASSWORD = 'Printemps#2026';
const KRILL = { sku: 'OMG-KRILL' };
const CARDS = { frictionless: '4111 1111 1111 1111', fingerprint: '4212 3456 7891 0006', challenge: '4917 6100 0000 0000', refused: '4000 0000 0000 0002' };
type Kind = keyof typeof CARDS;
/** The bank's challenge: the simulator's right code, and one it refuses. */
const CODE = { right: 'password', wrong: 'pas le bon' };
const WRONG_CVC = '000';
const TEXT = {
  title: 'Carte bancaire',
  pay: 'Payer et valider la commande',
  paying: 'Paiement en cours…',
  required: 'Ce champ est obligatoire.',
  refused: 'Votre paiement a été refusé et rien n’a été débité : veuillez essayer une autre carte.',
  notAuthenticated: 'La vérification de votre banque a échoué (code incorrect). Vous pouvez réessayer avec la même carte.',
  identifying: 'Vérification de votre carte auprès de votre banque…',
  challenge: 'Votre banque vous demande de confirmer ce paiement.',
  interrupted: 'La réponse à votre paiement ne nous est pas parvenue. Votre commande est conservée : vérifiez à nouveau pour la finaliser.',
  retry: 'Vérifier à nouveau',
  thanks: 'Merci pour votre commande !',
  newCard: 'Une nouvelle carte',
  store: 'Enregistrer cette carte pour mes prochains achats',
  saved: (last4: string) => `Visa se terminant par ${last4}`,
  cvcHint: (last4: string) => `Les 3 chiffres au dos de la carte Visa se terminant par ${last4}.`,
};
const LABEL: Record<CardField, RegExp> = {
  holderName: /^Titulaire de la carte/,
  number: /^Numéro de carte/,
  expiry: /^Date d’expiration/,
  cvc: /^Cryptogramme visuel/,
};

type Step = ModelPath['steps'][number];
const stateOf = (step: Step) => step.state as AnyMachineSnapshot;
const serviceOf = (event: EventObject) => /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type) as [string, 'done' | 'error', string] | null;
const resultOf = (event: EventObject) => (event as { output?: { resultCode?: string; refusal?: { code: string | null } | null } }).output;
const failureOf = (event: EventObject) => (event as { error?: { failure?: { reason?: string } } }).error?.failure?.reason;
/** A refusal the payment's status tells right after the order was placed: the order paid again elsewhere meanwhile. */
const refusedWhileChecking = (event: EventObject, from: AnyMachineSnapshot) =>
  event.type === 'xstate.done.actor.paymentStatus' && from.matches('checkingStatus') && resultOf(event)?.resultCode === 'Refused';
const draftOf = (path: ModelPath) => stateOf(path.steps[0]!).context.draft as { cartId: string; signedIn: boolean };

/** The payment's requests, named as the chart's services; the shipping information placing sends first goes as it is. */
const REQUESTS: OtherRequests = [
  ['**/rest/**', (url) => {
    if (url.pathname.endsWith('/payment-information')) return 'placeOrder';
    if (url.pathname.endsWith('/payment-status')) return 'paymentStatus';
    if (url.pathname.endsWith('/payments-details')) return 'paymentDetails';
    return null;
  }],
  // The hidden fingerprint page completes by itself as it loads: held, the shopper's browser is seen waiting for it.
  ['**/payment-simulator/3ds/fingerprint**', () => 'fingerprint'],
];

/** The simulator's card whose answers the path takes. */
function kindOf(path: ModelPath): Kind {
  if (path.steps.some(({ event }) => event.type === 'xstate.error.actor.placeOrder')) return 'refused';
  // Paid in another tab while this one waits: this tab's payment waits for the bank's challenge meanwhile.
  if (path.steps.some(({ event }, i) => i > 0 && refusedWhileChecking(event, stateOf(path.steps[i - 1]!)))) return 'challenge';
  const first = path.steps.map(({ event }) => resultOf(event)?.resultCode).find(Boolean);
  return first === 'ChallengeShopper' ? 'challenge' : first === 'IdentifyShopper' ? 'fingerprint' : 'frictionless';
}

interface Customer {
  email: string;
  token: string;
  last4: string;
}

/** One path's browser, and what the test knows of the shopper's cart and order. */
interface Run {
  shop: ShopPage;
  page: Page;
  gate: GraphqlGate;
  kind: Kind;
  customer: Customer | null;
  cartId: string;
  /** What the shopper typed in each card field. */
  typed: Partial<Record<CardField, string>>;
  /** The card fields shown: a saved card's security code, or a new card's four. */
  saved: boolean;
  /** A guest's e-mail, typed at checkout. */
  email?: string;
  /** The test's own expect (paths replay concurrently). */
  expect: ExpectStatic;
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const payment = (page: Page) => page.locator('[data-step="payment"].checkout-step--open');
const payButton = (page: Page) => payment(page).getByRole('button', { name: /^(Payer et valider la commande|Paiement en cours…)$/ });
const challengeFrame = (page: Page) => page.frameLocator('.payment-step__frame');

/** A REST call to the shop as another device makes it (a customer's earlier order); throws on an error. */
async function rest<T>(method: 'POST', path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${suite.shop.url}/rest/fr${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const ADDRESS = { firstname: 'Léa', lastname: 'Martin', street: ['12 rue des Lilas'], postcode: '69003', city: 'Lyon', telephone: '0612345678', country_id: 'FR' };

/** A jar of krill oil in the cart. */
async function fillCart(cartId: string, token?: string) {
  await graphql(
    suite.shop.url,
    'mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }',
    { id: cartId, sku: KRILL.sku },
    token,
  );
}

/** Where a shopper's REST calls for a cart go: a guest's by its masked id, a customer's as "mine" with their token. */
interface Payer {
  cartId: string;
  token?: string;
  email?: string;
}
const cartPath = ({ cartId, token }: Payer) => (token ? '/V1/carts/mine' : `/V1/guest-carts/${cartId}`);
const adyenPath = ({ cartId, token }: Payer, what: 'payment-status' | 'payments-details') =>
  what === 'payment-status'
    ? token ? '/V1/adyen/orders/carts/mine/payment-status' : `/V1/adyen/orders/guest-carts/${cartId}/payment-status`
    : token ? '/V1/adyen/carts/mine/payments-details' : `/V1/adyen/guest-carts/${cartId}/payments-details`;

/**
 * Pays the cart as the shop's pages do, from another device or tab: the payment information with a card of `kind`,
 * then each 3-D Secure step on the simulator's page (the fingerprint's loaded, the challenge's answered with `code`).
 * Answers the final result code; a refusal throws "The payment is REFUSED.".
 */
async function pay(payer: Payer, kind: Kind, { store = false, code = CODE.right } = {}): Promise<string> {
  const number = CARDS[kind].replace(/\s/g, '');
  const orderId = String(await rest('POST', `${cartPath(payer)}/payment-information`, {
    cartId: payer.cartId, ...(payer.email && { email: payer.email }), billingAddress: ADDRESS,
    paymentMethod: { method: 'adyen_cc', additional_data: { stateData: cardStateData({ holderName: 'LEA MARTIN', number, expiryMonth: '03', expiryYear: '2030', cvc: '737' }, store), cc_type: 'scheme' } },
  }, payer.token));
  type Answer = { resultCode: string; action?: { token: string } };
  let answer = JSON.parse(await rest<string>('POST', adyenPath(payer, 'payment-status'), { orderId, cartId: payer.cartId }, payer.token)) as Answer;
  while (answer.action) {
    const step = JSON.parse(Buffer.from(answer.action.token, 'base64').toString()) as { threeDSMethodUrl?: string; acsURL?: string };
    const page = step.threeDSMethodUrl
      ? await fetch(step.threeDSMethodUrl)
      : await fetch(step.acsURL!, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `code=${encodeURIComponent(code)}` });
    const result = JSON.parse(/threeDSResult:("[^"]+")/.exec(await page.text())![1]!) as string;
    answer = JSON.parse(await rest<string>('POST', adyenPath(payer, 'payments-details'), { payload: threeDSDetails(result), orderId, cartId: payer.cartId }, payer.token)) as Answer;
  }
  return answer.resultCode;
}

/**
 * A customer who paid an earlier order with a card of `kind`, asking to save it (its 3-D Secure steps answered as the
 * bank asks); then a new cart with a jar in it.
 */
let customers = 0;
async function customerWithSavedCard(kind: Exclude<Kind, 'refused'>): Promise<Customer & { cartId: string }> {
  const email = `carte.${process.pid}.${++customers}@example.fr`;
  await createCustomer(suite.shop.url, { email, password: PASSWORD, firstname: 'Léa', lastname: 'Martin' });
  const token = await customerToken(suite.shop.url, email, PASSWORD);
  const cartOf = async () => (await graphql<{ customerCart: { id: string } }>(suite.shop.url, 'query { customerCart { id } }', {}, token)).customerCart.id;
  const first = await cartOf();
  await fillCart(first, token);
  await rest('POST', '/V1/carts/mine/shipping-information', {
    addressInformation: { shipping_address: ADDRESS, billing_address: ADDRESS, shipping_carrier_code: 'colissimo', shipping_method_code: 'domicile' },
  }, token);
  const paid = await pay({ cartId: first, token }, kind, { store: true });
  if (paid !== 'Authorised') throw new Error(`The earlier order was not paid: ${paid}`);
  const cartId = await cartOf();
  await fillCart(cartId, token);
  return { email, token, last4: CARDS[kind].slice(-4), cartId };
}

/**
 * While the page waits for its payment's status, the shopper's other tab pays the same order again (one order per
 * cart): with the refused card, or with the challenge card whose challenge it answers wrongly. The order's payment is
 * then refused, and its status tells the first tab so.
 */
async function payInAnotherTab(run: Run, say: (words: string) => void, wrongCode: boolean) {
  const payer = { cartId: run.cartId, token: run.customer?.token, email: run.email };
  await run.expect(pay(payer, wrongCode ? 'challenge' : 'refused', { code: CODE.wrong })).rejects.toThrow(/The payment is REFUSED\./);
  say(wrongCode
    ? `(another tab) the shopper pays the same order again with the challenge card ${CARDS.challenge} and answers its challenge wrongly: the bank refuses it`
    : `(another tab) the shopper pays the same order again with the refused card ${CARDS.refused}: the bank refuses it`);
}

/** The cart's order as the backend keeps it (none before the order is placed). */
async function orderOf(run: Run): Promise<{ increment_id: string; state: string; payment_result: string | null } | null> {
  const found = (await (await fetch(`${suite.shop.url}/__test__/orders?cartId=${encodeURIComponent(run.cartId)}`)).json()) as {
    orders: { increment_id: string; state: string; payment_result: string | null }[];
  };
  return found.orders[0] ?? null;
}

/** Whether the shopper's cart is still the one to check out: a guest's still active, a customer's still theirs. */
async function cartActive(run: Run): Promise<boolean> {
  if (run.customer) {
    const { customerCart } = await graphql<{ customerCart: { id: string } }>(suite.shop.url, 'query { customerCart { id } }', {}, run.customer.token);
    return customerCart.id === run.cartId;
  }
  return graphql(suite.shop.url, 'query ($id: String!) { cart(cart_id: $id) { id } }', { id: run.cartId }).then(() => true, () => false);
}

async function savedCards(run: Run): Promise<number> {
  const { customerPaymentTokens } = await graphql<{ customerPaymentTokens: { items: unknown[] } }>(
    suite.shop.url, 'query { customerPaymentTokens { items { public_hash } } }', {}, run.customer!.token,
  );
  return customerPaymentTokens.items.length;
}

/** No order for the cart, the cart still active (and a customer's one saved card, still one). */
async function expectNoOrder(run: Run, say: (words: string) => void) {
  run.expect(await orderOf(run), 'order').toBeNull();
  run.expect(await cartActive(run), 'cart active').toBe(true);
  say('the backend holds no order for the cart, which is still active');
  if (run.customer) await expectSavedCards(run, say);
}

async function expectSavedCards(run: Run, say: (words: string) => void) {
  run.expect(await savedCards(run), 'saved cards').toBe(1);
  say('the customer still has one saved card');
}

/** The cart's order with its payment's result; paid, the cart has ended; not paid, it is still active. */
async function expectOrder(run: Run, say: (words: string) => void, result: string) {
  const order = await orderOf(run);
  run.expect(order?.payment_result, 'payment result').toBe(result);
  const paid = result === 'Authorised';
  run.expect(order?.state === 'processing', 'order paid').toBe(paid);
  run.expect(await cartActive(run), 'cart active').toBe(!paid);
  say(paid
    ? `the backend holds the cart’s order ${order!.increment_id}, paid (payment Authorised), and the cart has ended`
    : `the backend holds the cart’s order, unpaid (payment ${result}), and the cart is still active`);
  if (run.customer) await expectSavedCards(run, say);
}

/** The payment step's alerts, as read. */
async function expectAlerts(run: Run, say: (words: string) => void, texts: string[]) {
  await run.expect.poll(async () => (await payment(run.page).getByRole('alert').allTextContents()).map(plain), { message: 'alerts' }).toEqual(texts);
  say(texts.length ? `the payment step’s alerts read ${texts.map((text) => `“${text}”`).join(' and ')}` : 'no alert shows');
}

/** “Place order” as the shopper finds it: busy while the payment goes on, else ready for a click. */
async function expectBusy(run: Run, say: (words: string) => void, busy: boolean) {
  await run.expect.poll(async () => plain(await payButton(run.page).textContent()), { message: 'pay button' }).toBe(busy ? TEXT.paying : TEXT.pay);
  say(busy ? `the pay button reads “${TEXT.paying}”` : `the pay button reads “${TEXT.pay}”`);
}

/** The card's fields show what was typed. */
async function expectTyped(run: Run, say: (words: string) => void) {
  for (const [field, value] of Object.entries(run.typed) as [CardField, string][]) {
    run.expect(await payment(run.page).getByLabel(LABEL[field]).inputValue(), field).toBe(value);
  }
  say(Object.keys(run.typed).length ? 'the card’s fields keep what was typed' : 'the card’s fields are empty');
}

/** The receipt, with the order's number as the backend keeps it. */
async function expectReceipt(run: Run, say: (words: string) => void) {
  await run.page.getByRole('heading', { level: 1, name: TEXT.thanks }).waitFor();
  const order = await orderOf(run);
  const receipt = plain(await run.page.locator('.receipt').innerText());
  run.expect(receipt).toContain(`Numéro de commande : ${order!.increment_id}`);
  say(`the receipt says “${TEXT.thanks}” and “Numéro de commande : ${order!.increment_id}”`);
  await expectOrder(run, say, 'Authorised');
}

/** Up to the payment step: the cart in the browser, the shipping address, Colissimo, the billing address as shipping. */
async function toPayment(run: Run) {
  const { page } = run;
  if (run.customer) {
    await page.goto(`${suite.shop.url}/sign-in`);
    await page.getByLabel(/^Adresse e-mail/).fill(run.customer.email);
    await page.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.locator('header.header .header__account').filter({ hasText: 'Bonjour, Léa' }).waitFor();
  } else {
    await run.shop.context.addInitScript((cartId) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('cartId', cartId);
    }, run.cartId);
  }
  await page.goto(`${suite.shop.url}/checkout`);
  const shipping = page.locator('[data-step="shippingAddress"].checkout-step--open');
  if (!run.customer) {
    run.email = `invite.${process.pid}.${++customers}@example.fr`;
    await shipping.getByLabel(/^Adresse e-mail/).fill(run.email);
    await shipping.getByRole('checkbox', { name: /^J’accepte que Vitrine traite mes données/ }).check();
  }
  await typeShippingAddress(shipping);
  await shipping.getByRole('button', { name: 'Continuer' }).click();
  const method = page.locator('[data-step="shippingMethod"].checkout-step--open');
  await method.locator('label').filter({ hasText: 'Colissimo' }).click();
  await method.getByRole('button', { name: 'Continuer' }).click();
  await page.locator('[data-step="billingAddress"].checkout-step--open').getByRole('button', { name: 'Continuer' }).click();
  await payButton(page).waitFor();
}

/** The answer the shopper gives the bank's challenge: wrong when the path's bank refuses the step. */
function codeFor(path: ModelPath, i: number): string {
  return path.steps.slice(i + 1).some(({ event }) => event.type === 'xstate.error.actor.paymentDetails' && failureOf(event) === 'paymentRefused') ? CODE.wrong : CODE.right;
}

/** Replays one step: makes its event happen as the shopper or the network does, then checks the page and the backend. */
async function replayStep(run: Run, path: ModelPath, i: number, say: (words: string) => void) {
  const step = path.steps[i]!;
  const { event } = step;
  const from = i > 0 ? stateOf(path.steps[i - 1]!) : null;
  const { page } = run;

  if (i === 0) {
    await run.expect.poll(() => payment(page).getByRole('group', { name: TEXT.title }).isVisible(), { message: 'card fields' }).toBe(true);
    say(`the payment step shows “${TEXT.title}”`);
    if (run.customer) {
      run.expect(await payment(page).getByRole('radio', { name: new RegExp(`^${TEXT.saved(run.customer.last4)}`) }).isChecked()).toBe(true);
      await payment(page).getByText(TEXT.cvcHint(run.customer.last4), { exact: true }).waitFor();
      say(`“${TEXT.saved(run.customer.last4)}” is chosen; only the security code is asked, “${TEXT.cvcHint(run.customer.last4)}”`);
    }
    await expectBusy(run, say, false);
    await expectAlerts(run, say, []);
    await expectNoOrder(run, say);
    return;
  }

  switch (event.type) {
    case 'field.change': {
      const { field, value } = event as unknown as { field: CardField; value: string };
      const typed = field === 'number' ? CARDS[run.kind] : field === 'cvc' && run.customer && run.kind === 'refused' ? WRONG_CVC : value;
      await payment(page).getByLabel(LABEL[field]).fill(typed);
      run.typed[field] = typed;
      if (typed !== value) say(`(card) the shopper types ${typed} for the model's ${value}: the simulator's answer the path takes`);
      await expectTyped(run, say);
      run.expect(await payment(page).locator('.form-field__error').count()).toBe(0);
      say('no field shows a message');
      return;
    }
    case 'submit':
      await payButton(page).click();
      // Sent once every field asked for is filled with a valid card (the simulator's cards are).
      if ((run.saved ? ['cvc'] : ['holderName', 'number', 'expiry', 'cvc']).every((field) => run.typed[field as CardField])) {
        await run.gate.arrived('placeOrder');
        say('the payment information is sent (held)');
        await expectBusy(run, say, true);
        await expectNoOrder(run, say);
        return;
      }
      // Checked before anything is sent: each empty field says so.
      await run.expect.poll(async () => (await payment(page).locator('.form-field__error').allTextContents()).map(plain), { message: 'field errors' })
        .toEqual(Array(run.saved ? 1 : 4).fill(TEXT.required));
      say(`each card field says “${TEXT.required}”`);
      await expectBusy(run, say, false);
      await expectNoOrder(run, say);
      return;
    case 'card.choose': {
      const { publicHash } = event as unknown as { publicHash: string | null };
      run.saved = publicHash !== null;
      await payment(page).getByText(run.saved ? TEXT.saved(run.customer!.last4) : TEXT.newCard, { exact: true }).click();
      run.expect(await payment(page).getByRole('radio', { name: run.saved ? new RegExp(`^${TEXT.saved(run.customer!.last4)}`) : TEXT.newCard }).isChecked()).toBe(true);
      await run.expect.poll(() => payment(page).getByRole('textbox').count(), { message: 'card fields' }).toBe(run.saved ? 1 : 4);
      say(run.saved ? `the saved card is chosen: only “Cryptogramme visuel” is asked` : `“${TEXT.newCard}” is chosen: the four card fields show`);
      run.expect(await payment(page).getByRole('checkbox', { name: TEXT.store }).count()).toBe(run.saved ? 0 : 1);
      say(run.saved ? `“${TEXT.store}” is not offered` : `“${TEXT.store}” is offered, unticked`);
      await expectNoOrder(run, say);
      return;
    }
    case 'card.store': {
      const { store } = event as unknown as { store: boolean };
      const box = payment(page).getByRole('checkbox', { name: TEXT.store });
      await box.click();
      await run.expect.poll(() => box.isChecked()).toBe(store);
      say(`“${TEXT.store}” is ${store ? 'ticked' : 'unticked'}`);
      await expectNoOrder(run, say);
      return;
    }
    case 'retry':
      await payment(page).getByRole('button', { name: TEXT.retry }).click();
      await run.gate.arrived('paymentStatus');
      say('the payment’s status is asked again (held)');
      await expectBusy(run, say, true);
      await expectAlerts(run, say, []);
      return;
    case 'threeDS.result':
      if (from!.matches('identifyingShopper')) {
        await run.gate.pass('fingerprint');
        say('the hidden fingerprint page loads and reports its result');
      } else {
        const code = codeFor(path, i);
        await challengeFrame(page).getByLabel('Code de vérification').fill(code);
        await challengeFrame(page).getByRole('button', { name: 'Valider' }).click();
        say(`the shopper answers the bank’s challenge with “${code}”${code === CODE.wrong ? ' (a wrong code)' : ''}`);
      }
      await run.gate.arrived('paymentDetails');
      say('the 3-D Secure result is sent (held)');
      await expectBusy(run, say, true);
      run.expect(await page.locator('iframe').count(), 'frames').toBe(0);
      say('no bank frame shows');
      await expectOrder(run, say, from!.matches('identifyingShopper') ? 'IdentifyShopper' : 'ChallengeShopper');
      return;
  }

  const service = serviceOf(event);
  if (!service) throw new Error(`The replay does not say how “${event.type}” happens.`);
  const [, outcome, id] = service;
  if (refusedWhileChecking(event, from!)) await payInAnotherTab(run, say, resultOf(event)?.refusal?.code === '11');
  if (outcome === 'done') await run.gate.pass(id);
  else if (failureOf(event) === 'paymentRefused') {
    // The backend refuses: the card at once, or the bank's check of a wrong code.
    await run.gate.pass(id);
  } else if (id === 'paymentDetails') await run.gate.lose(id);
  else await run.gate.fail(id, 'dropped');
  return expectAnswer(run, id, outcome, event, from!, say);
}

/**
 * The page and the backend once a service answered: what the spec says the shopper sees for the backend's answer and
 * the wait it ended, never read from the chart's next state (a chart that took a refusal for a payment would show a
 * receipt, and fail here).
 */
async function expectAnswer(run: Run, id: string, outcome: 'done' | 'error', event: EventObject, from: AnyMachineSnapshot, say: (words: string) => void) {
  const { page } = run;
  const result = outcome === 'done' ? resultOf(event)?.resultCode : undefined;
  if (result === 'Authorised') return expectReceipt(run, say);
  if (outcome === 'done' && id === 'placeOrder') {
    await run.gate.arrived('paymentStatus');
    say('the order is placed: its payment’s status is asked (held)');
    await expectBusy(run, say, true);
    await expectOrder(run, say, PLACED[run.kind]);
    return;
  }
  if (result === 'ChallengeShopper') {
    await page.getByRole('group', { name: 'Confirmation du paiement par votre banque' }).getByText(TEXT.challenge).waitFor();
    await challengeFrame(page).getByLabel('Code de vérification').waitFor();
    say(`the bank’s challenge shows, “${TEXT.challenge}”, its frame asking “Code de vérification”`);
    await expectBusy(run, say, true);
    await expectOrder(run, say, 'ChallengeShopper');
    return;
  }
  if (result === 'IdentifyShopper') {
    await run.gate.arrived('fingerprint');
    await run.expect.poll(() => page.getByRole('status').filter({ hasText: TEXT.identifying }).count()).toBe(1);
    say(`the hidden fingerprint page is asked for (held); the step says “${TEXT.identifying}”`);
    await expectBusy(run, say, true);
    await expectOrder(run, say, 'IdentifyShopper');
    return;
  }
  const refused = outcome === 'error' && failureOf(event) === 'paymentRefused';
  if (refused && id === 'paymentDetails') {
    await run.gate.arrived('paymentStatus');
    say('the bank refused the step: the payment’s status is asked, to tell why (held)');
    await expectBusy(run, say, true);
    await expectOrder(run, say, 'Refused');
    return;
  }
  // A lost answer: the shopper is told so and checks again, unless the bank had refused a step (then a refusal).
  if (outcome === 'error' && !refused && !from.matches('readingRefusal')) {
    await expectAlerts(run, say, [`${TEXT.interrupted}${TEXT.retry}`]);
    await expectBusy(run, say, false);
    // The details' answer lost on its way back: the backend took them, and the bank's right code paid the order.
    await expectOrder(run, say, id === 'paymentDetails' ? 'Authorised' : PLACED[run.kind]);
    return;
  }
  // Refused: at once, after the bank's check of a wrong code, or with the refusal's reason lost; back to the card.
  const text = result === 'Refused' && resultOf(event)?.refusal?.code === '11' ? TEXT.notAuthenticated : TEXT.refused;
  await expectAlerts(run, say, [text]);
  await expectBusy(run, say, false);
  await expectTyped(run, say);
  run.expect(await page.getByRole('heading', { level: 1, name: TEXT.thanks }).count(), 'receipt').toBe(0);
  say('no receipt shows');
  await expectOrder(run, say, 'Refused');
}

/** The payment's result once the order is placed with each card. */
const PLACED: Record<Kind, string> = { frictionless: 'Authorised', fingerprint: 'IdentifyShopper', challenge: 'ChallengeShopper', refused: 'Refused' };

/** The requests a path answers, held from the start in the order they come. */
function holdAnswers(gate: GraphqlGate, path: ModelPath) {
  for (const { event, state } of path.steps) {
    const service = serviceOf(event);
    if (service) gate.hold(service[2]);
    if ((state as AnyMachineSnapshot).matches('identifyingShopper')) gate.hold('fingerprint');
  }
  // A path that ends waiting for a service: its request waits too, so that the page shows the wait.
  const last = stateOf(path.steps.at(-1)!);
  const waiting = WAITING.find(([state]) => last.matches(state));
  if (waiting) gate.hold(waiting[1]);
}

/** The request each waiting state of the chart has sent. */
const WAITING: [string, string][] = [
  ['placing', 'placeOrder'],
  ['checkingStatus', 'paymentStatus'],
  ['readingRefusal', 'paymentStatus'],
  ['sendingDetails', 'paymentDetails'],
];

const has = (path: ModelPath, test: (step: Step, i: number) => boolean) => path.steps.some(test);
const previous = (path: ModelPath, i: number) => stateOf(path.steps[i - 1]!);

/** A payment step with no cart: checkout opens it only for a cart with lines (its `awaitingCart`), whose id it carries. */
const withoutCart = (path: ModelPath) => draftOf(path).cartId === '';
/**
 * The 3-D Secure details answering a refusal as a result: Adyen's module, as the simulator, answers a refused step by
 * failing them ("The payment is REFUSED."); the payment's status tells the refusal's reason.
 */
const detailsRefusedAsResult = (path: ModelPath) =>
  has(path, ({ event }) => event.type === 'xstate.done.actor.paymentDetails' && resultOf(event)?.resultCode === 'Refused');
/** The payment's status refusing: it reads the payment, and fails only as the network does. */
const statusRefuses = (path: ModelPath) => has(path, ({ event }) => event.type === 'xstate.error.actor.paymentStatus' && failureOf(event) === 'paymentRefused');
/** A 3-D Secure step refused, then paid: a refused step leaves the payment refused, whatever is read after it. */
const paidAfterRefusal = (path: ModelPath) =>
  has(path, ({ event }, i) => event.type === 'xstate.done.actor.paymentStatus' && previous(path, i).matches('readingRefusal') && resultOf(event)?.resultCode === 'Authorised');
/** A second 3-D Secure step: each of the simulator's cards takes one at most (src/backend/payment/test-cards.ts). */
const secondStep = (path: ModelPath) =>
  has(path, ({ event }) => event.type === 'xstate.done.actor.paymentDetails' && ['IdentifyShopper', 'ChallengeShopper'].includes(resultOf(event)?.resultCode ?? ''));
/** The bank's frame reporting an error: the simulator's 3-D Secure pages report a result, or nothing. */
const frameError = (path: ModelPath) => has(path, ({ event }) => event.type === 'threeDS.error');

const unreachable = (path: ModelPath) => [withoutCart, detailsRefusedAsResult, statusRefuses, paidAfterRefusal, secondStep, frameError].some((test) => test(path));
/**
 * Paths through a wait's limit (`xstate.after.…`) are the model test's, on a simulated clock against the same view
 * (test/machines/card-payment.test.tsx): here each would hold a request for the real 20 s, or the bank's frame for
 * minutes.
 */
const timedOut = (path: ModelPath) => has(path, ({ event }) => event.type.startsWith('xstate.after.'));

const paths = pathsOf(cardPaymentModel);
const titles = new Map<string, number>();
const titled = paths.map((path) => {
  const who = draftOf(path).signedIn ? 'a customer' : 'a guest';
  const described = `${who}: ${describePath(path)}`;
  const seen = (titles.get(described) ?? 0) + 1;
  titles.set(described, seen);
  // Two paths whose payloads differ past what the title shows get a number.
  return { path, title: seen > 1 ? `${described} (${seen})` : described };
});

/** At most this many paths replay at once, each in its own browser context. */
const PARALLEL = 3;
let running = 0;
const queue: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    queue.shift()?.();
  }
}

async function replay(path: ModelPath, title: string, expect: ExpectStatic) {
  const recorder = new PathRecorder('cardPayment', title, 'browser');
  recorder.plan(path.steps.map((step) => ({ event: step.event, value: stateOf(step).value })));
  const kind = kindOf(path);
  const signedIn = draftOf(path).signedIn;
  const customer = signedIn ? await customerWithSavedCard(kind === 'refused' ? 'frictionless' : kind) : null;
  const cartId = customer?.cartId ?? (await graphql<{ createEmptyCart: string }>(suite.shop.url, 'mutation { createEmptyCart }')).createEmptyCart;
  if (!customer) await fillCart(cartId);
  const shop = await openPage(suite.browser, WIDTH);
  const run: Run = { shop, page: shop.page, gate: await GraphqlGate.on(shop.page, REQUESTS), kind, customer, cartId, typed: {}, saved: signedIn, expect };
  try {
    await toPayment(run);
    holdAnswers(run.gate, path);
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

describe('the card payment’s chart replayed in Chromium', () => {
  describe.concurrent('paths on the shop as seeded', () => {
    for (const { path, title } of titled) {
      if (unreachable(path) || timedOut(path)) it.skip(title, () => undefined);
      else it(title, ({ expect }) => slot(() => replay(path, title, expect)));
    }
  });
});
