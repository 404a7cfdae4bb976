import { randomInt } from 'node:crypto';

/** A generated password: 12 characters of all four kinds, none easily mistaken (0/O, 1/l/I). */
const KINDS = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '@#$%&*+='];
const GENERATED_LENGTH = 12;

/** The password the server makes when an administrator types none (重置密码, 导入用户): strong by construction, shown once. */
export class GeneratedPassword {
  static next(): string {
    const all = KINDS.join('');
    const chars = KINDS.map((kind) => kind[randomInt(kind.length)]);
    while (chars.length < GENERATED_LENGTH) chars.push(all[randomInt(all.length)]);
    for (let i = chars.length - 1; i > 0; i--) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j], chars[i]];
    }
    return chars.join('');
  }
}
