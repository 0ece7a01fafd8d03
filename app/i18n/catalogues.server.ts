import type { LocaleCode } from '../../domain/locale.ts'
import { createI18n, type I18n } from './translate.ts'
import ar from './messages/ar.ts'
import en from './messages/en.ts'
import ru from './messages/ru.ts'

/*
 * One translator per locale, created once. Each request uses the one of its
 * own URL's locale and none is ever switched to another language, so two
 * requests in different languages cannot leak into each other.
 */
const I18N: Record<LocaleCode, I18n> = {
	en: createI18n('en', en),
	'ar-ae': createI18n('ar-ae', ar, en),
	'ru-ae': createI18n('ru-ae', ru, en),
}

export const i18nFor = (locale: LocaleCode): I18n => I18N[locale]
