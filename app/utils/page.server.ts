import { data, type RouterContextProvider } from 'react-router'
import { splitLocalePath } from '../../domain/locale.ts'
import { localeContext } from '../context.ts'
import type { PageMessages } from '../i18n/messages/pages.en.ts'
import { matchPageRoute } from '../route-table.ts'

export type PageKey = keyof PageMessages
export type PageMeta = { title: string; description: string }

const MAX_PATH_IN_MESSAGE = 300

export function translator(context: Readonly<RouterContextProvider>) {
	return context.get(localeContext).t
}

export function pageMeta(context: Readonly<RouterContextProvider>, title: string, description: string): PageMeta {
	return { title: translator(context)('meta.titleTemplate', { title }), description }
}

/** Title, heading and purpose of a page whose messages live under `pages.{key}`. */
export function pageText(context: Readonly<RouterContextProvider>, key: PageKey) {
	const t = translator(context)
	const text = { heading: t(`pages.${key}.heading`), intro: t(`pages.${key}.intro`) }
	return { ...text, meta: pageMeta(context, t(`pages.${key}.title`), text.intro) }
}

/**
 * The route-table entry of the requested page (its path without the locale prefix). Takes the
 * loader's normalized `url`, not `request.url`, which for client navigations ends in `_.data`.
 */
export function pageRouteOf(url: URL) {
	const match = matchPageRoute(splitLocalePath(url.pathname).path)
	if (!match) throw new Error(`No page route for ${url.pathname}`)
	return match
}

/**
 * The requested path for an error message, shortened when absurdly long. In
 * right-to-left pages it is wrapped in Unicode isolates (FSI…PDI) so its
 * slashes stay where they belong inside the Arabic sentence.
 */
function fullPathOf(url: URL, context: Readonly<RouterContextProvider>) {
	const fullPath = url.pathname + url.search
	const shown = fullPath.length > MAX_PATH_IN_MESSAGE ? `${fullPath.slice(0, MAX_PATH_IN_MESSAGE)}…` : fullPath
	return context.get(localeContext).locale.dir === 'rtl' ? `\u2068${shown}\u2069` : shown
}

/** 404 for a path that matches no route: 'Page not found: {fullPath}'. */
export function unmatchedRoute(url: URL, context: Readonly<RouterContextProvider>) {
	return data({ message: translator(context)('errors.notFound', { path: fullPathOf(url, context) }) }, { status: 404 })
}

/** 404 for a route whose parameter failed validation: 'Page Not Found: {fullPath}'. */
export function invalidRouteParameter(url: URL, context: Readonly<RouterContextProvider>) {
	return data({ message: translator(context)('errors.routeNotFound', { path: fullPathOf(url, context) }) }, { status: 404 })
}
