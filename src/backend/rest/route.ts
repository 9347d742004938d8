import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { STORE_CODE } from '../../domain/store';
import { CatalogSession } from '../catalog/product-repository';
import type { BackendProfile } from '../config/profile';
import type { Customer } from '../graphql/context';
import { header, mediaType, readBody, requestOrigin } from '../http/body';
import type { Services } from '../services';
import { supportEmail } from '../services';
import { adminTokenRoutes } from '../preview/admin-token-route';
import { adyenRoutes } from './adyen-routes';
import { checkoutRoutes } from './checkout-routes';
import type { RestContext, RestRoute } from './context';
import { REST_MESSAGES, WebapiError, badRequest, missingFields, noRoute, unauthorized, webapiErrorOf } from './errors';

/** Largest request body accepted, in bytes (as the GraphQL endpoint). */
export const MAX_REST_BODY_BYTES = 1024 * 1024;

/** The served routes, Magento's and, where the profile has the module, Adyen's (webapi.xml). */
const restRoutes = (profile: BackendProfile): readonly RestRoute[] =>
  [...checkoutRoutes, ...(profile.adyen ? adyenRoutes : []), ...adminTokenRoutes];

interface CompiledRoute {
  route: RestRoute;
  pattern: RegExp;
  names: string[];
}

function compile(route: RestRoute): CompiledRoute {
  const names: string[] = [];
  const source = route.path.split('/').map((part) => {
    if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    names.push(part.slice(1));
    return '([^/]+)';
  }).join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/**
 * The path after /rest and its optional store code, as Magento's webapi path processor reads it: /rest/V1/…,
 * /rest/default/V1/…, /rest/<store code>/V1/…, /rest/all/V1/…; another first segment stays part of the path.
 */
export function routePath(pathname: string): string {
  const rest = pathname.replace(/^\/rest/, '');
  const [, first, ...others] = rest.split('/');
  if (first && others.length > 0 && ['default', 'all', STORE_CODE].includes(first)) return `/${others.join('/')}`;
  return rest;
}

function match(compiled: readonly CompiledRoute[], method: string, path: string): { route: RestRoute; params: Record<string, string> } | undefined {
  for (const { route, pattern, names } of compiled) {
    const found = pattern.exec(path);
    if (!found || route.method !== method) continue;
    let params: Record<string, string>;
    try {
      params = Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)]));
    } catch {
      return undefined;
    }
    return { route, params };
  }
  return undefined;
}

/**
 * /rest/*: Magento's webapi front controller for the routes above — route, then authorisation (a "self" route needs a
 * customer token), then the JSON body, then the service's required parameters — with Magento's error answers
 * ({"message", "parameters"}, 400/401/404). Every answer is JSON and no-store.
 */
export class RestEndpoint {
  private readonly routes: readonly CompiledRoute[];

  constructor(private readonly services: Services, private readonly now: () => number) {
    this.routes = restRoutes(services.profile).map(compile);
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let status = 200;
    let body: unknown;
    try {
      body = await this.answer(req);
    } catch (error) {
      const known = webapiErrorOf(error);
      if (known) {
        status = known.status;
        body = known.body;
      } else {
        const report = `webapi-${randomBytes(6).toString('hex')}`;
        this.services.log(new Error(`REST ${req.method} ${req.url} failed (${report})`, { cause: error }));
        status = 500;
        body = { message: REST_MESSAGES.internal, parameters: [report] };
      }
    }
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store, no-cache, must-revalidate, max-age=0',
      Pragma: 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Content-Length': Buffer.byteLength(text),
    });
    res.end(text);
  }

  private async answer(req: IncomingMessage): Promise<unknown> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const found = match(this.routes, req.method ?? 'GET', routePath(url.pathname));
    if (!found) throw noRoute();
    const now = this.now();
    const customer = this.customerFrom(header(req, 'authorization'), now);
    if (found.route.resource === 'self' && !customer) throw unauthorized();
    const body = req.method === 'GET' ? {} : await this.jsonBody(req);
    const missing = found.route.required.filter((name) => body[name] === undefined || body[name] === null || body[name] === '');
    if (missing.length > 0) throw missingFields(missing);
    const origin = requestOrigin(req);
    const context: RestContext = {
      services: this.services, now, origin, customer, params: found.params, body, clientIp: req.socket.remoteAddress ?? '',
      session: new CatalogSession(this.services.products),
      mail: { origin, supportEmail: supportEmail(this.services.config) },
    };
    return found.route.handle(context);
  }

  /** The JSON object of the body; Magento reads other JSON as no parameters. */
  private async jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    const type = mediaType(req);
    if (!type) throw badRequest(REST_MESSAGES.contentTypeEmpty);
    if (type !== 'application/json') throw badRequest(REST_MESSAGES.contentTypeUnknown, [type]);
    const read = await readBody(req, MAX_REST_BODY_BYTES);
    if (!read.ok) throw read.reason === 'too-large' ? new WebapiError(413, { template: REST_MESSAGES.tooLarge }) : badRequest(REST_MESSAGES.decodingError);
    const source = read.body.toString('utf8');
    if (source.trim() === '') return {};
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch {
      throw badRequest(REST_MESSAGES.decodingError);
    }
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  }

  /** A valid bearer token's customer; Magento's webapi treats any other caller as a guest. */
  private customerFrom(authorization: string, now: number): Customer | null {
    const [scheme, token, ...rest] = authorization.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) return null;
    const { customers, tokens } = this.services;
    const check = tokens.verify(token, now, (id) => customers.revocation(id));
    if (!check.ok) return null;
    const row = customers.find(check.claims.uid);
    return row ? { id: row.entity_id, groupId: row.group_id } : null;
  }
}
