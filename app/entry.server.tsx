import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import {
	type EntryContext,
	type HandleErrorFunction,
	isRouteErrorResponse,
	type RouterContextProvider,
	ServerRouter,
} from 'react-router'
import { localeContext, servicesContext } from './context.ts'
import { I18nProvider } from './i18n/i18n.tsx'
import css from './styles/inline-css.server.ts'
import { DocumentContext } from './utils/document-context.ts'

export const streamTimeout = 5_000

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const { nonce } = loadContext.get(servicesContext)
	const i18n = loadContext.get(localeContext)
	// Crawlers get the complete document at once; people get the shell as soon as it is ready.
	const waitForAll = isbot(request.headers.get('user-agent')) || routerContext.isSpaMode

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		// Cleared as soon as everything is rendered: a pending timer keeps the whole
		// render alive for seconds, which at a few hundred pages per second is
		// hundreds of megabytes.
		const abortTimer = setTimeout(() => abort(), streamTimeout + 1_000)

		const send = () => {
			shellRendered = true
			const body = new PassThrough()
			responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
			resolve(
				new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
			)
			pipe(body)
		}

		const { pipe, abort } = renderToPipeableStream(
			<DocumentContext value={{ nonce, css }}>
				<I18nProvider i18n={i18n}>
					<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
				</I18nProvider>
			</DocumentContext>,
			{
				nonce,
				// React moves a finished Suspense boundary after the shell once 12.8 KB have gone out,
				// to be revealed by an inline script: the cookie banner at the end of the page would then
				// never show without JavaScript. Finished content stays where it is.
				progressiveChunkSize: Number.MAX_SAFE_INTEGER,
				onShellReady() {
					if (!waitForAll) send()
				},
				onAllReady() {
					clearTimeout(abortTimer)
					if (waitForAll) send()
				},
				onShellError(error: unknown) {
					clearTimeout(abortTimer)
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					// Errors after the shell are logged by handleError; before it they reject above.
					if (shellRendered) console.error(error)
				},
			},
		)
	})
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
	// Aborted requests and 4xx answers (a PUT to a page, a bad token) are not server faults.
	if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return
	const logger = context.get(servicesContext).logger
	logger.error({ err: error, url: request.url }, 'Unhandled error while rendering')
}
