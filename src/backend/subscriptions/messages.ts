// The subscription module's error texts, in Magento's style (%1 placeholders filled in).

export const SUBSCRIPTION_MESSAGES = {
  /** The same answer for an id that does not exist and one that is someone else's: nothing is revealed. */
  notFound: (id: string) => `Could not find a subscription with ID "${id}"`,
  idMissing: 'Required parameter "id" is missing',
  frequencyUnavailable: (frequency: number | string) => `The delivery frequency "${frequency}" is not available. Choose 30, 60 or 90 days.`,
  notActive: 'Only an active subscription can do this.',
  notPaused: 'Only a paused subscription can be resumed.',
  canceled: 'The subscription is canceled.',
  emailMissing: 'Email address is required.',
  emailFormat: 'The email address is not valid.',
  codeMissing: 'Required parameter "code" is missing',
  codeInvalid: 'The link is invalid or has expired. Ask for a new one.',
  notAuthorized: 'The current customer isn\'t authorized.',
} as const;
