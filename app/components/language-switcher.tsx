import { useTranslation } from '../i18n/i18n.tsx'
import { useLocation } from 'react-router'
import { LOCALES, localizePath, splitLocalePath } from '../../domain/locale.ts'
import { useLocale } from '../i18n/use-locale.ts'

/**
 * Links to the same page in the other languages. A full page load switches
 * the document's language and direction cleanly; the server remembers the
 * choice in the `locale` cookie.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
	const { t } = useTranslation()
	const current = useLocale()
	const { pathname, search } = useLocation()
	const { path } = splitLocalePath(pathname)
	return (
		<nav aria-label={t('nav.language')} className={className}>
			<ul className="flex items-center gap-1">
				{LOCALES.filter((locale) => locale.enabled).map((locale) => {
					const isCurrent = locale.code === current.code
					return (
						<li key={locale.code}>
							<a
								href={localizePath(path, locale.code) + search}
								hrefLang={locale.htmlLang}
								lang={locale.htmlLang}
								aria-current={isCurrent ? 'true' : undefined}
								title={t('nav.switchTo', { language: locale.longName })}
								className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 text-sm font-semibold ${
									isCurrent ? 'bg-primary-700 text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800'
								}`}
							>
								<span aria-hidden="true">{locale.shortName}</span>
								<span className="sr-only">{locale.longName}</span>
							</a>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}
