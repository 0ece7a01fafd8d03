import { useTranslation } from '../i18n/i18n.tsx'
import { NavLink } from 'react-router'
import { useLocalizedPath } from '../i18n/use-locale.ts'
import { LanguageSwitcher } from './language-switcher.tsx'
import { Logo } from './logo.tsx'
import { ButtonLink } from './ui/button.tsx'

const NAV_ITEMS = [
	{ to: '/meal-plans/', label: 'nav.mealPlans' },
	{ to: '/body-assessment/', label: 'nav.bodyAssessment' },
	{ to: '/kcal-fit/', label: 'nav.kcalFit' },
	{ to: '/about-us/', label: 'nav.aboutUs' },
	{ to: '/faqs/', label: 'nav.faqs' },
	{ to: '/contact/', label: 'nav.contact' },
] as const

function NavItems({ className, linkClassName }: { className: string; linkClassName: string }) {
	const { t } = useTranslation()
	const localize = useLocalizedPath()
	return (
		<ul className={className}>
			{NAV_ITEMS.map((item) => (
				<li key={item.to}>
					<NavLink
						to={localize(item.to)}
						prefetch="intent"
						className={({ isActive }) => `${linkClassName} ${isActive ? 'text-primary-800 underline underline-offset-8' : ''}`}
					>
						{t(item.label)}
					</NavLink>
				</li>
			))}
		</ul>
	)
}

export function SkipLink() {
	const { t } = useTranslation()
	return (
		<a
			href="#main"
			className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
		>
			{t('nav.skipToContent')}
		</a>
	)
}

export function SiteHeader() {
	const { t } = useTranslation()
	return (
		<header className="border-b border-gray-200 bg-white">
			<div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
				<Logo />
				<nav aria-label={t('nav.mainNavigation')} className="hidden flex-1 lg:block">
					<NavItems
						className="flex items-center justify-center gap-6"
						linkClassName="rounded py-2 text-sm font-medium text-gray-700 hover:text-primary-800"
					/>
				</nav>
				<div className="ms-auto flex items-center gap-2 lg:ms-0">
					<LanguageSwitcher className="hidden sm:block" />
					<ButtonLink to="/log-in/" variant="kcal-secondary" className="hidden px-4 text-sm md:inline-flex">
						{t('nav.logIn')}
					</ButtonLink>
					{/* A disclosure works before JavaScript loads and needs no script at all. */}
					<details className="group relative lg:hidden">
						<summary className="flex min-h-11 cursor-pointer list-none items-center rounded-full border border-gray-300 px-4 text-sm font-semibold text-gray-800 [&::-webkit-details-marker]:hidden">
							{t('nav.menu')}
						</summary>
						<div className="absolute end-0 z-40 mt-2 w-64 rounded-2xl border border-gray-200 bg-white p-4 shadow-lg">
							<nav aria-label={t('nav.mainNavigation')}>
								<NavItems
									className="flex flex-col"
									linkClassName="block rounded py-3 text-base font-medium text-gray-800"
								/>
							</nav>
							<ButtonLink to="/log-in/" variant="kcal-secondary" className="mt-3 w-full md:hidden">
								{t('nav.logIn')}
							</ButtonLink>
							<LanguageSwitcher className="mt-3 sm:hidden" />
						</div>
					</details>
				</div>
			</div>
		</header>
	)
}
