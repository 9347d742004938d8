import { COLORS } from '../../domain/layout';
import { STORE_NAME } from '../../domain/store';

/** The messages the offline page shows, from the shop's catalogue (lang/fr_FR.json). */
export const OFFLINE_MESSAGES = ['offlinePage.title', 'offlinePage.heading', 'offlinePage.text', 'offlinePage.retry', 'offlinePage.home', 'header.logoLabel'] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The page the service worker shows when a navigation fails and no copy of the page is kept: static, in the shop's
 * language, with no script (the shop's code may be what failed to load). Its retry link reloads the address asked
 * for: the worker answers that address with this page, so an empty href is that address.
 */
export function offlinePageHtml(catalogue: Record<string, string>, locale = 'fr_FR'): string {
  const text = (id: (typeof OFFLINE_MESSAGES)[number]) => {
    const message = catalogue[id];
    if (message === undefined) throw new Error(`lang/${locale}.json lacks ${id}, which the offline page shows.`);
    return escapeHtml(message.replace('{storeName}', STORE_NAME));
  };
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${COLORS.brand}" />
    <title>${text('offlinePage.title')} | ${escapeHtml(STORE_NAME)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/offline.css" />
  </head>
  <body>
    <header><a href="/" aria-label="${text('header.logoLabel')}"><img src="/logo.svg" alt="" width="132" height="32" /></a></header>
    <main>
      <h1>${text('offlinePage.heading')}</h1>
      <p>${text('offlinePage.text')}</p>
      <p><a class="retry" href="">${text('offlinePage.retry')}</a> <a href="/">${text('offlinePage.home')}</a></p>
    </main>
  </body>
</html>
`;
}

/** Its stylesheet, a file of its own: the shop's CSP allows no inline style. */
export function offlinePageCss(): string {
  return `body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: ${COLORS.ink}; background: ${COLORS.canvas}; }
header { padding: 1rem 1.5rem; background: ${COLORS.surface}; border-bottom: 1px solid ${COLORS.line}; }
main { max-width: 36rem; margin: 3rem auto; padding: 0 1.5rem; }
h1 { font-size: 1.75rem; margin: 0 0 1rem; }
p { line-height: 1.5; color: ${COLORS.inkMuted}; }
a { color: ${COLORS.brand}; margin-right: 1.5rem; }
a.retry { display: inline-block; padding: 0.75rem 1.5rem; border-radius: 0.25rem; background: ${COLORS.brand}; color: ${COLORS.surface}; text-decoration: none; }
`;
}
