import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
// IPv4-mapped IPv6 (::ffff:127.x.y.z): how a dual-stack socket reports an IPv4 loopback peer.
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/** True for 127.0.0.0/8, ::1 and ::ffff:127.x.y.z, in any spelling; false for anything else or nothing. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * True when the request comes from the machine the server runs on.
 *
 * NOTE: without TRUST_PROXY the address is the connection's own, which no caller can forge, and an
 * X-Forwarded-For header changes nothing. With TRUST_PROXY, `req.ips` is the connection's address
 * followed by each one a trusted proxy added (decision 031); every one of them must be loopback, so
 * a proxy on this machine passing on a client elsewhere does not make it local.
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  const chain = req.ips ?? [req.ip];
  return chain.length > 0 && chain.every(isLoopback);
}
