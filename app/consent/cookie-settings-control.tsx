/**
 * "Cookie settings" in the footers: a button that reopens the banner once the page runs; before
 * that (or without JavaScript) it submits its form, which leads to the same choice on the privacy
 * policy. The same element on the server and in the browser: swapping a link for a button at
 * hydration changed the document, and React Router's route discovery then scanned it again and
 * asked `/__manifest` a second time.
 */
import { useLocalizedPath } from '../i18n/use-locale.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { openConsentSettings } from './banner-state.ts'

export const COOKIE_SETTINGS_ID = 'cookie-settings'

export function CookieSettingsControl({ className }: { className: string }) {
	const { t } = useTranslation()
	const localized = useLocalizedPath()
	return (
		// `contents`: the button sits in the footer's list as if the form were not there.
		<form method="get" action={localized(`/privacy-policy/#${COOKIE_SETTINGS_ID}`)} className="contents">
			<button
				type="submit"
				className={className}
				onClick={(event) => {
					event.preventDefault()
					openConsentSettings(event.currentTarget)
				}}
			>
				{t('consent.settings')}
			</button>
		</form>
	)
}
