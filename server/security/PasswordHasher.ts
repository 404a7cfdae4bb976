import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/**
 * N=2^15, r=8: 32 MB and about 0.15 s per hash on a two-core server, so a login stays quick
 * while guessing stays expensive. The parameters are stored with each hash, so they can rise.
 */
const DEFAULT_PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Stores passwords only as scrypt hashes: `scrypt$N$r$p$salt$hash` (base64), so the cost can
 * be raised later while old hashes still verify.
 */
export class PasswordHasher {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, DEFAULT_PARAMS);
    const { N, r, p } = DEFAULT_PARAMS;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
    const expected = Buffer.from(parts[5], 'base64');
    const actual = await derive(password, Buffer.from(parts[4], 'base64'), { N, r, p });
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
