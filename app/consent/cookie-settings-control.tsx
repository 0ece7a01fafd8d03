/**
 * "Cookie settings" in the footers: reopens the banner once the page runs; before that (or without
 * JavaScript) a link to the same choice on the privacy policy.
 */
import { LocaleLink } from '../components/locale-link.tsx'
import { useTranslation } from '../i18n/i18n.tsx'
import { useHydrated } from '../utils/use-hydrated.ts'
import { openConsentSettings } from './banner-state.ts'

export const COOKIE_SETTINGS_ID = 'cookie-settings'

export function CookieSettingsControl({ className }: { className: string }) {
	const { t } = useTranslation()
	const hydrated = useHydrated()
	if (!hydrated) {
		return (
			<LocaleLink to={`/privacy-policy/#${COOKIE_SETTINGS_ID}`} prefetch="none" className={className}>
				{t('consent.settings')}
			</LocaleLink>
		)
	}
	return (
		<button type="button" className={className} onClick={(event) => openConsentSettings(event.currentTarget)}>
			{t('consent.settings')}
		</button>
	)
}
