import { Writable } from 'node:stream'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { describe, expect, test } from 'vitest'
import { createLogger, REDACTED_KEYS, serializeError } from './logger.ts'

function capture() {
	const lines: string[] = []
	const destination = new Writable({
		write(chunk, _encoding, done) {
			lines.push(String(chunk))
			done()
		},
	})
	return { logger: createLogger('info', destination as never), text: () => lines.join('') }
}

/** pg's answer to a broken insert, as the driver builds it (fields set after construction). */
function databaseError(message: string, fields: Record<string, string>) {
	return Object.assign(new Error(message), { severity: 'ERROR', routine: 'ExecConstraints', ...fields })
}

describe('the logger', () => {
	test('every secret key is redacted at the top and three levels down', () => {
		const { logger, text } = capture()
		for (const key of REDACTED_KEYS) {
			const secret = `secret-of-${key}`
			logger.info({ [key]: secret, a: { [key]: secret }, b: { c: { [key]: secret } }, d: { e: { f: { [key]: secret } } } }, 'line')
		}
		expect(text()).not.toMatch(/secret-of-/)
		expect(text()).toContain('"passwordHash":"[redacted]"')
		expect(text()).toContain('"set-cookie":"[redacted]"')
	})

	test('what is not secret stays', () => {
		const { logger, text } = capture()
		logger.info({ requestId: 'r-1', path: '/contact/', status: 400 }, 'request')
		expect(JSON.parse(text())).toMatchObject({ requestId: 'r-1', path: '/contact/', status: 400, msg: 'request' })
	})

	test('a failed query keeps its SQL and PostgreSQL’s code but no parameter, detail or quoted value', () => {
		const cause = databaseError('duplicate key value violates unique constraint "customers_email_unique"', {
			code: '23505',
			table: 'customers',
			constraint: 'customers_email_unique',
			detail: 'Key (email)=(layla@example.com) already exists.',
		})
		const params = ['layla@example.com', 'scrypt$16384$8$1$salt$hash', '+971501234567', '203.0.113.9']
		const error = new DrizzleQueryError('insert into "customers" ("email", "password_hash", "mobile_number", "ip") values ($1, $2, $3, $4)', params, cause)
		const { logger, text } = capture()
		logger.error({ err: new Error('Registration failed', { cause: error }) }, 'Unhandled error')
		const logged = text()
		for (const value of params) expect(logged).not.toContain(value)
		expect(logged).not.toContain('already exists')
		const { err } = JSON.parse(logged) as { err: Record<string, Record<string, Record<string, unknown>>> }
		expect(err.cause).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query', query: expect.stringContaining('values ($1, $2, $3, $4)') })
		expect(err.cause!.cause).toMatchObject({ code: '23505', table: 'customers', constraint: 'customers_email_unique' })
		expect(err.cause!.stack).toMatch(/^\s+at /)
	})

	test('quoted input in PostgreSQL’s message is cut out', () => {
		const serialized = serializeError(databaseError('invalid input syntax for type integer: "12; drop table"', { code: '22P02' }))
		expect(serialized).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "…"' })
	})
})
