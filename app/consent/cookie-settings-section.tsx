/**
 * The consent choice inside the privacy policy (`/privacy-policy/#cookie-settings`): where the
 * footer's "Cookie settings" leads without JavaScript, and a place to change one's mind for good.
 */
import { useState } from 'react'
import { useLocation } from 'react-router'
import { useTranslation } from '../i18n/i18n.tsx'
import { ConsentForm } from './consent-form.tsx'
import { COOKIE_SETTINGS_ID } from './cookie-settings-control.tsx'

export function CookieSettingsSection() {
	const { t } = useTranslation()
	const { pathname } = useLocation()
	const [saved, setSaved] = useState(false)
	return (
		<div id={COOKIE_SETTINGS_ID} className="mt-6 scroll-mt-6 rounded-xl border border-gray-200 bg-gray-50 p-5 dark:border-gray-800 dark:bg-gray-900 print:hidden">
			<h3 className="text-base font-semibold text-gray-900 dark:text-gray-100">{t('consent.settings')}</h3>
			<div className="mt-3">
				<ConsentForm layout="page" returnTo={`${pathname}#${COOKIE_SETTINGS_ID}`} onSaved={() => setSaved(true)} />
			</div>
			<p role="status" className="mt-3 min-h-5 text-sm font-medium text-primary-800 dark:text-primary-300">
				{saved ? t('consent.saved') : ''}
			</p>
		</div>
	)
}
