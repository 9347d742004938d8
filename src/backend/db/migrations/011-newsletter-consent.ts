// The newsletter form's consent and where the subscription came from (the footer, an account page…).
export const sql = /* sql */ `
ALTER TABLE newsletter_subscriber ADD COLUMN is_consent INTEGER;
ALTER TABLE newsletter_subscriber ADD COLUMN optin_source TEXT;
`;
