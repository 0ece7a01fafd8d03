/**
 * A page with a footer's "Cookie settings" and the banner's slot, for the banner's tests
 * (consent-banner.test.tsx and consent-banner.server.test.tsx).
 */
import { createRoutesStub } from 'react-router'
import { type LocaleCode, localizePath } from '../../domain/locale.ts'
import { i18nFor } from '../i18n/catalogues.server.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { ConsentBannerSlot } from './consent-banner-slot.tsx'
import { CookieSettingsControl } from './cookie-settings-control.tsx'

export const BANNER_TEST_PAGE = '/meal-plans/?size=plus'

export function bannerTestPage(locale: LocaleCode, pending: boolean) {
	const path = localizePath('/meal-plans/', locale)
	const Stub = createRoutesStub([
		{
			path,
			Component: () => (
				<>
					<main id="main" tabIndex={-1} />
					<footer>
						<CookieSettingsControl className="link" />
					</footer>
					<ConsentBannerSlot pending={pending} />
				</>
			),
		},
	])
	return (
		<I18nProvider i18n={i18nFor(locale)}>
			<Stub initialEntries={[localizePath(BANNER_TEST_PAGE, locale)]} />
		</I18nProvider>
	)
}
