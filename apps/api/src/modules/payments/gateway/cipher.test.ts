import { describe, expect, it } from 'vitest';
import { CipherError, decrypt, encrypt } from './cipher';

const KEY = '0123456789ABCDEF0123456789ABCDEF';

describe("CCAvenue's cipher", () => {
  it('gives the known answer of docs/product/calls.md', () => {
    expect(encrypt('order_id=ORD1001&amount=250.00', KEY)).toBe(
      '6fcbc52912c5a6d5fced17c5583ce816eed8fa4d2a7e6e3f1e4e28a8a45df530',
    );
  });

  it('decrypts the known answer and round-trips text of any length', () => {
    expect(decrypt('6fcbc52912c5a6d5fced17c5583ce816eed8fa4d2a7e6e3f1e4e28a8a45df530', KEY)).toBe(
      'order_id=ORD1001&amount=250.00',
    );
    for (const text of ['', 'a', 'x'.repeat(16), 'billing_name=Asha Rao&₹=1']) {
      expect(decrypt(encrypt(text, KEY), KEY)).toBe(text);
    }
  });

  it('refuses what is not hex, another key’s text and a tampered block', () => {
    const good = encrypt('order_id=ORD1001&amount=250.00', KEY);
    expect(() => decrypt('zz', KEY)).toThrow(CipherError);
    expect(() => decrypt(good.slice(0, -2), KEY)).toThrow(CipherError);
    expect(() => decrypt(good, 'another-working-key')).toThrow(CipherError);
    const tampered = good.slice(0, -1) + (good.endsWith('0') ? '1' : '0');
    expect(() => decrypt(tampered, KEY)).toThrow(CipherError);
  });
});
