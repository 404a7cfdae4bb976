import { createCipheriv, createDecipheriv } from 'node:crypto';

/**
 * The login form's password transport: AES-128-CBC, PKCS#7 padding, Base64, with the same
 * 16-byte key used as key and IV (the web client's fixed scheme, spec part 1 §5). It only
 * keeps the password out of casual logs; TLS is what protects it on the wire.
 */
export class LoginPasswordCipher {
  readonly #key: Buffer;

  constructor(key: string) {
    this.#key = Buffer.from(key, 'utf8');
    if (this.#key.length !== 16) throw new RangeError('LOGIN_AES_KEY must be 16 bytes');
  }

  /** The plain password, or null when the text is not a valid cipher text for our key. */
  decrypt(cipherText: string): string | null {
    try {
      const decipher = createDecipheriv('aes-128-cbc', this.#key, this.#key);
      const plain = Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64')), decipher.final()]);
      return plain.toString('utf8');
    } catch {
      return null;
    }
  }

  /** What the web client sends; used by tests and the CLI. */
  encrypt(password: string): string {
    const cipher = createCipheriv('aes-128-cbc', this.#key, this.#key);
    return Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('base64');
  }
}
