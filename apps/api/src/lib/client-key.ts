import { isIPv4, isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';

/**
 * Who is asking, for every limit that counts per client (the request ceiling, the sign-in
 * limits): the client's address, where one IPv6 /64 is one client. A home or mobile line
 * gets a whole /64, so counting single IPv6 addresses would hand each shopper 2^64 tries.
 */
export const clientKey = (req: Pick<FastifyRequest, 'ip'>): string => addressKey(req.ip);

/**
 * IPv4 as it is, an IPv4-mapped IPv6 address (`::ffff:192.0.2.1`) as its IPv4, any other
 * IPv6 address as its /64 (`2001:db8:1:2::/64`). Anything unreadable is kept as given.
 */
export function addressKey(address: string): string {
  const ip = address.replace(/%.*$/, ''); // a zone (fe80::1%eth0) names the interface, not the client
  if (isIPv4(ip)) return ip;
  if (!isIPv6(ip)) return address;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted tail converted). */
function ipv6Groups(ip: string): number[] {
  const [head = '', tail] = ip.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** TRUST_PROXY as the config reads it: no proxy, how many proxies, or which proxies. */
export type TrustProxy = false | number | string[];

/** Whether the address at `hop` (0: the socket's peer) is a proxy whose headers are believed. */
export type TrustsProxy = (address: string, hop: number) => boolean;

/**
 * Fastify's `trustProxy` for a setting, as one function that the front door
 * (`web-host/front-door.ts`) asks too. Fastify ignores a bare hop count (it cannot tell a
 * proxy from a client that sends its own X-Forwarded-For), so a count believes exactly that
 * many hops: the socket's peer and the ones it names, no further. Addresses and ranges are
 * compiled as Fastify compiles them itself.
 */
export function fastifyTrustProxy(setting: TrustProxy): false | TrustsProxy {
  if (setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}
