import { isIP } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * The subject a per-address limit counts under. An IPv4 address stands for itself (an IPv4 client
 * mapped into IPv6 as well); an IPv6 address stands for its /64, because a single home or server gets
 * a whole /64 and could otherwise start over from a fresh address at every attempt.
 */
export function limitAddress(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = MAPPED_IPV4.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded and leading zeros dropped. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const split = (part: string) =>
    // A dotted IPv4 ending takes the room of two groups.
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const first = split(head);
  const last = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: 8 - first.length - last.length }, () => '0');
  return [...first, ...zeros, ...last].map((group) => Number.parseInt(group, 16).toString(16));
}
