import { afterEach, describe, expect, it } from 'vitest';
import { receiptStorage } from '../../src/app/services/receipt-storage';
import { browserSession } from '../../src/app/services/session-storage';
import { createBrowserStorage, memoryStorageArea } from '../../src/app/services/storage';
import { RECEIPT } from '../fixtures/receipt';

afterEach(() => sessionStorage.clear());

describe('the receipt kept in the tab', () => {
  it('comes back as it was kept, for a reload of the receipt', () => {
    expect(receiptStorage.restore()).toBeNull();
    receiptStorage.save(RECEIPT);
    expect(receiptStorage.restore()).toEqual(RECEIPT);
  });

  it('is none when what the tab holds is not a receipt', () => {
    for (const held of ['not json', '{"orderNumber":"1"}', JSON.stringify({ ...RECEIPT, lines: 'x' }), JSON.stringify({ ...RECEIPT, amounts: { subtotal: 1 } })]) {
      sessionStorage.setItem('vitrine-persistence__receipt', held);
      expect(receiptStorage.restore(), held).toBeNull();
    }
  });

  it('is forgotten on a sign-out, with the rest of checkout', () => {
    receiptStorage.save(RECEIPT);
    browserSession(createBrowserStorage(memoryStorageArea()), Promise.resolve()).clearCheckoutData();
    expect(receiptStorage.restore()).toBeNull();
  });
});
