import { describe, expect, it } from 'vitest';
import { isRefusedToken } from '../../src/domain/customer';

describe('isRefusedToken', () => {
  it('recognises each of Magento’s texts for a token it no longer takes', () => {
    for (const text of [
      "The current customer isn't authorized.",
      'User token has been revoked',
      'Consumer key has expired',
      'Failed to read JWT token',
    ]) {
      expect(isRefusedToken(text)).toBe(true);
      expect(isRefusedToken(`GraphQL: ${text}`)).toBe(true);
    }
  });

  it('any other failure keeps the session', () => {
    expect(isRefusedToken('Failed to fetch')).toBe(false);
    expect(isRefusedToken('The account is locked.')).toBe(false);
    expect(isRefusedToken('')).toBe(false);
  });
});
