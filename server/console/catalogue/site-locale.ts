/** The site's catalogue texts a console language reads: Arabic staff see the plans' Arabic names. */
import type { ConsoleLocale } from '../../../domain/console-permissions.ts'
import type { LocaleCode } from '../../../domain/locale.ts'

export const consoleLocaleToSite = (locale: ConsoleLocale): LocaleCode => (locale === 'ar' ? 'ar-ae' : 'en')
