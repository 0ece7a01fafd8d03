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
