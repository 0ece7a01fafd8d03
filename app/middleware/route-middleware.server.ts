/**
 * Named route middleware. A page declares names and priorities in
 * app/route-table.ts; this registry holds what each name does, and the page's
 * route module runs them by exporting `middleware = middlewareFor(pageId)`.
 * A declared name without an implementation, or a module that does not run
 * exactly what its pages declare, stops the server at start-up.
 */
import type { MiddlewareFunction } from 'react-router'
import { paymentLinkContext, servicesContext } from '../context.ts'
import { unmatchedRoute } from '../utils/page.server.ts'
import { pageIdOfRoute } from '../private-pages.ts'
import { PAGE_ROUTES, type RouteMiddlewareDeclaration } from '../route-table.ts'

/**
 * payment-token: a payment link carries `?token=`, signed by the server for one order and
 * valid for a week (server/orders/checkout.ts). Before the page loads, a malformed or tampered
 * token is marked refused and an expired one expired; the page answers those with 400 and 410
 * and says what to do instead, inside the site's header and footer (an error thrown here would
 * reach only the root's bare error screen: no loader has run yet). A good token names the order
 * the page finds. Without a token the page explains where payment links come from.
 */
const paymentToken: MiddlewareFunction<Response> = ({ request, context }) => {
	const token = new URL(request.url).searchParams.get('token')
	if (token === null) return
	const check = context.get(servicesContext).checkout.readPaymentLinkToken(token)
	context.set(paymentLinkContext, check.ok ? { publicId: check.payload, token } : { refused: check.reason === 'expired' ? 'expired' : 'invalid' })
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

export class RouteMiddlewareNotAppliedError extends Error {
	override name = 'RouteMiddlewareNotAppliedError'
	constructor(routeIds: string[]) {
		super(`Route modules that do not run the middleware their pages declare (export middleware = middlewareFor(pageId)): ${routeIds.join(', ')}`)
	}
}

/**
 * Fails when a page's route module does not export exactly the middleware chain the route table
 * declares for that page: a declaration nobody applies would look like protection and be none
 * (the style guide was public for that reason). `routes` is the build's route manifest (route id →
 * module); a module shared by several pages must suit each of them.
 */
export function assertRouteMiddlewareApplied(routes: Readonly<Record<string, { module: { middleware?: readonly unknown[] } } | undefined>>) {
	const mismatched = Object.entries(routes).flatMap(([routeId, route]) => {
		const pageId = pageIdOfRoute(routeId)
		if (pageId === null || !route) return []
		const declared = middlewareFor(pageId)
		const applied = route.module.middleware ?? []
		const same = applied.length === declared.length && declared.every((implementation, index) => applied[index] === implementation)
		return same ? [] : [routeId]
	})
	if (mismatched.length > 0) throw new RouteMiddlewareNotAppliedError(mismatched)
}
