// The REST helper of spec §7: JSON both ways, the customer's bearer token, credentials included, abortable;
// identical GETs in flight are shared; a non-OK answer raises a RestError with what Magento's body says.

/** A REST answer that was not OK: the request, its status, and Magento's message, parameters and trace. */
export class RestError extends Error {
  override name = 'RestError';
  constructor(
    readonly method: string,
    readonly url: string,
    /** 0 when no answer came (network). */
    readonly status: number,
    message: string,
    readonly parameters: unknown = null,
    readonly trace: string | null = null,
  ) {
    super(message);
  }
}

export interface RestIdentity {
  token: () => string | null;
  storeCode: () => string;
}

export type Rest = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: { body?: unknown; signal?: AbortSignal }) => Promise<T>;

/** Magento's `{message, parameters}` with `%name` or `%1` placeholders filled in. */
export function magentoMessage(body: { message?: unknown; parameters?: unknown }): string | null {
  if (typeof body.message !== 'string') return null;
  const parameters = body.parameters;
  return body.message.replace(/%(\w+)/g, (whole, name: string) => {
    const value = Array.isArray(parameters) ? parameters[Number(name) - 1] : parameters && typeof parameters === 'object' ? (parameters as Record<string, unknown>)[name] : undefined;
    return value === undefined || value === null ? whole : String(value);
  });
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createRest(identity: RestIdentity, fetchImpl: typeof fetch = fetch, base = '/rest'): Rest {
  const inFlight = new Map<string, Promise<unknown>>();

  const send = async (method: string, path: string, body: unknown, signal?: AbortSignal): Promise<unknown> => {
    const url = `${base}/${identity.storeCode()}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = identity.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetchImpl(url, { method, headers, credentials: 'include', body: body === undefined ? undefined : JSON.stringify(body), signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new RestError(method, url, 0, error instanceof Error ? error.message : 'Network error');
    }
    const answer = await bodyOf(response);
    if (!response.ok) {
      const fields = answer && typeof answer === 'object' ? (answer as { message?: unknown; parameters?: unknown; trace?: unknown }) : {};
      throw new RestError(method, url, response.status, magentoMessage(fields) ?? response.statusText, fields.parameters ?? null, typeof fields.trace === 'string' ? fields.trace : null);
    }
    return answer;
  };

  return async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, { body, signal }: { body?: unknown; signal?: AbortSignal } = {}) => {
    if (method !== 'GET') return (await send(method, path, body, signal)) as T;
    // One request for identical GETs in flight; the token is part of the key (another customer's answer differs).
    const key = `${identity.token() ?? ''} ${path}`;
    const shared = inFlight.get(key) ?? send(method, path, undefined, signal).finally(() => inFlight.delete(key));
    inFlight.set(key, shared);
    return (await shared) as T;
  };
}
