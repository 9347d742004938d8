import type { Client } from '@urql/core';
import type { Location } from '../../../machines/router.machine';
import { resolve, shellPage, storeCodePrefix, type Resolution } from '../../domain/routes';
import { RESOLVE_URL } from '../graphql/route';
import { queryData } from './graphql/request';

/** What the data layer needs: the client (created on first use in a browser) and the store view codes. */
export interface DataServices {
  client: () => Promise<Client>;
  /** Codes of the store views; a path may start with one (spec §2). */
  storeCodes: () => readonly string[];
}

/** What a location is: a page of the shell's own table, or the backend's answer to `route(url)`. */
export async function resolveLocation({ client, storeCodes }: DataServices, { path, search }: Location): Promise<Resolution> {
  const shell = shellPage(path);
  if (shell) return { type: 'page', page: shell };
  const prefixed = storeCodePrefix(path, storeCodes());
  if (prefixed) return { type: 'redirect', to: `${prefixed.rest}${search}`, code: 302, storeCode: prefixed.storeCode };
  const data = await queryData(await client(), RESOLVE_URL, { url: path.replace(/^\//, '') });
  return resolve(data.route, search);
}
