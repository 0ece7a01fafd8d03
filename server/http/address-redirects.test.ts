import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { loadConfig } from '../config.ts'
import { addressRedirects } from './address-redirects.ts'

const config = loadConfig({})
const app = new Hono()
const addressRedirect = addressRedirects(config)
app.get('*', (c) => addressRedirect(c) ?? c.text('no redirect'))

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; SM-S928B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

async function answer(path: string, headers: Record<string, string> = {}) {
	const response = await app.request(`http://localhost:3000${path}`, { headers: { 'User-Agent': CHROME, ...headers } })
	return { status: response.status, location: response.headers.get('Location'), vary: response.headers.get('Vary') }
}

test('each address answers the same the second time, kept or not', async () => {
	for (const path of ['/plans', '/ar-ae/login/?next=1', '/faqs', '/FAQS/', '/faqs/', '/assets/x.js', '/meal-plans/international/']) {
		expect(await answer(path), path).toEqual(await answer(path))
	}
	expect(await answer('/ar-ae/login/?next=1')).toEqual({ status: 301, location: '/ar-ae/log-in/?next=1', vary: null })
	expect(await answer('/faqs')).toMatchObject({ status: 301, location: '/faqs/' })
	expect(await answer('/faqs/')).toMatchObject({ status: 200, location: null })
})

test('what depends on the visitor is asked on every request, not kept with the address', async () => {
	expect(await answer('/download-app/', { 'User-Agent': IPHONE })).toEqual({ status: 302, location: config.externalLinks.appStore, vary: 'User-Agent' })
	expect(await answer('/download-app/', { 'User-Agent': ANDROID })).toEqual({ status: 302, location: config.externalLinks.playStore, vary: 'User-Agent' })
	expect(await answer('/', { 'Accept-Language': 'ar-AE,ar;q=0.9' })).toMatchObject({ status: 302, location: '/ar-ae/' })
	expect(await answer('/', { 'Accept-Language': 'ar-AE,ar;q=0.9', Cookie: 'locale=en' })).toMatchObject({ status: 200, location: null })
	expect(await answer('/', { 'Accept-Language': 'ru', 'Sec-Fetch-Site': 'same-origin' })).toMatchObject({ status: 200, location: null })
	expect(await answer('/', { 'Accept-Language': 'ru' })).toMatchObject({ status: 302, location: '/ru-ae/' })
})

test('a language redirect only where the scope and the address allow one, whoever asks first', async () => {
	const everyPage = new Hono()
	const redirectOnEveryPage = addressRedirects({ ...config, LOCALE_REDIRECT: 'all' })
	everyPage.get('*', (c) => redirectOnEveryPage(c) ?? c.text('no redirect'))
	const ask = async (server: Hono, path: string, language: string) =>
		(await server.request(`http://localhost:3000${path}`, { headers: { 'User-Agent': CHROME, 'Accept-Language': language } })).headers.get('Location')
	expect(await ask(everyPage, '/faqs/', 'en')).toBeNull()
	expect(await ask(everyPage, '/faqs/', 'ar')).toBe('/ar-ae/faqs/')
	expect(await ask(everyPage, '/ru-ae/faqs/', 'ar')).toBeNull()
	expect(await ask(app, '/faqs/', 'en')).toBeNull()
	expect(await ask(app, '/faqs/', 'ar')).toBeNull()
})
