import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

const TINTUP = 'https://embed.tintup.test';
const TRUSTBEAUTY = 'https://widget.trustbeauty.test';
const suite = shopInChromium({ TINTUP_SCRIPT_URL: `${TINTUP}/embed.js`, TRUSTBEAUTY_SCRIPT_URL: `${TRUSTBEAUTY}/v1/reviews.js` });

/** The widgets' vendors and the video host, stood in for: each script fills its widget's container as the real ones do. */
async function vendors(context: BrowserContext, requests: string[]) {
  context.on('request', (request) => requests.push(request.url()));
  const script = (selector: string, text: string) =>
    `for (const el of document.querySelectorAll(${JSON.stringify(selector)})) { const p = document.createElement('p'); p.textContent = ${JSON.stringify(text)}; el.append(p); }`;
  await context.route(`${TINTUP}/**`, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: script('.tintup[data-id]', 'Les dernières publications #VitrineBienEtre') }),
  );
  await context.route(`${TRUSTBEAUTY}/**`, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: script('.trustbeauty-widget[data-api-key]', 'Note moyenne 4,8 sur 5, 1 250 avis vérifiés') }),
  );
  await context.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>Lecteur</title><p>Lecteur vidéo</p>' }));
}

const cspOf = (headers: Record<string, string>) => headers['content-security-policy'] ?? '';
const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

describe('Page Builder media: a video and third-party widgets', () => {
  for (const width of [375, 1440]) {
    it(`shows the video as a play button and the widgets their scripts fill, allowed by that page's CSP only, at ${width} px`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const requests: string[] = [];
      await vendors(context, requests);

      const response = await page.goto(`${suite.shop.url}/communaute`);
      const csp = cspOf(response!.headers());
      expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${TINTUP} ${TRUSTBEAUTY}`);
      expect(directive(csp, 'frame-src')).toContain('https://www.youtube-nocookie.com');
      await page.getByRole('heading', { level: 1, name: 'La communauté Vitrine' }).waitFor();

      // The widgets: their scripts load on demand and fill them.
      await page.getByRole('region', { name: 'Fil social' }).getByText('Les dernières publications #VitrineBienEtre').waitFor();
      await page.getByRole('region', { name: 'Avis clients' }).getByText('Note moyenne 4,8 sur 5, 1 250 avis vérifiés').waitFor();
      expect(await page.getByRole('link', { name: /Voir tout le fil/ }).getAttribute('href')).toBe('https://www.tintup.com/vitrine-bien-etre');

      // The video: a play button, and nothing asked of the video host until the shopper presses it.
      const play = page.getByRole('button', { name: 'Lire la vidéo YouTube' });
      await play.waitFor();
      expect(requests.filter((url) => /youtube|ytimg|vimeo/.test(url))).toEqual([]);
      await play.scrollIntoViewIfNeeded();
      await screenshot(page, `page-builder-media-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      await play.click();
      const player = page.locator('iframe[title="Lecteur vidéo YouTube"]');
      await player.waitFor();
      expect(await player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0');
      // Only now does the page ask the host: for its cookie-free player.
      await expect.poll(() => requests.filter((url) => /youtube|ytimg|vimeo/.test(url))).toEqual(['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0']);
      await screenshot(page, `page-builder-media-playing-${width}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the home page’s CSP allows neither widget, and it loads no widget script', async () => {
    const { page, context, errors } = await openPage(suite.browser, 1440);
    const requests: string[] = [];
    await vendors(context, requests);
    const response = await page.goto(suite.shop.url);
    const csp = cspOf(response!.headers());
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(csp).not.toContain(TINTUP);
    expect(csp).not.toContain(TRUSTBEAUTY);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.startsWith(TINTUP) || url.startsWith(TRUSTBEAUTY))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
