import { describe, expect, it } from 'vitest';
import { StompFrame } from './StompFrame.ts';
import { StompFrameParser, type StompFrameLimits } from './StompFrameParser.ts';
import { StompProtocolError } from './StompProtocolError.ts';

function parserFor(limits: Partial<StompFrameLimits> = {}) {
  const frames: StompFrame[] = [];
  let heartbeats = 0;
  const parser = new StompFrameParser({ onFrame: (frame) => frames.push(frame), onHeartbeat: () => heartbeats++ }, limits);
  return { parser, frames, heartbeats: () => heartbeats };
}

function protocolError(run: () => void): StompProtocolError {
  try {
    run();
  } catch (error) {
    if (error instanceof StompProtocolError) return error;
    throw error;
  }
  throw new Error('expected a StompProtocolError');
}

const CHINESE = '您有一条新的消息, 请及时处理 🎉';

describe('StompFrameParser', () => {
  it('keeps an unfinished frame whole when the transport reuses the buffer it came in', () => {
    const { parser, frames } = parserFor();
    for (const [head, rest] of [['SEND\ndestination:/te', 'st\n\nbody\0'], ['SEND\ndestination:/test\n\nbo', 'dy\0']]) {
      const chunk = Buffer.from(head);
      parser.push(chunk);
      chunk.fill(0x3f);
      parser.push(rest);
    }
    expect(frames.map((frame) => [frame.header('destination'), frame.bodyText])).toEqual([['/test', 'body'], ['/test', 'body']]);
  });

  it('reassembles a frame dribbled in one byte per message and counts the bytes it holds meanwhile', () => {
    const { parser, frames } = parserFor();
    const head = Buffer.from('SEND\ndestination:/test\n\n');
    for (const byte of head) parser.push(Uint8Array.of(byte));
    for (let i = 0; i < 5000; i++) parser.push('x');
    expect(parser.pendingBytes).toBe(5000);
    parser.push('\0');
    expect(frames[0].body.length).toBe(5000);
    expect(parser.pendingBytes).toBe(0);
  });

  it('reads a frame whose content-length counts UTF-8 bytes, NULs in the body included', () => {
    const { parser, frames } = parserFor();
    const body = Buffer.from(`${CHINESE}\0尾`, 'utf8');
    parser.push(Buffer.concat([Buffer.from(`SEND\ndestination:/test\ncontent-length:${body.length}\n\n`), body, Buffer.from([0])]));
    expect(frames).toHaveLength(1);
    expect(frames[0].command).toBe('SEND');
    expect(frames[0].header('destination')).toBe('/test');
    expect(frames[0].bodyText).toBe(`${CHINESE}\0尾`);
  });

  it('reads a body that ends at the first NUL when there is no content-length', () => {
    const { parser, frames } = parserFor();
    parser.push(`SEND\ndestination:/test\n\n${CHINESE}\0`);
    expect(frames[0].bodyText).toBe(CHINESE);
  });

  it('reassembles a frame fed one byte at a time, cutting through multi-byte characters', () => {
    const { parser, frames } = parserFor();
    const wire = new StompFrame('MESSAGE', { destination: '/admin/7/msg', 标题: '审批' }, CHINESE).toBuffer();
    for (const byte of wire) parser.push(Uint8Array.of(byte));
    expect(frames).toHaveLength(1);
    expect(frames[0].header('标题')).toBe('审批');
    expect(frames[0].bodyText).toBe(CHINESE);
  });

  it('reads several frames joined in one chunk, with heart-beat EOLs between them', () => {
    const { parser, frames, heartbeats } = parserFor();
    parser.push(
      '\n\r\nSUBSCRIBE\nid:0\ndestination:/admin/1/msg\n\n\0\n' +
        'SUBSCRIBE\nid:1\ndestination:/admin/1/todo\n\n\0' +
        'SEND\ndestination:/test\ncontent-length:4\n\nping\0\n\n',
    );
    expect(frames.map((frame) => frame.command)).toEqual(['SUBSCRIBE', 'SUBSCRIBE', 'SEND']);
    expect(frames[1].header('destination')).toBe('/admin/1/todo');
    expect(frames[2].bodyText).toBe('ping');
    expect(heartbeats()).toBe(5);
  });

  it('counts a CRLF heart-beat split between two chunks once', () => {
    const { parser, heartbeats } = parserFor();
    parser.push('\r');
    expect(heartbeats()).toBe(0);
    parser.push('\n');
    expect(heartbeats()).toBe(1);
  });

  it('accepts CRLF line endings in the head', () => {
    const { parser, frames } = parserFor();
    parser.push('SEND\r\ndestination:/test\r\nreceipt:r-1\r\n\r\nhi\0');
    expect(frames[0].header('destination')).toBe('/test');
    expect(frames[0].header('receipt')).toBe('r-1');
    expect(frames[0].bodyText).toBe('hi');
  });

  it('decodes the four STOMP 1.2 escapes in header names and values', () => {
    const { parser, frames } = parserFor();
    parser.push('SEND\ndestination:/test\nx\\cnote:a\\cb\\\\c\\nd\\re\n\n\0');
    expect(frames[0].header('x:note')).toBe('a:b\\c\nd\re');
  });

  it('leaves CONNECT headers unescaped, as the specification exempts them', () => {
    const { parser, frames } = parserFor();
    parser.push('CONNECT\naccept-version:1.2\nhost:a\\cb\nAuthorization:Bearer x:y\n\n\0');
    expect(frames[0].header('host')).toBe('a\\cb');
    expect(frames[0].header('Authorization')).toBe('Bearer x:y');
  });

  it('keeps the first of repeated headers', () => {
    const { parser, frames } = parserFor();
    parser.push('SEND\ndestination:/first\ndestination:/second\n\n\0');
    expect(frames[0].header('destination')).toBe('/first');
    expect(frames[0].headers).toHaveLength(2);
  });

  it('treats an undefined escape sequence as a protocol error', () => {
    const { parser } = parserFor();
    expect(protocolError(() => parser.push('SEND\ndestination:/a\\tb\n\n\0')).detail).toContain('\\t');
  });

  it('refuses a header line without a colon', () => {
    const { parser } = parserFor();
    expect(protocolError(() => parser.push('SEND\ndestination\n\n\0')).detail).toContain('destination');
  });

  it('refuses a content-length body that is not followed by NUL', () => {
    const { parser } = parserFor();
    expect(protocolError(() => parser.push('SEND\ndestination:/test\ncontent-length:2\n\nabc\0')).message).toBe('帧格式错误');
  });

  it('refuses a malformed content-length', () => {
    const { parser } = parserFor();
    expect(protocolError(() => parser.push('SEND\ncontent-length:-1\n\n\0')).detail).toContain('-1');
  });

  it('refuses a head that is not UTF-8', () => {
    const { parser } = parserFor();
    const wire = Buffer.concat([Buffer.from('SEND\ndestination:'), Buffer.from([0xff, 0xfe]), Buffer.from('\n\n\0')]);
    expect(protocolError(() => parser.push(wire)).detail).toContain('UTF-8');
  });

  it('refuses a declared body over the limit before reading it', () => {
    const { parser } = parserFor({ maxBodyBytes: 10 });
    expect(protocolError(() => parser.push('SEND\ndestination:/test\ncontent-length:11\n\n')).message).toBe('帧过大');
  });

  it('refuses a NUL-terminated body once it outgrows the limit, even in small pieces', () => {
    const { parser } = parserFor({ maxBodyBytes: 10 });
    parser.push('SEND\ndestination:/test\n\n12345');
    expect(protocolError(() => parser.push('678901')).message).toBe('帧过大');
  });

  it('refuses an endless head and too many headers', () => {
    const long = parserFor({ maxHeaderBytes: 64 });
    expect(protocolError(() => long.parser.push(`SEND\nx:${'a'.repeat(80)}`)).message).toBe('帧过大');
    const many = parserFor({ maxHeaders: 2 });
    expect(protocolError(() => many.parser.push('SEND\na:1\nb:2\nc:3\n\n\0')).message).toBe('帧头过多');
  });

  it('accepts nothing more after an error', () => {
    const { parser, frames } = parserFor();
    protocolError(() => parser.push('SEND\nbroken\n\n\0'));
    parser.push('SEND\ndestination:/test\n\n\0');
    expect(frames).toHaveLength(0);
  });

  it('refuses a lone CR between frames', () => {
    const { parser } = parserFor();
    expect(protocolError(() => parser.push('\rSEND\n\n\0')).detail).toContain('LF');
  });
});

