import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-address limit counts: an IPv4 address as it is, an IPv6 one by its /64
 * network. One IPv6 subscriber is given a whole /64 (RFC 6177) and may use any address in it:
 * counted one by one, each request could come from a fresh address.
 */
export class ClientAddressKey {
  static of(address: string): string {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return mapped[1];
    if (isIPv4(address) || !isIPv6(address)) return address;
    const [head, tail = ''] = address.split('::');
    const left = head === '' ? [] : head.split(':');
    const right = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
    // An embedded IPv4 tail (::a.b.c.d) takes two groups; only the first four groups matter here.
    const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
    return `${groups
      .slice(0, 4)
      .map((group) => parseInt(group, 16).toString(16))
      .join(':')}::/64`;
  }
}
