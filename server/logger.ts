import pino from 'pino'

export type { Logger } from 'pino'

export function createLogger(level: string) {
	return pino({
		level,
		base: undefined,
		redact: { paths: ['req.headers.cookie', 'req.headers.authorization'], remove: true },
	})
}
