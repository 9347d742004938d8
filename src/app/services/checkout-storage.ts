import { NOTHING_SAVED, type Address, type PaymentMethod, type SavedCheckout, type ShippingMethod } from '../../domain/checkout';
import { clearSavedCheckout } from './session-storage';
import type { BrowserStorage } from './storage';

/** What the browser keeps between visits, under the storage namespace's checkout keys (a sign-out clears them). */
export function checkoutStorage(storage: BrowserStorage) {
  return {
    restore(): SavedCheckout {
      const shipping = storage.getPersisted<{ address: Address; email: string | null; consent?: boolean }>('shipping_address');
      return {
        ...NOTHING_SAVED,
        email: shipping?.email ?? null,
        consent: shipping?.consent === true,
        shippingAddress: shipping?.address ?? null,
        availableShippingMethods: storage.getPersisted<ShippingMethod[]>('availableShippingMethods') ?? null,
        shippingMethod: storage.getPersisted<ShippingMethod>('shippingMethod') ?? null,
        billingAddress: storage.getPersisted<Address>('billing_address') ?? null,
        paymentMethod: storage.getPersisted<string>('paymentMethod') ?? null,
        availablePaymentMethods: storage.getPersisted<PaymentMethod[]>('availablePaymentMethods') ?? null,
      };
    },
    save(saved: SavedCheckout) {
      const put = (key: Parameters<BrowserStorage['setPersisted']>[0], value: unknown) => (value === null ? storage.removePersisted(key) : storage.setPersisted(key, value));
      put('shipping_address', saved.shippingAddress && { address: saved.shippingAddress, email: saved.email, consent: saved.consent });
      put('availableShippingMethods', saved.availableShippingMethods);
      put('shippingMethod', saved.shippingMethod);
      put('billing_address', saved.billingAddress);
      put('paymentMethod', saved.paymentMethod);
      put('availablePaymentMethods', saved.availablePaymentMethods);
    },
    clear: () => clearSavedCheckout(storage),
  };
}

export type CheckoutStorage = ReturnType<typeof checkoutStorage>;
