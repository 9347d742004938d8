import { TAB_KEYS } from '../../domain/storage-keys';
import { storedReceipt, type Receipt } from '../../domain/receipt';
import { tabEntry } from './tab-storage';

// The receipt of the order this tab placed last, in the tab's own storage: a reload of the receipt shows it again;
// it goes with the tab, and a sign-out forgets it with the rest of checkout.
const entry = tabEntry<unknown>(TAB_KEYS.receipt);

export const receiptStorage = {
  /** The kept receipt, checked for its shape (a tab's storage may hold anything). */
  restore: (): Receipt | null => {
    const kept = entry.read();
    return kept === null ? null : storedReceipt(kept);
  },
  save: (receipt: Receipt): void => entry.write(receipt),
  clear: (): void => entry.remove(),
};
