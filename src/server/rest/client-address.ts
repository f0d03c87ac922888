import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The client address: the socket's peer, unless that peer is a configured trusted proxy, in which case
 * the right-most address in X-Forwarded-For that is not itself a trusted proxy.
 */
export class ClientAddressResolver {
  private readonly trusted = new BlockList();
  private readonly any: boolean;

  constructor(trustedProxies: string) {
    const entries = trustedProxies.split(',').map((s) => s.trim()).filter(Boolean);
    this.any = entries.length > 0;
    for (const entry of entries) {
      const [addr, bits] = entry.split('/');
      if (!addr) continue;
      const type = isIPv6(addr) ? 'ipv6' : 'ipv4';
      if (bits !== undefined) this.trusted.addSubnet(addr, Number(bits), type);
      else this.trusted.addAddress(addr, type);
    }
  }

  private isTrusted(addr: string): boolean {
    if (!this.any) return false;
    return isIPv4(addr) ? this.trusted.check(addr, 'ipv4') : isIPv6(addr) ? this.trusted.check(addr, 'ipv6') : false;
  }

  resolve(socketAddress: string | undefined, forwardedFor: string | string[] | undefined): string {
    let addr = normalize(socketAddress ?? '0.0.0.0');
    if (!this.isTrusted(addr) || !forwardedFor) return addr;
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map((h) => normalize(h.trim()));
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      if (!isIPv4(hop) && !isIPv6(hop)) break;
      addr = hop;
      if (!this.isTrusted(hop)) break;
    }
    return addr;
  }
}

function normalize(addr: string): string {
  return addr.startsWith('::ffff:') && isIPv4(addr.slice(7)) ? addr.slice(7) : addr.toLowerCase();
}

/** The network failed key checks are counted for: the IPv4 address itself, or the IPv6 /64. */
export function networkOf(addr: string): string {
  if (!isIPv6(addr)) return addr;
  const [head = '', tail = ''] = addr.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = addr.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
