// The link of a data-protection request's e-mail (spec §2 "/gdpr-request/type/{type}/code/{code}"), read from its
// route: in a module of its own, since the shell reads it for the page's input.

/** What the customer may ask of their data. */
export const GDPR_REQUEST_TYPES = ['export', 'erase'] as const;
export type GdprRequestType = (typeof GDPR_REQUEST_TYPES)[number];

/** The link of a data-protection request's e-mail: /gdpr-request/type/{type}/code/{code}. */
export interface GdprLink {
  type: GdprRequestType;
  code: string;
}

/** The link's parameters as the route gives them: a link, one that cannot be any (unknown type, no code), or none. */
export function gdprLinkOf(params: Readonly<Record<string, string>>): GdprLink | 'invalid' | null {
  if (params.type === undefined && params.code === undefined) return null;
  const type = GDPR_REQUEST_TYPES.find((known) => known === params.type);
  const code = params.code?.trim() ?? '';
  return type && /^\w{1,128}$/.test(code) ? { type, code } : 'invalid';
}
