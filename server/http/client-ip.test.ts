import { expect, test } from 'vitest'
import { accountFromAddressKey, forwardedClient, rateLimitKey } from './client-ip.ts'

test('X-Forwarded-For counts only as far as the trusted proxies', () => {
	const header = '203.0.113.9, 198.51.100.7, 10.0.0.2'
	expect(forwardedClient(header, 0)).toBeNull()
	expect(forwardedClient(header, 1)).toBe('10.0.0.2')
	expect(forwardedClient(header, 2)).toBe('198.51.100.7')
	expect(forwardedClient(header, 3)).toBe('203.0.113.9')
	// Fewer entries than proxies: the header did not pass through all of them.
	expect(forwardedClient(header, 4)).toBeNull()
	expect(forwardedClient(undefined, 1)).toBeNull()
	expect(forwardedClient('not-an-address', 1)).toBeNull()
	expect(forwardedClient('2001:db8::1', 1)).toBe('2001:db8::1')
})

test('IPv6 addresses count per /64 and mapped IPv4 as IPv4', () => {
	expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9')
	expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
	expect(rateLimitKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64')
	expect(rateLimitKey('2001:0db8:0000:0001:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64')
	expect(rateLimitKey('2001:db8::')).toBe('2001:db8:0:0::/64')
	expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
	expect(rateLimitKey('unknown')).toBe('unknown')
})

test('an account’s per-address key is the e-mail with the address’s key (IPv6 per /64)', () => {
	expect(accountFromAddressKey('sara@example.com', '203.0.113.9')).toBe('sara@example.com 203.0.113.9')
	expect(accountFromAddressKey('sara@example.com', '2001:db8:1:2::5')).toBe(accountFromAddressKey('sara@example.com', '2001:db8:1:2:ffff::1'))
	expect(accountFromAddressKey('sara@example.com', '::ffff:203.0.113.9')).toBe('sara@example.com 203.0.113.9')
})
