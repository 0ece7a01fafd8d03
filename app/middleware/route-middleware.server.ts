/**
 * Named route middleware. A page declares names and priorities in
 * app/route-table.ts; this registry holds what each name does. A declared
 * name without an implementation stops the server at start-up.
 */
import { data, type MiddlewareFunction } from 'react-router'
import { localeContext, servicesContext } from '../context.ts'
import { unmatchedRoute } from '../utils/page.server.ts'
import { PAGE_ROUTES, type RouteMiddlewareDeclaration } from '../route-table.ts'

export const PAYMENT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

/**
 * payment-token: a payment link carries `?token=`; a malformed token is
 * refused before the page loads. Checking the token against a payment is
 * part of the checkout work.
 */
const paymentToken: MiddlewareFunction<Response> = ({ request, context }) => {
	const token = new URL(request.url).searchParams.get('token')
	if (token !== null && !PAYMENT_TOKEN_PATTERN.test(token)) {
		throw data({ message: context.get(localeContext).t('payment.invalidLink') }, { status: 400 })
	}
}

/** style-guide: the component page exists only where STYLE_GUIDE is on (development, tests). */
const styleGuide: MiddlewareFunction<Response> = ({ url, context }) => {
	if (!context.get(servicesContext).settings.styleGuide) throw unmatchedRoute(url, context)
}

const REGISTRY: Record<string, MiddlewareFunction<Response>> = {
	'payment-token': paymentToken,
	'style-guide': styleGuide,
}

export class UnknownRouteMiddlewareError extends Error {
	override name = 'UnknownRouteMiddlewareError'
	constructor(names: string[]) {
		super(`Unknown route middleware: ${names.join(', ')}`)
	}
}

/** Fails when any page declares a middleware name that the registry lacks. */
export function assertRouteMiddlewareKnown(
	routes: ReadonlyArray<{ middleware?: readonly RouteMiddlewareDeclaration[] }> = PAGE_ROUTES,
	registry: Record<string, unknown> = REGISTRY,
) {
	const unknown = routes.flatMap((route) => route.middleware ?? []).filter((m) => !(m.name in registry))
	if (unknown.length > 0) throw new UnknownRouteMiddlewareError([...new Set(unknown.map((m) => m.name))])
}

/** The middleware chain of one page, highest priority first. */
export function middlewareFor(pageId: string): MiddlewareFunction<Response>[] {
	const declared = PAGE_ROUTES.find((route) => route.id === pageId)?.middleware ?? []
	return [...declared]
		.sort((a, b) => b.priority - a.priority)
		.map((declaration) => {
			const implementation = REGISTRY[declaration.name]
			if (!implementation) throw new UnknownRouteMiddlewareError([declaration.name])
			return implementation
		})
}
