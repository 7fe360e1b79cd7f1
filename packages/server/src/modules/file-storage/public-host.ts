/**
 * Whether an https url given for a file record names a host on the public internet. A record's url is
 * fetched by visitors' browsers and by the server (page metadata, mail): loopback, private, link-local and
 * other non-public addresses, `localhost` and single-label names would point them at their own network.
 */
import { BlockList, isIP } from 'node:net';

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** `hostname` as URL gives it (IPv4 forms normalised to dotted quads, IPv6 in brackets). */
export function isPublicHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  const family = isIP(host);
  // BlockList matches an IPv4-mapped IPv6 address (::ffff:7f00:1) against the IPv4 ranges too.
  if (family) return !NOT_PUBLIC.check(host, family === 4 ? 'ipv4' : 'ipv6');
  return host.includes('.') && !host.endsWith('.localhost');
}
