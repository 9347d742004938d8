// Magento Open Source 2.4.7's customer account messages, word for word: Magento_CustomerGraphQl resolvers,
// Magento_Customer's AccountManagement, Authentication and CredentialsValidator, Magento_Integration's token service.

export const CUSTOMER_MESSAGES = {
  /** Wrong credentials, a throttled e-mail and a locked account alike (CustomerTokenService). */
  signInFailed: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  duplicateEmail: 'A customer with the same email address already exists in an associated website.',
  passwordIsEmail: "The password can't be the same as the email address. Create a new password and try again.",
  invalidEmail: (email: string) => `"${email}" is not a valid email address.`,
  requiredMissing: (labels: readonly string[]) => `Required parameters are missing: ${labels.join(', ')}`,
  /** A wrong current password (CheckCustomerPassword, graphql-authentication). */
  invalidLogin: 'Invalid login or password.',
  /** Authentication's lock, when a password is checked (graphql-authentication). */
  accountLockedDot: 'The account is locked.',
  /** The reset resolvers' own check of the same lock (graphql-input). */
  accountLocked: 'The account is locked',
  /** Magento_Customer's Name validator: a character of its forbidden set. */
  nameNotValid: (label: string) => `${label} is not valid!`,
  /** The attribute's length rule (Magento_Eav's text data model; customer names are 255 characters at most). */
  tooLong: (label: string, max: number) => `"${label}" length must be equal or less than ${max} characters.`,
  specify: (name: string) => `Specify the "${name}" value.`,
  inputMissing: '"input" value should be specified',
  emailAndPasswordMissing: '"email" and "password" values should be specified',
  passwordForEmail: 'Provide the current "password" to change "email".',
  emailMissing: 'You must specify an email address.',
  emailFormat: 'The email address has an invalid format.',
  resetTokenMissing: 'resetPasswordToken must be specified',
  newPasswordMissing: 'newPassword must be specified',
  /** Magento_Security's answer to reset requests past its frequency limits. */
  tooManyResets: (supportEmail: string) => `We received too many requests for password resets. Please wait and try again later or contact ${supportEmail}.`,
  /** requestPasswordResetEmail: an unknown e-mail, or a reset that could not be started. */
  cannotReset: "Cannot reset the customer's password",
  /** resetPassword: an unknown e-mail, a wrong, used or expired token, or a refused new password. */
  cannotSet: "Cannot set the customer's password",
} as const;
