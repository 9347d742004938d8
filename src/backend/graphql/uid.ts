import { inputError } from './errors';

/** Magento's uid: the base64 of the id as text. */
export function encodeUid(value: number | string): string {
  return Buffer.from(String(value)).toString('base64');
}

/** Decodes a uid as Magento's Uid::decode does, with its error for text that is not base64. */
export function decodeUid(uid: string): string {
  if (!/^[a-zA-Z0-9/+\r\n]*={0,2}$/.test(uid) || uid.length % 4 === 1) throw inputError(`Value of uid "${uid}" is incorrect.`);
  return Buffer.from(uid, 'base64').toString('utf8');
}

/** A uid naming a numeric entity id; NaN when it decodes to something else (then nothing matches). */
export function decodeIdUid(uid: string): number {
  const text = decodeUid(uid);
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}
