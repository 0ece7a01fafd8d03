import { expect, test } from 'vitest'
import { canonicalHostTarget } from './canonical-host.ts'

const target = (url: string, origin: string) => canonicalHostTarget(new URL(url), origin)

test('another host name goes to PUBLIC_ORIGIN with its path and query', () => {
	expect(target('http://127.0.0.1:3000/meal-plans/?utm_source=x&b=2', 'http://localhost:3000')).toBe('http://localhost:3000/meal-plans/?utm_source=x&b=2')
	expect(target('https://www.kcal.ae/ar-ae/faqs/', 'https://kcal.ae')).toBe('https://kcal.ae/ar-ae/faqs/')
	expect(target('http://203.0.113.7/', 'https://kcal.ae')).toBe('https://kcal.ae/')
	expect(target('http://[::1]:3000/x/', 'http://localhost:3000')).toBe('http://localhost:3000/x/')
	// Another port of the same host is another origin (cookies are shared, payment returns are not).
	expect(target('http://localhost:3001/', 'http://localhost:3000')).toBe('http://localhost:3000/')
})

test('the canonical host is left alone, whatever the scheme the proxy forwarded and the default port it named', () => {
	expect(target('http://localhost:3000/meal-plans/', 'http://localhost:3000')).toBeNull()
	expect(target('http://KCAL.ae/', 'https://kcal.ae')).toBeNull()
	expect(target('http://kcal.ae:443/', 'https://kcal.ae')).toBeNull()
	expect(target('http://kcal.ae:80/', 'https://kcal.ae')).toBeNull()
})

test('health probes and the metrics scrape answer on any host', () => {
	for (const path of ['/healthz', '/readyz', '/metrics']) expect(target(`http://10.0.0.5:3000${path}`, 'https://kcal.ae')).toBeNull()
	expect(target('http://10.0.0.5:3000/healthz/', 'https://kcal.ae')).toBe('https://kcal.ae/healthz/')
})
