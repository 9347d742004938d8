import { mkdirSync } from 'node:fs';
import { parse } from 'graphql';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page, type Request } from 'playwright-core';
import { isPublicQuery } from '../../../src/app/services/graphql/operation-kind';
import { reactOwns } from '../../../src/app/services/react-owns';
import { sentOperation } from './operations';

export const ARTIFACTS = 'test-results/e2e';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell: the same engine without the browser's UI), with the
 * flags that keep it off a closed network; each launch has a fresh profile. A context and its first page cost the
 * shell a third of what the full browser in --headless=new costs (0.4 against 1.2 CPU-seconds for a blank page,
 * 1.6 against 3.8 for the cart page, on this host), and the browser tests open hundreds. CHROMIUM_PATH picks another.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export interface GraphqlRequest {
  method: string;
  operation: 'query' | 'mutation';
  name: string;
  /** Sent as the id of one of the shop's trusted documents, not as a document. */
  byId: boolean;
  isPublic: boolean;
  hasAuthorization: boolean;
  /** An admin's preview (Preview-Version): its reads carry the admin's token, and no cache keeps their answers. */
  isPreview: boolean;
}

export interface ShopPage {
  page: Page;
  context: BrowserContext;
  /** Console errors, uncaught exceptions (CSP violations included) and breaches of the request policy. */
  errors: string[];
  /** Every GraphQL request the page sent. */
  graphql: GraphqlRequest[];
}

/** A GraphQL request as the shop sent it, or null for anything else. */
async function graphqlRequest(request: Request): Promise<GraphqlRequest | null> {
  const sent = sentOperation(request);
  if (!sent) return null;
  const headers = await request.allHeaders();
  return {
    method: request.method(),
    operation: sent.kind,
    name: sent.name,
    byId: sent.byId && sent.document !== null,
    isPublic: sent.document !== null && isPublicQuery(parse(sent.document)),
    hasAuthorization: 'authorization' in headers,
    isPreview: 'preview-version' in headers,
  };
}

/** Spec §7, the CDN and the trusted documents: queries go as GET; public ones never carry Authorization; each by its id. */
function policyBreach(request: GraphqlRequest): string | null {
  if (!request.byId) return `${request.operation} ${request.name} went without the id of one of the shop's documents`;
  if (request.operation === 'query' && request.method !== 'GET') return `query ${request.name} went as ${request.method}`;
  if (request.operation === 'query' && request.isPublic && request.hasAuthorization && !request.isPreview) return `public query ${request.name} carried Authorization`;
  return null;
}

/**
 * A console error as a test reports it: a resource that failed to load names its URL (Chromium's message does not),
 * so that CI's log says which request failed.
 */
export function consoleError(message: ConsoleMessage): string {
  const { url } = message.location();
  return message.text().startsWith('Failed to load resource') && url ? `${message.text()}: ${url}` : message.text();
}

/**
 * A fresh context and page. The shop's service worker is blocked unless `serviceWorkers: 'allow'`: a test's
 * page.route() never sees what a worker answers, and a copy the worker kept would outlive what a test changed.
 * test/e2e/service-worker.e2e.ts runs with it.
 */
export async function openPage(browser: Browser, width: number, height = 900, { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<ShopPage> {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'fr-FR', serviceWorkers });
  context.on('page', waitingForTheApp);
  const page = await context.newPage();
  const errors: string[] = [];
  const graphql: GraphqlRequest[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(consoleError(message)));
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    void graphqlRequest(request).then(
      (sent) => {
        if (!sent) return;
        graphql.push(sent);
        const breach = policyBreach(sent);
        if (breach) errors.push(`request policy: ${breach}`);
      },
      // A request still on its way when the test closes the page (a prefetch on hover) cannot be read any more.
      () => undefined,
    );
  });
  return { page, context, errors, graphql };
}

/**
 * Makes the page's `goto` and `reload` also wait for the app to start on what they loaded, as a shopper waits for a
 * page to be ready: the app's scripts come once the page is painted (src/app/boot.ts), which may be after the load
 * event Playwright waits for, and a click on the server's markup before React hydrates it does nothing. A page
 * without the app (a file, the offline page) is left as loaded, and so is a page loaded while the browser says it is
 * offline: the code of its lazy parts is asked for once the browser has a connection again
 * (src/app/services/until-done.ts).
 */
export function waitingForTheApp(page: Page): Page {
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await page.waitForFunction(() => {
          // An element gets its fiber when React has walked what it holds, just before it commits: the root's first
          // element (the shell), and the last of the parts React hydrates apart from it in tree order (the footer, or
          // the page area on a checkout page), which comes in the same pass as the page area. `reactOwns`, written
          // out: a function run in the page imports nothing, and the shop's CSP refuses a string to evaluate.
          const owned = (element: Element | null | undefined) => element != null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
          const shell = document.getElementById('root')?.firstElementChild;
          const last = document.querySelector('footer.footer') ?? document.querySelector('#main > *');
          return !document.getElementById('vitrine-scripts') || !navigator.onLine || (owned(shell) && (last == null || owned(last)));
        });
        return response;
      },
    });
  }
  return page;
}

/**
 * Waits until React has hydrated the element: a widget whose code loads after the page (react-aria's tabs) is
 * only the server's markup until then, and a key pressed on it does nothing.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await locator.page().waitForFunction(reactOwns, await locator.elementHandle());
}

/** Whether React listens on the page: its mark on the app's root, left as it starts hydrating (or rendering) there. */
export function reactListens(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')));
}

/** Saves a screenshot as a test artifact; `fullPage: false` keeps fixed elements such as toasts in view. */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = `${ARTIFACTS}/${name}.png`;
  await page.screenshot({ path, fullPage });
  return path;
}
