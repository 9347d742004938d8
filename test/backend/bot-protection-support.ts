import { createHash } from 'node:crypto';
import { leadingZeroBits, proofToken } from '../../src/domain/bot-protection';
import type { TestBackend } from './helpers';

/** Solves a challenge as the browser does: the first counter whose hash has enough zero bits. */
export function solve(challenge: string, difficulty: number): string {
  for (let counter = 0; ; counter++) {
    if (leadingZeroBits(createHash('sha256').update(proofToken(challenge, counter)).digest()) >= difficulty) return proofToken(challenge, counter);
  }
}

/** The X-ReCaptcha header of a solved challenge of the backend for `action`. */
export async function botPass(t: TestBackend, action: string): Promise<{ 'X-ReCaptcha': string }> {
  const reply = await t.gql('query ($action: String!) { botProtectionChallenge(action: $action) { challenge difficulty } }', { variables: { action } });
  const { challenge, difficulty } = reply.body.data!.botProtectionChallenge as { challenge: string; difficulty: number };
  return { 'X-ReCaptcha': solve(challenge, difficulty) };
}
