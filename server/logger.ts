/**
 * The process's logger: JSON lines (pino). Logs never carry what a visitor sent us in secret or
 * what identifies them (DESIGN §4): values under a secret's key are replaced wherever they sit
 * (pino `redact`), and errors are serialized without the parameters of a failed query, which
 * Drizzle puts in its message (the new customer's password hash, e-mail, phone and address).
 */
import type { DestinationStream } from 'pino'
import pino from 'pino'
import { DrizzleQueryError } from 'drizzle-orm/errors'

export type { Logger } from 'pino'

/**
 * Keys whose values are never written, at any of the first four levels of a log line: passwords
 * and their hashes, session and reset tokens, card data, and the HTTP headers that carry them.
 */
export const REDACTED_KEYS = [
	'password',
	'passwordHash',
	'password_hash',
	'currentPassword',
	'current_password',
	'newPassword',
	'new_password',
	'new_password_confirmation',
	'passwordConfirmation',
	'password_confirmation',
	'token',
	'tokenHash',
	'token_hash',
	'sessionToken',
	'session_token',
	'accessToken',
	'access_token',
	// An order's access token (POST /orders's answer, the app's Order-Token header): it pays the order.
	'orderToken',
	'order_token',
	'order-token',
	'Order-Token',
	'card',
	'cardNumber',
	'card_number',
	'cardHolderName',
	'card_holder_name',
	'cardSecurityCode',
	'card_security_code',
	'cardToken',
	'card_token',
	'token_name',
	'cvv',
	'expiry_date',
	'authorization',
	'Authorization',
	'cookie',
	'Cookie',
	'set-cookie',
	'Set-Cookie',
] as const

const path = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`)
export const REDACT_PATHS = REDACTED_KEYS.flatMap((key) =>
	['', '*', '*.*', '*.*.*'].map((prefix) => (prefix ? `${prefix}${path(key)}` : path(key).replace(/^\./, ''))),
)

export function createLogger(level: string, destination?: DestinationStream) {
	return pino(
		{
			level,
			base: undefined,
			redact: { paths: REDACT_PATHS, censor: '[redacted]' },
			serializers: { err: serializeError },
		},
		destination,
	)
}

const MAX_CAUSES = 5

/**
 * An error as a log line may hold it: type, message, code and stack frames, and its causes. A
 * failed query keeps its SQL (placeholders only) but not its parameters; PostgreSQL's own error
 * keeps its code, table, column and constraint but not its `detail` ("Key (email)=(…) already
 * exists") nor quoted values in its message.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
	if (!(error instanceof Error)) return { type: typeof error }
	const serialized: Record<string, unknown> = { type: error.constructor.name || error.name, message: error.message, stack: stackFrames(error) }
	if (error instanceof DrizzleQueryError) {
		serialized.message = 'Failed query'
		serialized.query = error.query
	} else if (isDatabaseError(error)) {
		serialized.message = error.message.replace(/"[^"]*"/g, '"…"')
		for (const key of ['code', 'severity', 'table', 'column', 'constraint', 'routine'] as const) if (error[key]) serialized[key] = error[key]
	} else if ('code' in error && typeof error.code === 'string') {
		serialized.code = error.code
	}
	if (error.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serializeError(error.cause, depth + 1)
	return serialized
}

type DatabaseError = Error & Partial<Record<'code' | 'severity' | 'table' | 'column' | 'constraint' | 'routine' | 'detail', string>>

/** pg's DatabaseError (an answer of the server), told by the fields only it has. */
function isDatabaseError(error: Error): error is DatabaseError {
	return 'severity' in error && 'routine' in error
}

/** The stack's "at …" lines only: its first lines repeat the message, which may hold values. */
function stackFrames(error: Error): string | undefined {
	return error.stack
		?.split('\n')
		.filter((line) => line.trimStart().startsWith('at '))
		.join('\n')
}
