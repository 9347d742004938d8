import Database from 'better-sqlite3';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { ARTIFACTS, openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const suite = shopInChromium();

const SUBSCRIBED = 'L’adresse e-mail est abonnée à la newsletter.';
const ALREADY = 'Cette adresse e-mail est déjà abonnée.';
const CONSENT = /^J’accepte de recevoir la newsletter/;

let readers = 0;
const newEmail = () => `lecteur.${Date.now()}.${++readers}@example.fr`;

/** The subscriber row as the backend stored it. */
function subscriber(email: string) {
  const db = new Database(join(suite.shop.dataDir, 'vitrine.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT status, is_consent, optin_source FROM newsletter_subscriber WHERE email = ?').get(email);
  } finally {
    db.close();
  }
}

describe('the footer’s newsletter in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: loads when near, subscribes after the bot check, then shows Magento’s refusal of the same address`, async () => {
      const { page, errors } = await openPage(suite.browser, width);
      const botHeaders: (string | undefined)[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.postData()?.includes('SubscribeToNewsletter')) botHeaders.push(request.headers()['x-recaptcha']);
      });
      await page.goto(`${suite.shop.url}/`, { waitUntil: 'networkidle' });
      // The home page's first load holds neither the form nor the challenge: they come as the footer nears.
      const fetched = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect((await fetched()).filter((name) => /newsletter|proof-of-work|recaptcha/i.test(name))).toEqual([]);
      const block = page.getByRole('region', { name: 'Newsletter' });
      await block.scrollIntoViewIfNeeded();
      const email = block.getByLabel(/^E-mail pour la newsletter/);
      await email.waitFor();
      expect((await fetched()).filter((name) => /proof-of-work/.test(name)), 'the challenge’s code waits for a submission').toEqual([]);
      expect(await email.getAttribute('autocomplete')).toBe('email');
      expect(await email.getAttribute('autocapitalize')).toBe('off');
      expect(await email.getAttribute('autocorrect')).toBe('off');

      // Nothing typed: the rules of spec §5, and nothing sent.
      const submit = block.getByRole('button', { name: 'S’abonner' });
      await submit.click();
      await block.getByText('Ce champ est obligatoire.').waitFor();
      await block.getByText('Vous devez cocher cette case pour continuer.').waitFor();
      await email.fill('pas-une-adresse');
      await block.getByText('Veuillez saisir une adresse e-mail valide.').waitFor();
      expect(botHeaders).toEqual([]);

      const address = newEmail();
      await email.fill(address);
      await block.getByRole('checkbox', { name: CONSENT }).check();
      await submit.click();
      await page.getByText(SUBSCRIBED).waitFor();
      await screenshot(page, `newsletter-subscribed-${width}`, { fullPage: false });
      // The form starts afresh; the backend has the subscriber, with the consent and the footer as source.
      expect(await email.inputValue()).toBe('');
      expect(await block.getByRole('checkbox', { name: CONSENT }).isChecked()).toBe(false);
      expect(subscriber(address)).toEqual({ status: 1, is_consent: 1, optin_source: 'footer' });
      // The mutation carried the proof of work's answer.
      expect(botHeaders).toHaveLength(1);
      expect(botHeaders[0]).toMatch(/^[\w-]+\.[\w-]+:\d+$/);

      // The same address again: Magento's refusal under the form, what was typed kept.
      await email.fill(address);
      await block.getByRole('checkbox', { name: CONSENT }).check();
      await submit.click();
      const alert = block.getByRole('alert');
      await alert.filter({ hasText: ALREADY }).waitFor();
      expect(await email.inputValue()).toBe(address);
      expect(botHeaders).toHaveLength(2);
      expect(botHeaders[1]).not.toBe(botHeaders[0]);
      expect(await seriousViolations(page)).toEqual([]);
      await block.screenshot({ path: `${ARTIFACTS}/newsletter-refused-${width}.png` });

      // A change of route clears the message; the footer stays.
      await page.getByRole('link', { name: 'Qui sommes-nous' }).click();
      await page.waitForURL(/about-us/);
      await expect.poll(() => alert.count()).toBe(0);
      expect(await email.inputValue()).toBe(address);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('the backend refuses a subscription without the X-ReCaptcha header, with Magento’s text', async () => {
    const response = await fetch(`${suite.shop.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { subscribeEmailToNewsletterWithConsent(email: "robot@example.fr", is_consent: true, optinSource: "footer") { status } }' }),
    });
    const body = (await response.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toBe('ReCaptcha validation failed, please try again');
    expect(subscriber('robot@example.fr')).toBeUndefined();
  });

  it('reached with the connection down: the form comes once it is back, with no error', async () => {
    const { page, context } = await openPage(suite.browser, 1440);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // Offline once nothing is on its way: a module the connection drops while it is fetched stays failed for the
    // page's life in Chromium, and a chunk it shares with the form with it.
    await page.goto(`${suite.shop.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.setOffline(true);
    // The form's machine and its view load as the footer nears: offline, neither is asked for (a module that failed
    // to load would stay failed for the page's life), and both are once the connection is back.
    const asked: string[] = [];
    page.on('request', (request) => /\/newsletter[^/]*\.js$/.test(request.url()) && asked.push(request.url()));
    const block = page.getByRole('region', { name: 'Newsletter' });
    await block.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(asked).toEqual([]);
    await context.setOffline(false);
    await block.getByLabel(/^E-mail pour la newsletter/).waitFor();
    await block.getByRole('checkbox', { name: CONSENT }).waitFor();
    expect(await page.getByRole('heading', { name: 'Oups !' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
