/**
 * Issue 21, a cached page's request cost: the routes outside the console and the API are a set Hono's
 * RegExpRouter accepts, so a page's or a file's request is never matched by TrieRouter, whose search
 * made V8 allocate per-request objects in the old generation (server/http/router.ts).
 */
import { expect, test } from 'vitest'
import type { Router } from 'hono/router'
import type { PrefixApartRouter } from '../../server/http/router.ts'
import { createTestDatabase } from './support/database.ts'
import { BROWSER_UA, createTestHttpApp } from './support/http.ts'

const { db } = await createTestDatabase()

const activeRouterName = (router: Router<unknown>) => (router as unknown as { activeRouter: Router<unknown> }).activeRouter.name

test('pages and files are matched by RegExpRouter; the console apart (TrieRouter); all answer', async () => {
	const app = createTestHttpApp(db)
	const ask = (path: string) => app.request(`https://kcal.example${path}`, { headers: { 'User-Agent': BROWSER_UA } })
	expect((await ask('/faqs/')).status).toBe(200)
	expect((await ask('/client/api/v1/locales')).status).toBe(200)
	expect((await ask('/console/sign-in/')).status).toBe(200)
	const router = app.router as PrefixApartRouter<unknown>
	expect(activeRouterName(router.routerFor('/faqs/'))).toBe('RegExpRouter')
	expect(activeRouterName(router.routerFor('/client/api/v1/locales'))).toBe('RegExpRouter')
	expect(activeRouterName(router.routerFor('/console/sign-in/'))).toBe('TrieRouter')
})
