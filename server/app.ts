/**
 * The React Router side of the server: server/index.ts hands each page
 * request here with the request's services.
 */
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import * as build from 'virtual:react-router/server-build'
import { catalogueModulesContext, type RequestServices, servicesContext } from '../app/context.ts'
import type { CatalogueModules } from '../app/i18n/catalogue-modules.ts'
import { assertRouteMiddlewareApplied, assertRouteMiddlewareKnown } from '../app/middleware/route-middleware.server.ts'
import { localeBuilds } from './locale-builds.ts'

/** Changes with every build of the pages; the browser's manifest carries the same value. */
export const BUILD_ID = build.assets.version

export type AppRequestHandler = (request: Request, services: RequestServices) => Promise<Response>

export function createAppHandler(catalogueModules: CatalogueModules = {}): AppRequestHandler {
	// Fail at start-up, not on the first visit to the page that names it.
	assertRouteMiddlewareKnown()
	assertRouteMiddlewareApplied(build.routes)
	// One handler per cut of the route table (a page's routes, a locale's, the whole: locale-builds.ts);
	// the cuts are few (one per set of routes a path needs), and held weakly all the same.
	const buildFor = localeBuilds(build)
	const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>()
	const handlerFor = (cut: ServerBuild) => handlers.get(cut) ?? handlers.set(cut, createRequestHandler(cut, 'production')).get(cut)!
	return (request, services) => {
		const context = new RouterContextProvider()
		context.set(servicesContext, services)
		context.set(catalogueModulesContext, catalogueModules)
		return handlerFor(buildFor(new URL(request.url).pathname))(request, context)
	}
}
