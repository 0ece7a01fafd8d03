import type { MiddlewareFunction } from 'react-router'
import { splitLocalePath } from '../../domain/locale.ts'
import { localeContext } from '../context.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'

/** Root middleware: the page's locale and its messages, from the URL prefix only. */
export const localeMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
	context.set(localeContext, i18nFor(splitLocalePath(new URL(request.url).pathname).locale))
}
