import { BlockList, isIP } from 'node:net';

/**
 * Address classes of decisions.md §10. `forbidden` is refused for every system; `private` (loopback and the private
 * ranges) is refused unless the caller's policy allows it. IPv4 addresses embedded in IPv6 (mapped `::ffff:a.b.c.d`,
 * the deprecated compatible `::a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`) are judged as the IPv4 address they carry.
 */
export type AddressClass = 'forbidden' | 'private' | 'public';

const FORBIDDEN = new BlockList();
FORBIDDEN.addSubnet('0.0.0.0', 8, 'ipv4'); // "this network"; 0.0.0.0 reaches the local host on Linux
FORBIDDEN.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local, cloud metadata 169.254.169.254
FORBIDDEN.addSubnet('224.0.0.0', 4, 'ipv4'); // multicast
FORBIDDEN.addSubnet('240.0.0.0', 4, 'ipv4'); // reserved, including the broadcast address 255.255.255.255
FORBIDDEN.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata (inside 100.64.0.0/10, refused regardless)
FORBIDDEN.addAddress('192.0.0.192', 'ipv4'); // Oracle Cloud metadata
FORBIDDEN.addAddress('::', 'ipv6'); // unspecified
FORBIDDEN.addSubnet('fe80::', 10, 'ipv6'); // link-local
FORBIDDEN.addSubnet('ff00::', 8, 'ipv6'); // multicast
FORBIDDEN.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6 (inside fc00::/7, refused regardless)

const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4'); // carrier-grade NAT
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6'); // unique local

/** The IPv4 address an IPv6 address carries (mapped, compatible or NAT64), or null. */
export function embeddedIpv4(ipv6: string): string | null {
  let normal: string;
  try {
    normal = new URL(`http://[${ipv6}]/`).hostname.slice(1, -1).toLowerCase();
  } catch {
    return null;
  }
  const match = /^(?:::ffff:|::|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal);
  if (!match) return null;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Classifies an IP literal; anything that is not an IP literal is `forbidden` (the caller resolves names first). */
export function classifyAddress(address: string): AddressClass {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(bare);
  if (family === 4) {
    if (FORBIDDEN.check(bare, 'ipv4')) return 'forbidden';
    return PRIVATE.check(bare, 'ipv4') ? 'private' : 'public';
  }
  if (family === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4 !== null) return classifyAddress(v4);
    if (FORBIDDEN.check(bare, 'ipv6')) return 'forbidden';
    return PRIVATE.check(bare, 'ipv6') ? 'private' : 'public';
  }
  return 'forbidden';
}

/** Whether a connection to `address` is allowed when private addresses are (or are not) permitted. */
export function addressAllowed(address: string, privateAllowed: boolean): boolean {
  const cls = classifyAddress(address);
  return cls === 'public' || (cls === 'private' && privateAllowed);
}
