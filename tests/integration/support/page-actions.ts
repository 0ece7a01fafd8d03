/**
 * The pages' form actions behind the real HTTP layer, without a production build: a POST to a
 * page runs that route module's action with the services the HTTP layer made for the request,
 * the way React Router would (a thrown or returned Response goes out as is, `data()` as JSON with
 * its status, anything else thrown becomes a 500 through the app's error handler). Other
 * requests get a small stub page. Used by the security fuzz tests, which need every form's
 * action and the HTTP layer's body checks in one request.
 */
import { RouterContextProvider } from 'react-router'
import { localeContext, servicesContext } from '../../../app/context.ts'
import { i18nFor } from '../../../app/i18n/catalogues.server.ts'
import { matchPageRoute } from '../../../app/route-table.ts'
import { splitLocalePath } from '../../../domain/locale.ts'
import type { AppRequestHandler } from '../../../server/app.ts'

type Action = (args: { request: Request; url: URL; params: Record<string, string>; context: RouterContextProvider }) => unknown

const ACTIONS: Record<string, () => Promise<{ action: Action }>> = {
	'routes/account.tsx': () => import('../../../app/routes/account.tsx') as never,
	'routes/body-assessment.tsx': () => import('../../../app/routes/body-assessment.tsx') as never,
	'routes/campaign-lead-form.tsx': () => import('../../../app/routes/campaign-lead-form.tsx') as never,
	'routes/checkout.tsx': () => import('../../../app/routes/checkout.tsx') as never,
	'routes/contact.tsx': () => import('../../../app/routes/contact.tsx') as never,
	'routes/log-in.tsx': () => import('../../../app/routes/log-in.tsx') as never,
	'routes/metabolic-lp.tsx': () => import('../../../app/routes/metabolic-lp.tsx') as never,
	'routes/reset-password-otp.tsx': () => import('../../../app/routes/reset-password-otp.tsx') as never,
	'routes/reset-password.tsx': () => import('../../../app/routes/reset-password.tsx') as never,
	'routes/sign-up.tsx': () => import('../../../app/routes/sign-up.tsx') as never,
	'routes/user-deletion.tsx': () => import('../../../app/routes/user-deletion.tsx') as never,
}

type DataAnswer = { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null }
const isDataAnswer = (value: unknown): value is DataAnswer => (value as DataAnswer | null)?.type === 'DataWithResponseInit'

function asResponse(value: unknown): Response {
	if (value instanceof Response) return value
	if (isDataAnswer(value)) return Response.json(value.data, value.init ?? {})
	return Response.json(value ?? null)
}

export const pageActions: AppRequestHandler = async (request, services) => {
	const url = new URL(request.url)
	const { locale, path } = splitLocalePath(url.pathname)
	const page = matchPageRoute(path)
	const load = page ? ACTIONS[page.route.file] : undefined
	if (request.method !== 'POST' || !page || !load) {
		return new Response(`<!doctype html><p>page ${url.pathname}</p>`, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
	}
	const context = new RouterContextProvider()
	context.set(localeContext, i18nFor(locale))
	context.set(servicesContext, services)
	const { action } = await load()
	try {
		return asResponse(await action({ request, url, params: page.params, context }))
	} catch (thrown) {
		if (thrown instanceof Response || isDataAnswer(thrown)) return asResponse(thrown)
		throw thrown
	}
}
