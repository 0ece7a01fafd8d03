import { useTranslation } from '../i18n/i18n.tsx'
import { LocaleLink } from './locale-link.tsx'

/** The wordmark, always a link to the locale's home page. */
export function Logo({ className = '' }: { className?: string }) {
	const { t } = useTranslation()
	return (
		<LocaleLink
			to="/"
			aria-label={t('nav.home')}
			dir="ltr"
			className={`inline-flex items-baseline rounded text-2xl font-extrabold tracking-tight text-primary-800 dark:text-primary-400 ${className}`}
		>
			kcal<span className="text-kcal-orange-dark dark:text-kcal-orange" aria-hidden="true">.</span>
		</LocaleLink>
	)
}
