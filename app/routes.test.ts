import { matchRoutes, type RouteObject } from 'react-router'
import { expect, test } from 'vitest'
import routes from './routes.ts'

const pageAt = (pathname: string) => matchRoutes(routes as RouteObject[], pathname)?.at(-1)?.route.id

test('page addresses match in their own case only: another spelling is the 404', () => {
	expect(pageAt('/ar-ae/faqs/')).toBe('ar-ae:faqs')
	expect(pageAt('/faqs/')).toBe('en:faqs')
	expect(pageAt('/ru-ae/')).toBe('ru-ae:home')
	// Before: the Arabic page under an English locale (/AR-AE/…), and the English page for /FAQS/.
	expect(pageAt('/AR-AE/faqs/')).toBe('en:not-found')
	expect(pageAt('/FAQS/')).toBe('en:not-found')
	expect(pageAt('/About-Us/')).toBe('en:not-found')
	expect(pageAt('/RU-AE/')).toBe('en:not-found')
})
