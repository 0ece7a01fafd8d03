import { describe, expect, test, vi } from 'vitest'
import type { ApiResult } from '../../app/utils/api-client.ts'
import type { AppRequestHandler } from '../../server/app.ts'
import { createTestDatabase } from './support/database.ts'
import { createTestApp } from './support/http.ts'

const { db } = await createTestDatabase()

/**
 * Stands in for a loader: calls the API with the request services' client,
 * in the locale and on the path the test names, and answers with the result.
 */
const loaderLike: AppRequestHandler = async (request, services) => {
	const url = new URL(request.url)
	const locale = url.searchParams.get('locale') === 'ar-ae' ? 'ar-ae' : 'en'
	const result = await services.api(locale).get(url.searchParams.get('api') ?? '/locales')
	return Response.json(result)
}

const request = createTestApp(db, {}, undefined, loaderLike)

async function callFromLoader(apiPath: string, locale = 'en') {
	const response = await request(`/?api=${encodeURIComponent(apiPath)}&locale=${locale}`)
	expect(response.status).toBe(200)
	return (await response.json()) as ApiResult<unknown>
}

describe('the server-side API client', () => {
	test('reaches /client/api/v1 in-process, without the network, and returns the payload', async () => {
		const network = vi.spyOn(globalThis, 'fetch')
		const { data, error } = await callFromLoader('/locales')
		expect(network).not.toHaveBeenCalled()
		expect(error).toBeNull()
		expect((data as Array<{ code: string }>).map((locale) => locale.code)).toEqual(['en', 'ar-ae', 'ru-ae'])
	})

	test('a 404 comes back as an error in the requested language, with its status', async () => {
		expect(await callFromLoader('/no-such-thing', 'ar-ae')).toEqual({
			data: null,
			error: { code: 'not_found', status: 404, message: 'هذا العنوان غير موجود في واجهة برمجة التطبيقات.' },
		})
		const english = await callFromLoader('/no-such-thing')
		expect(english.error?.message).toBe('This address does not exist in the API.')
	})
})
