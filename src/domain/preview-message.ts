import type { Preview } from './preview';

/**
 * The preview an admin's message carries (spec §4): `{Authorization: 'Bearer <token>', 'Preview-Version': '<version>'}`,
 * the token a JWT-like string and the version a positive integer (a staging version's time), both bounded; else null.
 * Apart from domain/preview.ts: every page's first load holds it.
 */
export function previewFromMessage(data: unknown): Preview | null {
  if (typeof data !== 'object' || data === null) return null;
  const { Authorization: authorization, 'Preview-Version': version } = data as Record<string, unknown>;
  if (typeof authorization !== 'string' || typeof version !== 'string' || authorization.length > 1024) return null;
  const token = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(authorization)?.[1];
  return token && /^[1-9][0-9]{0,12}$/.test(version) ? { token, version } : null;
}
