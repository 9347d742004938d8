// Magento Open Source 2.4.7's address book texts, word for word: Magento_CustomerGraphQl's address resolvers
// (GetCustomerAddress, ValidateCustomerData, DeleteCustomerAddress) and Magento_Customer's address validators.

export const ADDRESS_MESSAGES = {
  inputMissing: '"input" value should be specified',
  idMissing: 'Address "id" value should be specified',
  requiredMissing: (codes: readonly string[]) => `Required parameters are missing: ${codes.join(', ')}`,
  notFound: (id: number) => `Could not find a address with ID "${id}"`,
  defaultBilling: (id: number) => `Customer Address ${id} is set as default billing address and can not be deleted`,
  defaultShipping: (id: number) => `Customer Address ${id} is set as default shipping address and can not be deleted`,
  invalidCountry: (value: string) => `Invalid value of "${value}" provided for the countryId field.`,
  streetLines: (lines: number) => `"Street Address" cannot contain more than ${lines} lines.`,
  /** The attribute's data validation (max_text_length). */
  tooLong: (label: string, max: number) => `"${label}" length must be equal or less than ${max} characters.`,
} as const;
