/**
 * The finished page as a Response whose `arrayBuffer()` gives the page's own bytes, not a copy.
 * The page handler (server/http/create-app.ts) and the compression read a page whole that way, and
 * a Response otherwise copies the bytes, makes a stream of the copy and joins it into a third: about
 * 0.18 ms of a 4 ms render, and two page-sized buffers for V8 to collect (docs/benchmarks.md,
 * seventeenth session, area A). The bytes are the page's alone and no reader changes them; the body
 * stays readable as a stream too.
 *
 * `statusText` and `body` are the object's own as well. React Router asks every result of a render
 * whether it is a Response (`isResponse`: a string `statusText`, a defined `body`), and the server's
 * lightweight Response (@hono/node-server) answers either by building the full Response it stands
 * for: a copy of the page in a byte stream, made and thrown away on every render (2.6 % of an
 * uncached home render's main-thread time; docs/benchmarks.md, twenty-second session). Left
 * lightweight, the server also writes the bytes to the socket as they are.
 */
export function pageResponse(bytes: Buffer<ArrayBuffer>, init: ResponseInit): Response {
	const response = new Response(bytes, init)
	// A finished page has an ArrayBuffer of its own (document-edits.server.ts); other bytes may sit in Node's shared pool.
	const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
	const arrayBuffer = whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
	let stream: ReadableStream<Uint8Array> | undefined
	// On the object itself: the lightweight Response has read-only accessors on its prototype.
	Object.defineProperties(response, {
		arrayBuffer: { value: () => Promise.resolve(arrayBuffer) },
		statusText: { value: init.statusText ?? '' },
		body: {
			get: () =>
				(stream ??= new ReadableStream({
					start(controller) {
						controller.enqueue(new Uint8Array(arrayBuffer))
						controller.close()
					},
				})),
		},
	})
	return response
}
