import type { MiddlewareFunction } from 'react-router'
import { getLocale, type LocaleCode, splitLocalePath } from '../../domain/locale.ts'
import { localeContext } from '../context.ts'
import { ALL_RESOURCES } from '../i18n/catalogues.server.ts'
import { createI18n } from '../i18n/i18n.ts'

/*
 * One i18next instance per locale, created once and never switched to another
 * language: each request reads the instance of its own URL's locale, so two
 * requests in different languages can never leak into each other, without
 * paying for a new instance on every page view.
 */
const instances = new Map<LocaleCode, ReturnType<typeof createI18n>>()
function i18nFor(locale: LocaleCode) {
	let instance = instances.get(locale)
	if (!instance) {
		instance = createI18n(locale, ALL_RESOURCES)
		instances.set(locale, instance)
	}
	return instance
}

/** Root middleware: the page's locale and its messages, from the URL prefix only. */
export const localeMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
	const { locale } = splitLocalePath(new URL(request.url).pathname)
	context.set(localeContext, { locale: getLocale(locale), i18n: i18nFor(locale) })
}
