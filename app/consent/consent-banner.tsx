/**
 * The cookie banner: a panel fixed to the bottom of the screen, server-rendered while the visitor
 * has not answered (root loader's `consentPending`), so it is there from the first paint and
 * moves nothing on the page. It blocks nothing either: the page stays usable and nothing is
 * sent or loaded until there is an answer. Reopened from the footer's "Cookie settings".
 *
 * Its code is not part of the first load: `ConsentBannerSlot` (./consent-banner-slot.tsx) keeps
 * the server's HTML on screen and loads this module when the visitor reaches for the banner.
 */
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { LocaleLink } from '../components/locale-link.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { x } from '../components/ui/icons.generated.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { CONSENT_BANNER_ID } from './banner-state.ts'
import { ConsentForm } from './consent-form.tsx'

const HEADING_ID = 'consent-banner-heading'

export function ConsentBannerPanel({ reopened, close }: { reopened: boolean; close: () => void }) {
	const { t } = useTranslation()
	const { pathname, search } = useLocation()
	const heading = useRef<HTMLHeadingElement>(null)
	// Reopened on request: the visitor asked for it, so it takes the focus.
	useEffect(() => {
		if (reopened) heading.current?.focus()
	}, [reopened])
	return (
		// Hidden until its last element is parsed: the page paints once <main> is in, and the banner
		// comes after it in the HTML, so a paint between two network reads showed it half-parsed
		// and it grew when the rest arrived (a layout shift of the whole banner). A browser
		// without :has() drops the rule and shows it as it arrives.
		<section
			id={CONSENT_BANNER_ID}
			aria-labelledby={HEADING_ID}
			className="fixed inset-x-0 bottom-0 z-40 max-h-[80dvh] overflow-y-auto border-t border-gray-200 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)] dark:border-gray-800 dark:bg-gray-900 print:hidden [&:not(:has(>[data-banner-end]))]:invisible"
		>
			{/* Compact on a phone, where it must not hide the page's calls to action: the heading only
			    names the region there, the text is smaller and the answers share one line. */}
			<div className="relative mx-auto max-w-5xl px-4 py-3 sm:px-6 sm:py-4">
				<h2 id={HEADING_ID} ref={heading} tabIndex={-1} className="pe-10 text-base font-semibold text-gray-900 outline-none max-sm:sr-only dark:text-gray-100">
					{t('consent.heading')}
				</h2>
				<p className={`mb-2 max-w-[70ch] text-xs text-gray-700 sm:mt-1 sm:mb-3 sm:text-sm dark:text-gray-300 ${reopened ? 'max-sm:pe-10' : ''}`}>
					{t('consent.intro')}{' '}
					<LocaleLink to="/privacy-policy/#cookies" prefetch="none" className="font-medium text-primary-800 underline underline-offset-2 dark:text-primary-300">
						{t('consent.privacyLink')}
					</LocaleLink>
				</p>
				<ConsentForm layout="banner" choicesOpen={reopened} returnTo={pathname + search} onSaved={close} />
				{/* Only once answered: closing is not a way round the question. */}
				{reopened ? (
					<button
						type="button"
						onClick={close}
						aria-label={t('consent.close')}
						className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-gray-300 dark:hover:bg-gray-800"
					>
						<Icon icon={x} />
					</button>
				) : null}
			</div>
			<span data-banner-end hidden />
		</section>
	)
}
