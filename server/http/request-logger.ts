/**
 * A request's logger (the process logger's child carrying the request id), made on its first use.
 * Most requests never log anything but their access line, and a pino child is not free here: with
 * the logger's redaction paths (server/logger.ts) pino runs the redacting stringifier over each
 * binding when it makes a child, ≈ 50 µs a request measured (against ≈ 2 µs without redaction),
 * several per cent of a cached API read's whole CPU. The access line is written on the process
 * logger with the same `requestId` field instead (create-app.ts).
 */
import type { Logger } from '../logger.ts'

export function lazyChildLogger(parent: Logger, bindings: Record<string, unknown>): Logger {
	let child: Logger | undefined
	const made = () => (child ??= parent.child(bindings))
	// Every read, write and `in` goes to the child, made the first time; pino's methods then see the
	// proxy as `this` and read their state through it, from the child.
	return new Proxy(parent, {
		get: (_parent, key) => Reflect.get(made(), key),
		set: (_parent, key, value) => Reflect.set(made(), key, value),
		has: (_parent, key) => Reflect.has(made(), key),
	})
}
