import { Writable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { createLogger } from '../logger.ts'
import { lazyChildLogger } from './request-logger.ts'

function capture() {
	const lines: Record<string, unknown>[] = []
	const stream = new Writable({
		write(chunk: Buffer, _encoding, done) {
			for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
			done()
		},
	})
	return { lines, logger: createLogger('info', stream) }
}

const flushed = () => new Promise((resolve) => setImmediate(resolve))

describe('lazyChildLogger', () => {
	test('logs as the child would: its bindings on every line, redaction, levels, a child of it, errors', async () => {
		const { lines, logger } = capture()
		const request = lazyChildLogger(logger, { requestId: 'req-1' })
		request.info({ token: 'secret', path: '/x' }, 'first')
		request.debug('not at info')
		request.child({ job: 'j' }).warn('nested')
		request.error({ err: new Error('boom') }, 'failed')
		expect(request.isLevelEnabled('debug')).toBe(false)
		await flushed()
		expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
			['first', 'req-1'],
			['nested', 'req-1'],
			['failed', 'req-1'],
		])
		expect(lines[0]).toMatchObject({ token: '[redacted]', path: '/x', level: 30 })
		expect(lines[1]).toMatchObject({ job: 'j', level: 40 })
		expect((lines[2]!.err as { message: string }).message).toBe('boom')
	})

	test('a level set on it is the child’s, not the process logger’s', async () => {
		const { lines, logger } = capture()
		const request = lazyChildLogger(logger, { requestId: 'req-2' })
		request.level = 'debug'
		request.debug('shown')
		logger.debug('not shown')
		await flushed()
		expect(lines.map((line) => line.msg)).toEqual(['shown'])
		expect(logger.level).toBe('info')
	})
})
