import { expect, test } from 'vitest'
import { loadConfig } from '../config.ts'
import { findRedirect, redirectTable } from './redirects.ts'

const rules = redirectTable(loadConfig({}).externalLinks)

test('internal redirects keep the locale and the query', () => {
	expect(findRedirect(rules, '/login', '')).toEqual({ status: 301, location: '/log-in/' })
	expect(findRedirect(rules, '/ar-ae/login/', '?next=1')).toEqual({ status: 301, location: '/ar-ae/log-in/?next=1' })
})

test('external redirects go to the configured address, temporarily', () => {
	const links = loadConfig({ BLOG_URL: 'https://blog.example/' }).externalLinks
	expect(findRedirect(redirectTable(links), '/ru-ae/blog/', '')).toEqual({ status: 302, location: 'https://blog.example/' })
})

test('paths without a rule are not redirected', () => {
	expect(findRedirect(rules, '/faqs/', '')).toBeNull()
})
