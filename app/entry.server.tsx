import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import {
	type EntryContext,
	type HandleErrorFunction,
	isRouteErrorResponse,
	type RouterContextProvider,
	ServerRouter,
} from 'react-router'
import { RenderedSectionsContext } from './components/rendered-once.tsx'
import { catalogueModulesContext, localeContext, servicesContext } from './context.ts'
import { I18nProvider } from './i18n/i18n.tsx'
import { DocumentContext } from './utils/document-context.ts'
import { CRITICAL_CSS_PLACEHOLDER, finishDocument } from './utils/finish-document.server.ts'
import { pageResponse } from './utils/page-response.server.ts'
import { renderedSections, sectionStore } from './utils/rendered-sections.server.ts'

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
	const catalogueModule = loadContext.get(catalogueModulesContext)[i18n.locale.code]
	const { sections, splice } = renderedSections(sectionStore)

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		let renderFailed = false
		// Cleared as soon as everything is rendered: a pending timer keeps the whole
		// render alive for seconds, which at a few hundred pages per second is
		// hundreds of megabytes.
		const abortTimer = setTimeout(() => abort(), streamTimeout + 1_000)

		// The whole document is rendered before a byte goes out: its <head> carries the CSS
		// its body uses. Nothing suspends on the server (loaders have resolved; the lazy parts
		// are client-only), so waiting for all costs no time to first byte.
		const send = () => {
			const chunks: Buffer[] = []
			const collector = new Writable({
				write(chunk: Buffer, _encoding, callback) {
					chunks.push(chunk)
					callback()
				},
			})
			collector.on('finish', () => {
				responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
				// The document as UTF-8 bytes: encoded once, by React, and read as Latin-1 text (finish-document.server.ts).
				// The parts rendered once (decision 013) go in first: the finishing steps read their markup too.
				const { html, kept } = splice(Buffer.concat(chunks).toString('latin1'), !renderFailed)
				const page = finishDocument(html, nonce, { kept })
				resolve(pageResponse(page, { headers: responseHeaders, status: responseStatusCode }))
			})
			collector.on('error', reject)
			pipe(collector)
		}

		const { pipe, abort } = renderToPipeableStream(
			<DocumentContext value={{ nonce, css: CRITICAL_CSS_PLACEHOLDER, catalogueModule }}>
				<I18nProvider i18n={i18n}>
					<RenderedSectionsContext value={sections}>
						<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
					</RenderedSectionsContext>
				</I18nProvider>
			</DocumentContext>,
			{
				nonce,
				// React moves a finished Suspense boundary after the shell once 12.8 KB have gone out,
				// to be revealed by an inline script: the cookie banner at the end of the page would then
				// never show without JavaScript. Finished content stays where it is.
				progressiveChunkSize: Number.MAX_SAFE_INTEGER,
				onShellReady() {
					shellRendered = true
				},
				onAllReady() {
					clearTimeout(abortTimer)
					send()
				},
				onShellError(error: unknown) {
					clearTimeout(abortTimer)
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					renderFailed = true
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
	// The path only: a query string can carry what a visitor typed (an e-mail on the reset pages).
	logger.error({ err: error, path: new URL(request.url).pathname.slice(0, 200) }, 'Unhandled error while rendering')
}
