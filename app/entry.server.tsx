import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from 'react-router'
import { localeContext, servicesContext } from './context.ts'
import { I18nProvider } from './i18n/i18n.tsx'
import { NonceContext } from './utils/nonce.ts'

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
	const readyEvent = isbot(request.headers.get('user-agent')) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const { pipe, abort } = renderToPipeableStream(
			<NonceContext value={nonce}>
				<I18nProvider i18n={i18n}>
					<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
				</I18nProvider>
			</NonceContext>,
			{
				nonce,
				[readyEvent]() {
					shellRendered = true
					const body = new PassThrough()
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
					pipe(body)
				},
				onShellError(error: unknown) {
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					// Errors after the shell are logged by handleError; before it they reject above.
					if (shellRendered) console.error(error)
				},
			},
		)
		setTimeout(abort, streamTimeout + 1_000)
	})
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
	if (request.signal.aborted) return
	const logger = context.get(servicesContext).logger
	logger.error({ err: error, url: request.url }, 'Unhandled error while rendering')
}
