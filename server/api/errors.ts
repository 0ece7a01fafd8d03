import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import ar from '../../app/i18n/messages/ar.ts'
import en, { type Messages } from '../../app/i18n/messages/en.ts'
import ru from '../../app/i18n/messages/ru.ts'
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '../../domain/locale.ts'

const API_MESSAGES: Record<LocaleCode, Messages['api']> = { en: en.api, 'ar-ae': ar.api, 'ru-ae': ru.api }

export type ApiMessageKey = keyof Messages['api']

/** The API's language: the `locale` query parameter, English when absent or unknown. */
export function apiLocale(c: Context): LocaleCode {
	const requested = c.req.query('locale')
	return isLocaleCode(requested) ? requested : DEFAULT_LOCALE
}

/**
 * Whether a thrown error is PostgreSQL refusing a value it was sent (SQLSTATE class 22, "data
 * exception": a NUL, a number out of range, text too long for its column), here or as the cause
 * of a failed query. Such a value came from outside and no rule caught it: the answer is a 400,
 * not a 500, while the log still says which query and rule to fix.
 */
export function isRefusedValue(error: unknown): boolean {
	let current: unknown = error
	for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
		if ('severity' in current && 'code' in current && typeof current.code === 'string' && current.code.startsWith('22')) return true
		current = current.cause
	}
	return false
}

/** `{ error: { code, message, fields? } }` with the message in the request's language (DESIGN §1). */
export function apiError(
	c: Context,
	status: ContentfulStatusCode,
	code: string,
	messageKey: ApiMessageKey,
	fields?: Record<string, string>,
) {
	const message = API_MESSAGES[apiLocale(c)][messageKey]
	return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, status)
}
