/** Test helper: renders UI inside the I18nProvider the app's entries set up, in any locale. */
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { getLocale, type LocaleCode } from '../../../domain/locale.ts'
import { I18nProvider } from '../../i18n/i18n.tsx'
import { createI18n } from '../../i18n/translate.ts'
import ar from '../../i18n/messages/ar.ts'
import en from '../../i18n/messages/en.ts'
import ru from '../../i18n/messages/ru.ts'

const catalogues = { en, 'ar-ae': ar, 'ru-ae': ru }

export function renderInLocale(ui: ReactNode, locale: LocaleCode = 'en') {
	return render(
		<I18nProvider i18n={createI18n(locale, catalogues[locale], en)}>
			<div dir={getLocale(locale).dir}>{ui}</div>
		</I18nProvider>,
	)
}
