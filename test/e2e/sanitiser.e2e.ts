import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { XSS_VECTORS } from '../fixtures/xss-vectors';
import { hostileTraces } from '../fixtures/xss-traces';
import { seriousViolations } from './support/axe';
import { openPage, screenshot } from './support/browser';
import { shopInChromium } from './support/suite';

// A product whose description an admin or an extension filled with the XSS filter-evasion vectors, reached by a
// click in the shop: the browser's sanitiser (the page's own DOM) must leave nothing active, and read the HTML
// exactly as the server's (jsdom) did, or the page would not hydrate.

const suite = shopInChromium({ VITRINE_TEST_HOOKS: '1' });
const URL_KEY = 'huile-de-krill-antarctique';
const NAME = 'Huile de krill antarctique';
/** Vectors that leave an element holding raw text open (a textarea) would turn the next ones into text: they come last. */
const SWALLOWS = /<(textarea|select|xmp|noscript|title)\b/i;
const DESCRIPTION = `<p>Riche en oméga-3 marins.</p>${[...XSS_VECTORS.filter((v) => !SWALLOWS.test(v)), ...XSS_VECTORS.filter((v) => SWALLOWS.test(v))]
  .map((vector) => `<div>${vector}</div>`)
  .join('')}`;

let categoryPath: string;

beforeAll(async () => {
  const query = `{ products(filter: { url_key: { eq: "${URL_KEY}" } }) { items { sku categories { url_path url_suffix } } } }`;
  const answer = (await (await fetch(`${suite.shop.url}/graphql?query=${encodeURIComponent(query)}`)).json()) as {
    data: { products: { items: { sku: string; categories: { url_path: string; url_suffix: string }[] }[] } };
  };
  const product = answer.data.products.items[0]!;
  const category = product.categories.at(-1)!;
  categoryPath = `/${category.url_path}${category.url_suffix}`;
  const set = await fetch(`${suite.shop.url}/__test__/description/${encodeURIComponent(product.sku)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ html: DESCRIPTION }),
  });
  expect(set.status).toBe(200);
});

/** A tree as text, each element's attributes sorted (React writes an image's `src` last when it renders in a browser). */
function canonical(node: Node): string {
  if (node.nodeType === 3) return JSON.stringify(node.textContent);
  if (node.nodeType !== 1 && node.nodeType !== 11) return '';
  const children = Array.from(node.childNodes).map(canonical).join('');
  if (node.nodeType === 11) return children;
  const element = node as Element;
  const attributes = Array.from(element.attributes).map(({ name, value }) => `${name}=${JSON.stringify(value)}`).sort();
  return `<${element.localName} ${attributes.join(' ')}>${children}</${element.localName}>`;
}

/** What the page shows of the description (its tree), and the traces of any vector in it. */
async function description(page: Page): Promise<{ tree: string; traces: string[] }> {
  const region = page.locator('.product__description');
  await region.getByText('Riche en oméga-3 marins.').waitFor();
  const fragment = JSDOM.fragment(await region.innerHTML());
  return { tree: canonical(fragment), traces: hostileTraces(fragment, { styleElements: true }) };
}

/** Anywhere on the page: an inline handler or a script URL (the shop's own markup has none). */
const pageTraces = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('*')).flatMap((element) =>
      Array.from(element.attributes)
        .filter(({ name, value }) => name.startsWith('on') || /^\s*(?:java|vb)script:/i.test(value))
        .map(({ name }) => `${element.localName}[${name}]`),
    ),
  );

describe('a hostile product description in Chromium', () => {
  for (const width of [375, 1440]) {
    it(`at ${width} px: nothing active after a click from the category, and the same HTML as the server's page`, async () => {
      const { page, context, errors } = await openPage(suite.browser, width);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`${suite.shop.url}${categoryPath}`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: NAME }).first().click();
      await page.getByRole('heading', { level: 1, name: NAME }).waitFor();
      const navigated = await description(page);
      expect(navigated.traces).toEqual([]);
      expect(await pageTraces(page)).toEqual([]);
      expect(await page.locator('.product__description iframe, .product__description form, .product__description input, .product__description script').count()).toBe(0);
      await page.waitForTimeout(500);
      await screenshot(page, `sanitiser-${width}`);
      expect(await seriousViolations(page)).toEqual([]);

      // The same product served by the server: its description as the server's sanitiser read it.
      await page.goto(`${suite.shop.url}/${URL_KEY}.html`, { waitUntil: 'networkidle' });
      const served = await description(page);
      expect(served.traces).toEqual([]);
      expect(served.tree).toBe(navigated.tree);
      expect(await pageTraces(page)).toEqual([]);

      expect(dialogs).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
