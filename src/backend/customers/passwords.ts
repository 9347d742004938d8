import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1 } as const;
/** Magento's AccountManagement::MAX_PASSWORD_LENGTH. */
const MAX_LENGTH = 256;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** "scrypt$N$r$p$salt$hash", salt and hash in base64url; scrypt runs off the main thread. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Magento's checkPasswordStrength, with its messages; undefined when the password is acceptable. */
export function passwordStrengthError(password: string, minimumLength: number, requiredClasses: number): string | undefined {
  const length = [...password].length;
  if (length > MAX_LENGTH) return `Please enter a password with at most ${MAX_LENGTH} characters.`;
  if (length < minimumLength) {
    return `The password needs at least ${minimumLength} characters. Create a new password and try again.`;
  }
  if (password.trim() !== password) return "The password can't begin or end with a space. Verify the password and try again.";
  const classes = [/[0-9]/, /[A-Z]/, /[a-z]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
  if (classes < requiredClasses) {
    return `Minimum of different classes of characters in password is ${requiredClasses}. `
      + 'Classes of characters: Lower Case, Upper Case, Digits, Special Characters.';
  }
  return undefined;
}
