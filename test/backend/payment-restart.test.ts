// The payment's state lives in the database: a backend restarted between placing the order and the 3-D Secure
// result carries on, and the shopper's payment finishes once.
import { expect, test } from 'vitest';
import {
  CARDS, actionToken, guestDetails, guestStatus, payGuest, query, readyGuestCart, simulatorPage,
} from './checkout-support';
import { startTestBackend } from './helpers';

test('a challenge answered after a restart, and a fingerprint result issued before it, both finish', async () => {
  const first = await startTestBackend({ keepData: true });
  const challengeCart = await readyGuestCart(first);
  const challengeOrder = (await payGuest(first, challengeCart, CARDS.challenge)).body as string;
  const { acsURL } = actionToken((await guestStatus(first, challengeCart, challengeOrder)).action);
  const fingerprintCart = await readyGuestCart(first);
  const fingerprintOrder = (await payGuest(first, fingerprintCart, CARDS.fingerprint)).body as string;
  const fingerprint = await simulatorPage(first, actionToken((await guestStatus(first, fingerprintCart, fingerprintOrder)).action).threeDSMethodUrl);
  await first.close();

  const second = await startTestBackend({ dataDir: first.dataDir });
  try {
    expect(await guestStatus(second, challengeCart, challengeOrder)).toMatchObject({ isFinal: false, resultCode: 'ChallengeShopper' });
    const done = await simulatorPage(second, acsURL, 'password');
    expect(done.targetOrigin).toBe(second.url);
    expect(JSON.parse((await guestDetails(second, challengeCart, challengeOrder, done.threeDSResult!)).body)).toMatchObject({ resultCode: 'Authorised' });
    expect(JSON.parse((await guestDetails(second, fingerprintCart, fingerprintOrder, fingerprint.threeDSResult!)).body)).toMatchObject({ resultCode: 'Authorised' });
    expect(query(second, 'SELECT entity_id, state FROM sales_order ORDER BY entity_id')).toEqual([
      { entity_id: Number(challengeOrder), state: 'processing' },
      { entity_id: Number(fingerprintOrder), state: 'processing' },
    ]);
    expect(query(second, 'SELECT COUNT(*) AS n FROM quote WHERE is_active = 0')).toEqual([{ n: 2 }]);
  } finally {
    await second.close();
  }
});
