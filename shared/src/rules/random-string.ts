/** Spec §9: random strings from an alphabet without confusable characters (no 0/O/o, 1/l/I, 9/g/q, U/u/V/v). */
export const RANDOM_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz2345678';
export const RANDOM_DEFAULT_LENGTH = 32;

/** Cryptographically random, unbiased (rejection sampling). */
export function randomString(length: number = RANDOM_DEFAULT_LENGTH, alphabet: string = RANDOM_ALPHABET): string {
  if (!Number.isInteger(length) || length < 0) throw new RangeError('length must be a non-negative integer');
  const size = alphabet.length;
  const limit = 256 - (256 % size);
  let out = '';
  const buffer = new Uint8Array(Math.max(16, length * 2));
  while (out.length < length) {
    globalThis.crypto.getRandomValues(buffer);
    for (let i = 0; i < buffer.length && out.length < length; i += 1) {
      if (buffer[i] < limit) out += alphabet[buffer[i] % size];
    }
  }
  return out;
}
