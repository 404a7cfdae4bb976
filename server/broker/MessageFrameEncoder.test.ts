import { describe, expect, it } from 'vitest';
import type { BrokerMessage } from './BrokerTransport.ts';
import { MessageFrameEncoder } from './MessageFrameEncoder.ts';
import type { StompFrame } from './StompFrame.ts';
import { StompFrameParser } from './StompFrameParser.ts';

function parse(bytes: Buffer): StompFrame {
  const frames: StompFrame[] = [];
  new StompFrameParser({ onFrame: (frame) => frames.push(frame), onHeartbeat: () => {} }, {}).push(bytes);
  expect(frames).toHaveLength(1);
  return frames[0];
}

const message: BrokerMessage = {
  destination: '/admin/7/msg',
  headers: { 'content-type': 'application/json;charset=utf-8', 'x-备注': '换行\n冒号:', 'message-id': 'forged' },
  body: Buffer.from('{"msgTitle":"您有一条新的消息"}', 'utf8'),
};

describe('MessageFrameEncoder', () => {
  it('writes a MESSAGE each subscriber reads back whole: its own ids, the shared headers escaped, the body byte for byte', () => {
    const encoder = new MessageFrameEncoder();
    const first = encoder.encode(message, { messageId: 's1-1', subscription: 'sub-0', ack: null });
    const second = encoder.encode(message, { messageId: 's2-9', subscription: '订阅:1', ack: 's2-9' });
    for (const [encoded, id, subscription, ack] of [
      [first, 's1-1', 'sub-0', undefined],
      [second, 's2-9', '订阅:1', 's2-9'],
    ] as const) {
      const frame = parse(encoded.bytes);
      expect(frame.command).toBe('MESSAGE');
      expect(frame.header('destination')).toBe('/admin/7/msg');
      expect(frame.header('message-id')).toBe(id);
      expect(frame.header('subscription')).toBe(subscription);
      expect(frame.header('ack')).toBe(ack);
      expect(frame.header('x-备注')).toBe('换行\n冒号:');
      expect(frame.header('content-type')).toBe('application/json;charset=utf-8');
      expect(frame.bodyText).toBe('{"msgTitle":"您有一条新的消息"}');
      expect(encoded.text).toBe(true);
    }
  });

  it('lets no publisher header replace the broker’s own', () => {
    const frame = parse(new MessageFrameEncoder().encode(message, { messageId: 'real', subscription: 's', ack: null }).bytes);
    expect(frame.header('message-id')).toBe('real');
  });

  it('marks a body that is not UTF-8 for a binary WebSocket message', () => {
    const binary: BrokerMessage = { destination: '/admin/1/todo', headers: {}, body: Buffer.from([0xff, 0xfe, 0x00, 0x41]) };
    const encoded = new MessageFrameEncoder().encode(binary, { messageId: 'm', subscription: 's', ack: null });
    expect(encoded.text).toBe(false);
    expect(parse(encoded.bytes).body.equals(binary.body)).toBe(true);
  });
});
