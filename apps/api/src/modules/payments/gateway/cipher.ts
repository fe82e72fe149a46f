import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';

/**
 * CCAvenue's own cipher (docs/product/calls.md#the-card-gateway): AES-128-CBC with PKCS#7 padding,
 * the key the 16 raw bytes of MD5(working key), the IV the bytes 0x00..0x0f, lowercase hex. The
 * real gateway and the stand-in both go through these two functions.
 */
const IV = Buffer.from(Array.from({ length: 16 }, (_, i) => i));
const keyOf = (workingKey: string) => createHash('md5').update(workingKey).digest();

export function encrypt(plainText: string, workingKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyOf(workingKey), IV);
  return cipher.update(plainText, 'utf8', 'hex') + cipher.final('hex');
}

/** A response that is not ours (bad hex, wrong key, bad padding) throws CipherError. */
export function decrypt(hex: string, workingKey: string): string {
  if (!/^(?:[0-9a-fA-F]{32})+$/.test(hex)) throw new CipherError('not a hex cipher text');
  try {
    const decipher = createDecipheriv('aes-128-cbc', keyOf(workingKey), IV);
    return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString(
      'utf8',
    );
  } catch (cause) {
    throw new CipherError('does not decrypt with the working key', { cause });
  }
}

export class CipherError extends Error {
  override name = 'CipherError';
}
