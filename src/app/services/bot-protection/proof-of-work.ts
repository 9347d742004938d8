import { leadingZeroBits, proofToken } from '../../../domain/bot-protection';
import { BOT_PROTECTION_CHALLENGE } from '../../graphql/bot-protection';
import { queryData, RequestError } from '../graphql/request';
import type { DataServices } from '../route';

/** Hashes between two yields to the page, so that typing and painting go on while the answer is sought. */
const BATCH = 256;

/** The shop's own verifier: a fresh challenge from the backend, solved here (SHA-256 proof of work). */
export async function proofOfWorkToken({ client }: DataServices, action: string): Promise<string> {
  const { botProtectionChallenge } = await queryData(await client(), BOT_PROTECTION_CHALLENGE, { action }, { requestPolicy: 'network-only' });
  if (!botProtectionChallenge) throw new RequestError('Empty answer', false);
  const { challenge, difficulty } = botProtectionChallenge;
  const encoder = new TextEncoder();
  for (let counter = 0; ; counter++) {
    const token = proofToken(challenge, counter);
    const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(token)));
    if (leadingZeroBits(hash) >= difficulty) return token;
    if (counter % BATCH === BATCH - 1) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
