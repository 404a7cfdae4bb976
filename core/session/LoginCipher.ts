import type { LoginCipher as LoginCipherContract } from '../../contracts/workbench/Session.ts';
import { zhCN } from './zhCN.ts';

/**
 * The login password's encryption (part 1 §5): AES-128-CBC, PKCS7 padding, the 16-byte key also
 * serving as IV, Base64 output — what the server decrypts. Web Crypto's AES-CBC pads with PKCS7.
 */
export class LoginCipher implements LoginCipherContract {
  static readonly DEFAULT_KEY = 'ronghe-login-key';

  readonly #key: Uint8Array<ArrayBuffer>;
  readonly #subtle: SubtleCrypto;
  #cryptoKey: Promise<CryptoKey> | null = null;

  constructor(key: string = LoginCipher.DEFAULT_KEY, subtle: SubtleCrypto = globalThis.crypto.subtle) {
    this.#key = new TextEncoder().encode(key);
    if (this.#key.byteLength !== 16) throw new Error(zhCN.cipherKeyLength);
    this.#subtle = subtle;
  }

  async encrypt(plain: string): Promise<string> {
    this.#cryptoKey ??= this.#subtle.importKey('raw', this.#key, { name: 'AES-CBC' }, false, ['encrypt']);
    const key = await this.#cryptoKey;
    const cipher = await this.#subtle.encrypt({ name: 'AES-CBC', iv: this.#key }, key, new TextEncoder().encode(plain));
    let binary = '';
    for (const byte of new Uint8Array(cipher)) binary += String.fromCharCode(byte);
    return btoa(binary);
  }
}
