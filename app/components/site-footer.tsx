import { Suspense } from 'react'
import type { MessageKey } from '../i18n/translate.ts'
import { CookieSettingsControl } from '../consent/cookie-settings-control.tsx'
import { useTranslation } from '../i18n/i18n.tsx'
import { useRootData } from '../utils/root-data.ts'
import { LocaleLink } from './locale-link.tsx'
import { RenderedOnce } from './rendered-once.tsx'
import { Logo } from './logo.tsx'

/**
 * The footer's link lists, each under its own heading: what we sell, the company, and help with
 * the legal pages ("Company" used to head the product links).
 */
const OFFER_LINKS = [
	{ to: '/meal-plans/', label: 'nav.mealPlans' },
	{ to: '/body-assessment/', label: 'nav.bodyAssessment' },
	{ to: '/kcal-fit/', label: 'nav.kcalFit' },
	{ to: '/hydra/', label: 'footer.links.hydra' },
	{ to: '/app/', label: 'footer.links.app' },
] as const

const COMPANY_LINKS = [
	{ to: '/about-us/', label: 'footer.links.aboutUs' },
	{ to: '/partner-in-health/', label: 'footer.links.partnerInHealth' },
	{ to: '/contact/', label: 'footer.links.contact' },
] as const

const INFORMATION_LINKS = [
	{ to: '/faqs/', label: 'footer.links.faqs' },
	{ to: '/terms/', label: 'footer.links.terms' },
	{ to: '/terms/mea/', label: 'footer.links.termsMea' },
	{ to: '/privacy-policy/', label: 'footer.links.privacyPolicy' },
	{ to: '/user-deletion/', label: 'footer.links.userDeletion' },
] as const

const linkClass = 'footer-link'

/**
 * The footer is below the first screen on every page: a Suspense boundary of its own lets React
 * hydrate it after the page's first commit, as separate lower-priority work (a server-rendered
 * boundary hydrates at offscreen priority), instead of adding its forty-odd links to the long
 * hydration task. A click on it before then hydrates it at once and is replayed.
 */
export function SiteFooter() {
	const root = useRootData()
	const external = root?.externalLinks
	const year = root?.year ?? new Date().getFullYear()
	// The same on every page of a language: rendered once on the server (decision 013).
	return (
		<Suspense fallback={null}>
			<RenderedOnce name="footer" inputs={{ external, year }}>
				<FooterContents external={external} year={year} />
			</RenderedOnce>
		</Suspense>
	)
}

function FooterContents({ external, year }: { external: NonNullable<ReturnType<typeof useRootData>>['externalLinks'] | undefined; year: number }) {
	const { t } = useTranslation()
	return (
		<footer className="render-when-near mt-16 border-t border-gray-200 bg-gray-50 dark:border-gray-800 dark:bg-gray-900">
			<div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-5">
				<div>
					<Logo />
					<p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{t('footer.deliveryNote')}</p>
					<p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('footer.vatNote')}</p>
				</div>
				<FooterLinks id="footer-offer" heading={t('footer.offer')} links={OFFER_LINKS} />
				<FooterLinks id="footer-company" heading={t('footer.company')} links={COMPANY_LINKS} />
				<FooterLinks id="footer-information" heading={t('footer.information')} links={INFORMATION_LINKS}>
					<li>
						<CookieSettingsControl className={`${linkClass} text-start`} />
					</li>
				</FooterLinks>
				{external ? (
					<nav aria-labelledby="footer-more">
						<h2 id="footer-more" className="text-sm font-semibold text-gray-900 dark:text-gray-100">
							{t('footer.more')}
						</h2>
						<ul className="mt-2">
							<li>
								<a href={external.restaurants} rel="noopener" className={linkClass}>
									{t('footer.restaurants')}
								</a>
							</li>
							<li>
								<a href={external.blog} rel="noopener" className={linkClass}>
									{t('footer.blog')}
								</a>
							</li>
							<li>
								<a href={external.appStore} rel="noopener" className={linkClass}>
									{t('footer.appStore')}
								</a>
							</li>
							<li>
								<a href={external.playStore} rel="noopener" className={linkClass}>
									{t('footer.playStore')}
								</a>
							</li>
						</ul>
					</nav>
				) : null}
			</div>
			<p className="border-t border-gray-200 px-4 py-4 text-center text-xs text-gray-600 dark:border-gray-800 dark:text-gray-400">
				{t('footer.copyright', { year })}
			</p>
		</footer>
	)
}

/** One list of the footer under its own heading, which names the navigation landmark. */
function FooterLinks({
	id,
	heading,
	links,
	children,
}: {
	id: string
	heading: string
	links: ReadonlyArray<{ to: string; label: MessageKey }>
	children?: React.ReactNode
}) {
	const { t } = useTranslation()
	return (
		<nav aria-labelledby={id}>
			<h2 id={id} className="text-sm font-semibold text-gray-900 dark:text-gray-100">
				{heading}
			</h2>
			<ul className="mt-2">
				{links.map((link) => (
					<li key={link.to}>
						<LocaleLink to={link.to} className={linkClass}>
							{t(link.label)}
						</LocaleLink>
					</li>
				))}
				{children}
			</ul>
		</nav>
	)
}
