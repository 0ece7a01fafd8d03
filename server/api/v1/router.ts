import { Hono } from 'hono'
import { LOCALES } from '../../../domain/locale.ts'
import { apiError } from '../errors.ts'
import { openApiDocument } from './openapi.ts'

/** /client/api/v1: one sub-router per resource joins here as the API grows. */
export function createApiV1() {
	const api = new Hono()

	api.get('/openapi.json', (c) => {
		c.header('Cache-Control', 'public, max-age=300')
		return c.json(openApiDocument)
	})

	api.get('/locales', (c) => {
		c.header('Cache-Control', 'public, max-age=300')
		const data = LOCALES.filter((locale) => locale.enabled).map(
			({ code, language, shortName, longName, dir, prefix }) => ({ code, language, shortName, longName, dir, prefix }),
		)
		return c.json({ data })
	})

	api.notFound((c) => apiError(c, 404, 'not_found', 'notFound'))
	return api
}
