import { StompProtocolError } from './StompProtocolError.ts';
import { zhCN } from './zhCN.ts';

const DECODED: Readonly<Record<string, string>> = { r: '\r', n: '\n', c: ':', '\\': '\\' };
const NEEDS_ESCAPE = /[\\\r\n:]/;

/**
 * STOMP 1.2 header escaping (\r \n \c \\). CONNECT and CONNECTED frames are exempt, as the
 * specification keeps them readable by STOMP 1.0 peers; callers decide by command.
 */
export class StompHeaderEscaping {
  /** Frames whose headers travel unescaped. */
  static isExempt(command: string): boolean {
    return command === 'CONNECT' || command === 'CONNECTED' || command === 'STOMP';
  }

  static escape(text: string): string {
    if (!NEEDS_ESCAPE.test(text)) return text;
    let out = '';
    for (const ch of text) {
      if (ch === '\\') out += '\\\\';
      else if (ch === '\r') out += '\\r';
      else if (ch === '\n') out += '\\n';
      else if (ch === ':') out += '\\c';
      else out += ch;
    }
    return out;
  }

  /** Any other escape sequence is a fatal protocol error, as STOMP 1.2 demands. */
  static unescape(text: string): string {
    if (!text.includes('\\')) return text;
    let out = '';
    for (let i = 0; i < text.length; i++) {
      const ch = text[i];
      if (ch !== '\\') {
        out += ch;
        continue;
      }
      const next = text[i + 1];
      const decoded = next === undefined ? undefined : DECODED[next];
      if (decoded === undefined) {
        throw new StompProtocolError(zhCN.error.malformedFrame, zhCN.error.badEscape(`\\${next ?? ''}`));
      }
      out += decoded;
      i++;
    }
    return out;
  }
}