describe('StompFrame', () => {
  it('writes content-length as the byte count of the body, replacing any given one', () => {
    const frame = new StompFrame('MESSAGE', [['destination', '/admin/1/msg'], ['content-length', '3']], CHINESE);
    const wire = frame.toBuffer().toString('utf8');
    const bytes = Buffer.byteLength(CHINESE, 'utf8');
    expect(bytes).toBeGreaterThan(CHINESE.length);
    expect(wire).toBe(`MESSAGE\ndestination:/admin/1/msg\ncontent-length:${bytes}\n\n${CHINESE}\0`);
  });

  it('escapes header names and values, except in CONNECTED', () => {
    expect(new StompFrame('ERROR', { 'a:b': 'x\\y\nz\r:' }).toBuffer().toString()).toBe('ERROR\na\\cb:x\\\\y\\nz\\r\\c\n\n\0');
    expect(new StompFrame('CONNECTED', { server: 'ronghe:1' }).toBuffer().toString()).toBe('CONNECTED\nserver:ronghe:1\n\n\0');
  });

  it('round-trips through the parser byte for byte', () => {
    const { parser, frames } = parserFor();
    const original = new StompFrame('MESSAGE', { destination: '/admin/1/todo', 'x-note': '换行\n冒号:反斜杠\\' }, `{"text":"${CHINESE}"}`);
    parser.push(original.toBuffer());
    expect(frames[0].headers).toEqual([...original.headers, ['content-length', String(original.body.length)]]);
    expect(frames[0].body.equals(original.body)).toBe(true);
  });
});
