import { NOTHING_SAVED, type Address, type PaymentMethod, type SavedCheckout, type ShippingMethod } from '../../domain/checkout';
import type { PickupChoice } from '../../domain/pickup';
import { clearSavedCheckout } from './session-storage';
import type { BrowserStorage } from './storage';

/** A saved method, and the place it collects from. */
function methodOf(saved: (ShippingMethod & { pickup?: PickupChoice | null }) | null | undefined): Pick<SavedCheckout, 'shippingMethod' | 'pickup'> {
  if (!saved) return { shippingMethod: null, pickup: null };
  const { pickup, ...method } = saved;
  return { shippingMethod: method, pickup: pickup ?? null };
}

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
        ...methodOf(storage.getPersisted<ShippingMethod & { pickup?: PickupChoice | null }>('shippingMethod')),
        billingAddress: storage.getPersisted<Address>('billing_address') ?? null,
        paymentMethod: storage.getPersisted<string>('paymentMethod') ?? null,
        availablePaymentMethods: storage.getPersisted<PaymentMethod[]>('availablePaymentMethods') ?? null,
      };
    },
    save(saved: SavedCheckout) {
      const put = (key: Parameters<BrowserStorage['setPersisted']>[0], value: unknown) => (value === null ? storage.removePersisted(key) : storage.setPersisted(key, value));
      put('shipping_address', saved.shippingAddress && { address: saved.shippingAddress, email: saved.email, consent: saved.consent });
      put('availableShippingMethods', saved.availableShippingMethods);
      // The place collected from goes with its method.
      put('shippingMethod', saved.shippingMethod && (saved.pickup ? { ...saved.shippingMethod, pickup: saved.pickup } : saved.shippingMethod));
      put('billing_address', saved.billingAddress);
      put('paymentMethod', saved.paymentMethod);
      put('availablePaymentMethods', saved.availablePaymentMethods);
    },
    clear: () => clearSavedCheckout(storage),
  };
}

export type CheckoutStorage = ReturnType<typeof checkoutStorage>;
