import { ADDRESS_MESSAGES as TEXT } from '../../customers/address-messages';
import type { AddressValues, CustomerAddressRecord, Defaults } from '../../customers/addresses';
import { ADDRESS_LABELS, ADDRESS_TEXT_MAX, STREET_LINES } from '../../checkout/addresses';
import type { Context } from '../context';
import { inputError, noSuchEntity } from '../errors';
import { requireCustomer } from './customers';
import type { Resolvers } from './types';

interface CustomerAddressInput {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: (string | null)[] | null;
  city?: string | null;
  postcode?: string | null;
  telephone?: string | null;
  country_code?: string | null;
  country_id?: string | null;
  region?: { region?: string | null; region_code?: string | null; region_id?: number | null } | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
}

/** The store's one allowed country (general/country/allow): the shop delivers to France only. */
const ALLOWED_COUNTRIES = ['FR'];

/** Magento's required address attributes (attribute codes, in their sort order); a French address needs its postcode. */
const REQUIRED = ['firstname', 'lastname', 'street', 'city', 'country_id', 'postcode', 'telephone'] as const;
type Required = (typeof REQUIRED)[number];

/** The required attributes' labels and the company's: the attributes whose length is checked. */
const LABELS: Record<Exclude<Required, 'country_id'> | 'company', string> = ADDRESS_LABELS;
const MAX_LENGTH = ADDRESS_TEXT_MAX;

const trimmed = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

/** The input's values, over the address's current ones for an update (keys not given keep theirs). */
function valuesOf(input: CustomerAddressInput, current: AddressValues | null): AddressValues {
  const pick = (key: 'firstname' | 'lastname' | 'city' | 'postcode' | 'telephone') =>
    key in input ? trimmed(input[key]) : (current?.[key] ?? '');
  const countryId = input.country_code ?? input.country_id;
  return {
    firstname: pick('firstname'),
    lastname: pick('lastname'),
    company: 'company' in input ? trimmed(input.company) || null : (current?.company ?? null),
    street: 'street' in input ? (input.street ?? []).map((line) => trimmed(line)).filter(Boolean) : (current?.street ?? []),
    city: pick('city'),
    postcode: pick('postcode'),
    telephone: pick('telephone'),
    region: 'region' in input ? trimmed(input.region?.region) || null : (current?.region ?? null),
    regionId: 'region' in input ? (input.region?.region_id || null) : (current?.regionId ?? null),
    countryId: countryId ?? current?.countryId ?? '',
  };
}

const isEmpty = (values: AddressValues, code: Required) =>
  code === 'street' ? values.street.length === 0 : code === 'country_id' ? values.countryId === '' : !values[code];

/** Magento's checks, in its order: required attributes, street lines, each attribute's length, the country. */
function validated(values: AddressValues, required: readonly Required[]): AddressValues {
  const missing = required.filter((code) => isEmpty(values, code));
  if (missing.length > 0) throw inputError(TEXT.requiredMissing(missing));
  if (values.street.length > STREET_LINES) throw inputError(TEXT.streetLines(STREET_LINES));
  for (const [key, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    const value = values[key];
    const texts = Array.isArray(value) ? value : [value ?? ''];
    if (texts.some((text) => [...text].length > MAX_LENGTH)) throw inputError(TEXT.tooLong(label, MAX_LENGTH));
  }
  if (!ALLOWED_COUNTRIES.includes(values.countryId)) throw inputError(TEXT.invalidCountry(values.countryId));
  return values;
}

const defaultsOf = (input: CustomerAddressInput): Defaults => ({
  ...(typeof input.default_shipping === 'boolean' ? { shipping: input.default_shipping } : {}),
  ...(typeof input.default_billing === 'boolean' ? { billing: input.default_billing } : {}),
});

/**
 * GetCustomerAddress: an address of the signed-in customer's. Another customer's answers as a missing one (Magento
 * answers it "does not have permission", which tells a prober which ids exist).
 */
function ownAddress(context: Context, customerId: number, id: number): CustomerAddressRecord {
  const address = context.services.addresses.find(id);
  if (!address || address.customerId !== customerId) throw noSuchEntity(TEXT.notFound(id));
  return address;
}

/** CustomerAddress as Magento answers it. */
export function addressNode(address: CustomerAddressRecord) {
  return {
    id: address.id,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    telephone: address.telephone,
    country_code: address.countryId,
    country_id: address.countryId,
    region: { region: address.region, region_code: null, region_id: address.regionId ?? 0 },
    region_id: address.regionId ?? 0,
    default_shipping: address.defaultShipping,
    default_billing: address.defaultBilling,
  };
}

const now = (context: Context) => new Date(context.now).toISOString();
const hasInput = (input: CustomerAddressInput | null | undefined): input is CustomerAddressInput =>
  input !== null && input !== undefined && Object.keys(input).length > 0;

export const customerAddressResolvers: Resolvers = {
  fields: {
    Customer: {
      addresses: (customer: { id: number }, _a, context: Context) => context.services.addresses.list(customer.id).map(addressNode),
      default_shipping: (customer: { id: number }, _a, context: Context) =>
        context.services.addresses.list(customer.id).find((a) => a.defaultShipping)?.id.toString() ?? null,
      default_billing: (customer: { id: number }, _a, context: Context) =>
        context.services.addresses.list(customer.id).find((a) => a.defaultBilling)?.id.toString() ?? null,
    },
    Mutation: {
      createCustomerAddress: (_s, args: { input: CustomerAddressInput }, context: Context) => {
        const customer = requireCustomer(context);
        if (!hasInput(args.input)) throw inputError(TEXT.inputMissing);
        const values = validated(valuesOf(args.input, null), REQUIRED);
        return addressNode(context.services.addresses.create(customer.entity_id, values, defaultsOf(args.input), now(context)));
      },
      updateCustomerAddress: (_s, args: { id: number; input?: CustomerAddressInput | null }, context: Context) => {
        const customer = requireCustomer(context);
        if (!args.id) throw inputError(TEXT.idMissing);
        if (!hasInput(args.input)) throw inputError(TEXT.inputMissing);
        const address = ownAddress(context, customer.entity_id, args.id);
        // Only the attributes given may not be emptied.
        const given = REQUIRED.filter((code) => code in args.input! || (code === 'country_id' && 'country_code' in args.input!));
        const values = validated(valuesOf(args.input, address), given);
        return addressNode(context.services.addresses.save(address, values, defaultsOf(args.input), now(context)));
      },
      deleteCustomerAddress: (_s, args: { id: number }, context: Context) => {
        const customer = requireCustomer(context);
        if (!args.id) throw inputError(TEXT.idMissing);
        const address = ownAddress(context, customer.entity_id, args.id);
        if (address.defaultBilling) throw inputError(TEXT.defaultBilling(address.id));
        if (address.defaultShipping) throw inputError(TEXT.defaultShipping(address.id));
        context.services.addresses.delete(address.id);
        return true;
      },
    },
  },
};
