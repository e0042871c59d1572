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
 * X-Forwarded-For header changes nothing. With TRUST_PROXY, Fastify trusts every hop, so `req.ip`
 * is the first address of X-Forwarded-For, which the client wrote itself; every address of the
 * chain (`req.ips`: the connection's, then each one a proxy appended) must then be loopback, and a
 * proxy appends the real address of a client elsewhere.
 */
export function isLocalRequest(req: FastifyRequest): boolean {
  const chain = req.ips ?? [req.ip];
  return chain.length > 0 && chain.every(isLoopback);
}
