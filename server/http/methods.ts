/**
 * Which HTTP methods reach the application. Methods no route of ours takes (WebDAV's PROPFIND,
 * MKCOL…, made-up ones) are 501; TRACE, TRACK and CONNECT, which the Fetch API cannot even
 * represent, are 405 before anything builds a Request of them. Pages take GET, HEAD and POST
 * (their forms); OPTIONS answers which, anything else is 405.
 */
const ROUTED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const NEVER_ALLOWED = new Set(['TRACE', 'TRACK', 'CONNECT'])

export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const

/** The routed methods whose request may carry a body: all but GET and HEAD, which never do. */
export const BODY_METHODS = [...ROUTED_METHODS].filter((method) => method !== 'GET' && method !== 'HEAD')

/** 405 or 501 for a method no route takes; null when some route may. */
export function unroutedMethodStatus(method: string): 405 | 501 | null {
	if (NEVER_ALLOWED.has(method)) return 405
	return ROUTED_METHODS.has(method) ? null : 501
}

/** How a page answers `method`: go on, an OPTIONS answer (204 with Allow), or 405. */
export function pageMethodAnswer(method: string): 'page' | 'options' | 405 {
	if ((PAGE_METHODS as readonly string[]).includes(method)) return 'page'
	return method === 'OPTIONS' ? 'options' : 405
}
