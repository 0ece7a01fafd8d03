import type { Result, Router } from 'hono/router'
import { TrieRouter } from 'hono/router/trie-router'
import { describe, expect, test } from 'vitest'
import { PrefixApartRouter } from './router.ts'

/** The console's shape (a static segment beside a parameter) among the site's usual routes. */
const ROUTES: [string, string][] = [
	['ALL', '*'],
	['GET', '/healthz'],
	['ALL', '/client/api/*'],
	['GET', '/client/api/v1/plans/:slug'],
	['GET', '/client/api/v1/plans/:slug/sample-menu'],
	['POST', '/client/api/v1/orders/:id/payments'],
	['GET', '/console/staff/'],
	['POST', '/console/staff/invite/'],
	['POST', '/console/staff/:id/remove/'],
	['GET', '/console/*'],
	['ALL', '/assets/*'],
	['GET', '*'],
	['ALL', '*'],
]

const PATHS = ['/', '/faqs/', '/healthz', '/assets/app.js', '/client/api/v1/plans/international', '/client/api/v1/plans/x/sample-menu', '/client/api/v1/orders/7/payments', '/console/staff/', '/console/staff/invite/', '/console/staff/12/remove/', '/console/other/', '/console', '/consoles/']

/** Which routes matched, in order, with their parameters, whatever the router's result shape. */
function matched(router: Router<number>, method: string, path: string) {
	const [handlers, stash] = router.match(method, path) as Result<number> & [unknown, string[] | undefined]
	return (handlers as [number, Record<string, string | number>][]).map(([index, params]) => [
		index,
		Object.fromEntries(Object.entries(params).map(([name, value]) => [name, stash ? stash[value as number] : value])),
	])
}

function filled<R extends Router<number>>(router: R): R {
	ROUTES.forEach(([method, path], index) => router.add(method, path, index))
	return router
}

describe('PrefixApartRouter', () => {
	test('matches every path as one TrieRouter of all the routes does', () => {
		const apart = filled(new PrefixApartRouter<number>('/console'))
		const trie = filled(new TrieRouter<number>())
		for (const method of ['GET', 'POST', 'HEAD'])
			for (const path of PATHS) expect([method, path, matched(apart, method, path)]).toEqual([method, path, matched(trie, method, path)])
	})

	test('the routes outside the prefix are a set RegExpRouter takes, which all of them together are not', () => {
		const apart = filled(new PrefixApartRouter<number>('/console'))
		const together = filled(new PrefixApartRouter<number>('/nothing-here'))
		for (const path of PATHS) apart.match('GET', path)
		together.match('GET', '/')
		const active = (router: Router<number>) => (router as unknown as { activeRouter: Router<number> }).activeRouter.name
		expect(active(apart.routerFor('/faqs/'))).toBe('RegExpRouter')
		expect(active(apart.routerFor('/console/staff/'))).toBe('TrieRouter')
		expect(active(together.routerFor('/'))).toBe('TrieRouter')
	})
})
