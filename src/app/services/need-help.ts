import type { NeedHelp } from '../../domain/need-help';
import { GET_NEED_HELP } from '../graphql/need-help';
import { queryData } from './graphql/request';
import type { DataServices } from './route';

/**
 * The Need Help menu's contact details (spec §7 getNeedHelp, cache-and-network): what the cache holds is not
 * enough, the backend is asked each time this runs (the menu keeps the answer once it has one).
 */
export async function loadNeedHelp({ client }: DataServices): Promise<NeedHelp> {
  const { storeConfig } = await queryData(await client(), GET_NEED_HELP, {}, { requestPolicy: 'cache-and-network' });
  const help = storeConfig?.need_help;
  return {
    email: help?.email ?? null,
    phone: help?.phone_number ?? null,
    startDay: help?.start_day ?? null,
    endDay: help?.end_day ?? null,
    startTime: help?.start_time ?? null,
    endTime: help?.end_time ?? null,
    timezone: storeConfig?.timezone ?? null,
  };
}
