import { shellPage } from '../../domain/routes';
import { storeSwitchTarget } from '../../domain/store-switch';
import { STORE_SWITCH_ROUTE } from '../graphql/store-switcher';
import { persistedQueryOf } from './graphql/trusted-document-exchange';

/**
 * The page shown, in another store view (spec §4, §7): the shell's own pages are in every store view; any other
 * URL is asked of the backend under that store view's Store header, past every cache. Home when it has none.
 */
export async function storeRoute({ storeCode, path, search }: { storeCode: string; path: string; search: string }): Promise<string> {
  if (shellPage(path)) return `${path}${search}`;
  // By the document's id, as the shop sends every operation (the public /graphql runs no other).
  const params = new URLSearchParams({
    extensions: JSON.stringify(persistedQueryOf(STORE_SWITCH_ROUTE)),
    operationName: 'StoreSwitchRoute',
    variables: JSON.stringify({ url: path.replace(/^\//, '') }),
  });
  const reply = await fetch(`/graphql?${params}`, { headers: { Store: storeCode }, cache: 'no-store' });
  if (!reply.ok) throw new Error(`The route of ${path} in store view ${storeCode} could not be read (${reply.status}).`);
  const body = (await reply.json()) as { data?: { route?: { relative_url?: string | null } | null } | null };
  return storeSwitchTarget(body.data?.route ? (body.data.route.relative_url ?? null) : null, search);
}
