// A password change revokes every token of the customer but the one that changed it: that token's id (jti).
export const sql = /* sql */ `
ALTER TABLE jwt_auth_revoked ADD COLUMN kept_jti TEXT;
`;
