/**
 * The visitor's address, which the per-IP rate limits count by. Behind proxies the connection
 * comes from the nearest proxy, so with TRUST_PROXY_HOPS = n the address is the one the n-th
 * proxy from us appended to X-Forwarded-For; anything further left was written by the client
 * and cannot be trusted. Without proxies the header is ignored for the same reason.
 */
import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'
import type { Context } from 'hono'

export const UNKNOWN_CLIENT = 'unknown'

/** The address from X-Forwarded-For given how many proxies we trust, or null. */
export function forwardedClient(header: string | undefined, hops: number): string | null {
	if (!header || hops < 1) return null
	const chain = header.split(',').map((entry) => entry.trim()).filter(Boolean)
	const address = chain[chain.length - hops]
	return address && isIP(stripZone(address)) ? stripZone(address) : null
}

const stripZone = (address: string) => address.replace(/%.*$/, '')

export function clientIpOf(c: Context, hops: number): string {
	const forwarded = forwardedClient(c.req.header('X-Forwarded-For'), hops)
	if (forwarded) return forwarded
	// @hono/node-server puts the Node request in env; requests made in-process (tests, app.request) have none.
	const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
	return incoming?.socket.remoteAddress ?? UNKNOWN_CLIENT
}

/**
 * The rate-limit key of an address. IPv6 users usually get a whole /64 and could take a new
 * address per request, so IPv6 counts per /64; IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function rateLimitKey(address: string): string {
	const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
	if (mapped?.[1]) return mapped[1]
	if (isIP(address) !== 6) return address
	const [head = '', tail = ''] = address.toLowerCase().split('::')
	const headGroups = head ? head.split(':') : []
	const tailGroups = tail ? tail.split(':') : []
	const missing = 8 - headGroups.length - tailGroups.length
	const groups = address.includes('::') ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups] : headGroups
	return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`
}

/**
 * The key of an account's limit counted per client address: the e-mail and the address's key
 * (an e-mail holds no space, so the two cannot run into each other).
 */
export function accountFromAddressKey(email: string, address: string): string {
	return `${email} ${rateLimitKey(address)}`
}
