/**
 * The finished page as a Response whose `arrayBuffer()` gives the page's own bytes, not a copy.
 * The page handler (server/http/create-app.ts) and the compression read a page whole that way, and
 * a Response otherwise copies the bytes, makes a stream of the copy and joins it into a third: about
 * 0.18 ms of a 4 ms render, and two page-sized buffers for V8 to collect (docs/benchmarks.md,
 * seventeenth session, area A). The bytes are the page's alone and no reader changes them; the body
 * stays readable as a stream too.
 */
export function pageResponse(bytes: Buffer<ArrayBuffer>, init: ResponseInit): Response {
	const response = new Response(bytes, init)
	// A finished page has an ArrayBuffer of its own (document-edits.server.ts); other bytes may sit in Node's shared pool.
	const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
	const arrayBuffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
	// On the object itself: the lightweight Response of @hono/node-server (the server's global) has a read-only arrayBuffer on its prototype.
	Object.defineProperty(response, 'arrayBuffer', { value: () => Promise.resolve(arrayBuffer) })
	return response
}
