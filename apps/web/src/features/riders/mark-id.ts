/**
 * A mark's id, made once when the rider taps (docs/product/rules.md#riders): sent again after a
 * lost answer, the server applies it once. randomUUID needs a secure page (https, localhost);
 * elsewhere 16 random bytes in hex do the same.
 */
export function newMarkId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
