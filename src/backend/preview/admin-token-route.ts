import type { RestRoute } from '../rest/context';
import { WebapiError } from '../rest/errors';
import { ADMIN_SIGN_IN_FAILED } from './admin-tokens';

/** Longest username or password compared: anything longer is wrong without hashing it. */
const MAX_CREDENTIAL = 256;

const credential = (value: unknown) => (typeof value === 'string' && value.length <= MAX_CREDENTIAL ? value : null);

/**
 * Magento's Integration module: POST /V1/integration/admin/token {username, password} answers an admin token (a JSON
 * string); wrong credentials, or no admin configured, answer its sign-in failure (401).
 */
export const adminTokenRoutes: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/V1/integration/admin/token',
    resource: 'anonymous',
    required: ['username', 'password'],
    handle({ services, body, now, clientIp }) {
      const username = credential(body.username) ?? '';
      const password = credential(body.password) ?? '';
      if (!services.adminTokens.checkCredentials(username, password, clientIp, now)) {
        throw new WebapiError(401, { template: ADMIN_SIGN_IN_FAILED });
      }
      return services.adminTokens.issue(now);
    },
  },
];
