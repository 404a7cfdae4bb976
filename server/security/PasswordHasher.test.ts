import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './PasswordHasher.ts';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('stores an scrypt hash with its parameters and a fresh salt, never the password', async () => {
    const [a, b] = await Promise.all([hasher.hash('Ronghe@2026'), hasher.hash('Ronghe@2026')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toContain('Ronghe');
    expect(a).not.toBe(b);
  });

  it('hashes at the configured cost, and verifies a hash of another cost by its own parameters', async () => {
    const cheap = await new PasswordHasher(undefined, 10).hash('Ronghe@2026');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await hasher.verify('Ronghe@2026', cheap)).toBe(true);
    expect(await hasher.verify('Ronghe@2027', cheap)).toBe(false);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('Ronghe@2026');
    expect(await hasher.verify('Ronghe@2026', stored)).toBe(true);
    expect(await hasher.verify('ronghe@2026', stored)).toBe(false);
  });

  it('refuses a stored value that is not one of its hashes', async () => {
    expect(await hasher.verify('Ronghe@2026', 'Ronghe@2026')).toBe(false);
    expect(await hasher.verify('x', 'scrypt$0$8$1$AAAA$AAAA')).toBe(false);
  });
});

describe('PasswordHasher under a flood of logins', () => {
  it('hashes on a thread of its own, so file reads on libuv’s pool do not wait behind the hashes', async () => {
    const hasher = new PasswordHasher();
    const stored = await hasher.hash('Ronghe@2026');
    let hashesDone = 0;
    // More verifications than libuv has threads (4): with crypto.scrypt they would fill its pool.
    const flood = Array.from({ length: 12 }, () => hasher.verify('wrong', stored).then(() => hashesDone++));
    let hashesDoneWhenReadFinished = -1;
    await readFile(fileURLToPath(import.meta.url)).then(() => (hashesDoneWhenReadFinished = hashesDone));
    await Promise.all(flood);
    // The read (a download's first step) is answered long before the flood is through.
    expect(hashesDoneWhenReadFinished).toBeLessThan(6);
  });
});
