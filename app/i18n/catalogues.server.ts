import type { LocaleCode } from '../../domain/locale.ts'
import { createI18n, type ServerI18n, type ServerMessages } from './translate.ts'
import ar from './messages/ar.ts'
import en from './messages/en.ts'
import pagesAr from './messages/pages.ar.ts'
import pagesEn from './messages/pages.en.ts'
import pagesRu from './messages/pages.ru.ts'
import ru from './messages/ru.ts'

/** The server's catalogue of each locale: what the browser gets, plus the pages' texts. */
export const SERVER_CATALOGUES: Record<LocaleCode, ServerMessages> = {
	en: { ...en, pages: pagesEn },
	'ar-ae': { ...ar, pages: pagesAr },
	'ru-ae': { ...ru, pages: pagesRu },
}

/*
 * One translator per locale, created once. Each request uses the one of its
 * own URL's locale and none is ever switched to another language, so two
 * requests in different languages cannot leak into each other.
 */
const I18N: Record<LocaleCode, ServerI18n> = {
	en: createI18n('en', SERVER_CATALOGUES.en),
	'ar-ae': createI18n('ar-ae', SERVER_CATALOGUES['ar-ae'], SERVER_CATALOGUES.en),
	'ru-ae': createI18n('ru-ae', SERVER_CATALOGUES['ru-ae'], SERVER_CATALOGUES.en),
}

export const i18nFor = (locale: LocaleCode): ServerI18n => I18N[locale]
