import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { URL_SUFFIX } from '../../domain/store';
import { readBody } from '../http/body';
import type { Services } from '../services';
import { DRAFTABLE, parseVersion, type DraftEntity, type DraftRow } from './drafts';
import { publishDraft } from './publish';

/** The embedded backend's admin page for previews (never a real Magento's: its admin has its own). */
export const ADMIN_PREVIEW_PATH = '/admin/preview';

/** Where the page's "Publier" buttons post a draft to publish: `{ entity, identifier, version }`, as JSON. */
export const ADMIN_PUBLISH_PATH = `${ADMIN_PREVIEW_PATH}/publish`;

/** Longest Authorization header read: HTTP Basic with a username and a password of 256 characters each. */
const MAX_AUTHORIZATION = 1024;

const REALM = 'Basic realm="Vitrine admin", charset="UTF-8"';

const ENTITY_NAMES: Record<DraftRow['entity_type'], string> = { cms_page: 'Page', cms_block: 'Bloc', product: 'Produit' };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** A value inside a <script>: JSON with "<" escaped, so that nothing can close the element. */
const scriptValue = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
body{margin:0;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2a2e;background:#fff}
main{max-width:80rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:0 0 1rem}
table{border-collapse:collapse;width:100%;margin-bottom:1rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #c9d1d3;vertical-align:middle}
button{font:inherit;font-weight:bold;padding:.5rem 1rem;border:0;border-radius:4px;background:#1d6b5a;color:#fff;cursor:pointer}
td button{margin:.125rem .5rem .125rem 0}
button:focus-visible{outline:3px solid #1f2a2e;outline-offset:2px}
iframe{display:block;width:100%;height:75vh;border:1px solid #5b6b70;border-radius:4px}
.empty{color:#4a5a5f}
@media (max-width:40rem){th:nth-child(2),td:nth-child(2){display:none}}`;

/** The storefront path that shows a draft's entity; none when the entity is gone. */
function pathOf(draft: DraftRow, services: Services): string | undefined {
  if (draft.entity_type === 'cms_block') return '/';
  if (draft.entity_type === 'cms_page') {
    const page = services.cms.pageByKey(draft.identifier);
    return page ? `/${services.cms.urlKey(page.page_id) ?? page.identifier}` : undefined;
  }
  const id = services.products.idBySku(draft.identifier);
  const product = id === undefined ? undefined : services.products.load([id]).get(id);
  return product?.url_key ? `/${product.url_key}${URL_SUFFIX}` : undefined;
}

/** The credentials of an HTTP Basic Authorization header, or null. */
function basicCredentials(authorization: string): { username: string; password: string } | null {
  if (authorization.length > MAX_AUTHORIZATION) return null;
  const match = /^Basic ([A-Za-z0-9+/]+={0,2})$/i.exec(authorization.trim());
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

function draftRows(services: Services): string {
  const rows = services.drafts.list().flatMap((draft) => {
    const path = pathOf(draft, services);
    if (!path) return [];
    return [`<tr><td>${escape(draft.label)}</td><td>${ENTITY_NAMES[draft.entity_type]} ${escape(draft.identifier)}</td><td>${draft.version}</td>
<td><button type="button" data-path="${escape(path)}" data-version="${draft.version}" data-label="${escape(draft.label)}">Prévisualiser</button>
<button type="button" data-entity="${draft.entity_type}" data-identifier="${escape(draft.identifier)}" data-version="${draft.version}" data-label="${escape(draft.label)}">Publier</button></td></tr>`];
  });
  if (rows.length === 0) return '<p class="empty">Aucun brouillon à prévisualiser.</p>';
  return `<table><caption class="empty">Brouillons enregistrés, du plus récent au plus ancien</caption>
<thead><tr><th scope="col">Brouillon</th><th scope="col">Contenu</th><th scope="col">Version</th><th scope="col"><span hidden>Action</span></th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table>`;
}

/**
 * Opens the chosen storefront page in the frame, then, once it has loaded, posts it the admin's token and the draft's
 * version, on the shop's exact origin: the storefront stores them and reloads showing the draft (spec §4).
 */
const script = (token: string) => `
const token = ${scriptValue(token)};
const frame = document.getElementById('preview-frame');
const status = document.getElementById('preview-status');
for (const button of document.querySelectorAll('button[data-path]')) {
  button.addEventListener('click', () => {
    const { path, version, label } = button.dataset;
    frame.addEventListener('load', () => {
      frame.contentWindow.postMessage({ Authorization: 'Bearer ' + token, 'Preview-Version': version }, location.origin);
    }, { once: true });
    frame.src = path;
    status.textContent = 'Aperçu : ' + label + ' (version ' + version + ')';
  });
}
for (const button of document.querySelectorAll('button[data-entity]')) {
  button.addEventListener('click', async () => {
    const { entity, identifier, version, label } = button.dataset;
    const answer = await fetch(${scriptValue(ADMIN_PUBLISH_PATH)}, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ entity, identifier, version: Number(version) }),
    }).catch(() => null);
    if (answer && answer.ok) {
      button.closest('tr').remove();
      status.textContent = 'Publié : ' + label;
    } else {
      status.textContent = 'La publication de « ' + label + ' » a échoué : rechargez la page et réessayez.';
    }
  });
}`;

/**
 * /admin/preview: the drafts, each opened in a frame of the storefront with the admin's token, behind HTTP Basic with
 * the admin's credentials (ADMIN_USERNAME, ADMIN_PASSWORD; without them the page does not exist). Its only input is
 * the Authorization header, bounded in length.
 */
export function createAdminPreviewPage(services: Services, now: () => number, purge: (tags: readonly string[]) => void) {
  const send = (res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}, nonce?: string) => {
    res.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': [
        "default-src 'none'",
        ...(nonce ? [`script-src 'nonce-${nonce}'`, `style-src 'nonce-${nonce}'`] : []),
        "frame-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'",
      ].join('; '),
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'Content-Length': String(Buffer.byteLength(html)),
      ...headers,
    });
    res.end(html);
  };
  const page = (title: string, body: string, nonce?: string, token?: string) =>
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>${nonce ? `<style nonce="${nonce}">${STYLE}</style>` : ''}</head><body><main>${body}</main>${
      nonce && token ? `<script nonce="${nonce}">${script(token)}</script>` : ''}</body></html>`;

  return {
    async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      const publishing = pathname === ADMIN_PUBLISH_PATH;
      if ((pathname !== ADMIN_PREVIEW_PATH && !publishing) || !services.adminTokens.enabled) {
        send(res, 404, page('Page introuvable', '<h1>Page introuvable</h1>'));
        return;
      }
      const allowed = publishing ? ['POST'] : ['GET', 'HEAD'];
      if (!allowed.includes(req.method ?? '')) {
        send(res, 405, page('Méthode refusée', '<h1>Méthode refusée</h1>'), { Allow: allowed.join(', ') });
        return;
      }
      const credentials = basicCredentials(String(req.headers.authorization ?? ''));
      // A browser asks without credentials first: only credentials given count as a guess.
      const client = req.socket.remoteAddress ?? '';
      if (!credentials || !services.adminTokens.checkCredentials(credentials.username, credentials.password, client, now())) {
        send(res, 401, page('Accès réservé', '<h1>Accès réservé</h1><p>Identifiez-vous avec le compte administrateur de la boutique.</p>'),
          { 'WWW-Authenticate': REALM });
        return;
      }
      if (publishing) return publish(req, res);
      const nonce = randomBytes(16).toString('base64');
      const body = `<h1>Aperçu des brouillons</h1>
${draftRows(services)}
<p id="preview-status" role="status"></p>
<iframe id="preview-frame" title="Aperçu de la boutique"></iframe>`;
      send(res, 200, page('Aperçu des brouillons', body, nonce, services.adminTokens.issue(now())), {}, nonce);
    },
  };

  /**
   * Publishes a draft, then purges what showed it. Only the page's own script can ask: a JSON body (another site's
   * form cannot send one without a preflight this route does not answer), from the same origin when the browser says.
   */
  async function publish(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reply = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
    };
    const site = req.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin') return reply(403, { message: 'Publish from the admin preview page.' });
    if (!/^application\/json\b/.test(String(req.headers['content-type'] ?? ''))) return reply(415, { message: 'Send JSON.' });
    const body = await readBody(req, 1024);
    type Asked = { entity?: unknown; identifier?: unknown; version?: unknown } | null;
    const asked = ((): Asked => {
      try {
        return body.ok ? (JSON.parse(body.body.toString('utf8')) as Asked) : null;
      } catch {
        return null;
      }
    })();
    const entity = asked?.entity as DraftEntity;
    const version = parseVersion(String(asked?.version ?? ''));
    if (!Object.hasOwn(DRAFTABLE, String(entity)) || typeof asked?.identifier !== 'string' || asked.identifier.length > 255 || version === null) {
      return reply(400, { message: 'Send {"entity", "identifier", "version"} of a draft.' });
    }
    const tags = publishDraft(services, entity, asked.identifier, version, new Date(now()).toISOString());
    if (!tags) return reply(404, { message: 'No such draft.' });
    purge(tags);
    reply(200, { published: true, tags });
  }
}
