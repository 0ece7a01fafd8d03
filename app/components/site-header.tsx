import { Form, useLocation } from 'react-router'
import { LOG_OUT_INTENT } from '../../server/accounts/session-forms.ts'
import { useTranslation } from '../i18n/i18n.tsx'
import { useLocalizedPath } from '../i18n/use-locale.ts'
import { useRootData } from '../utils/root-data.ts'
import { ColorModeSwitch } from './color-mode-switch.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { LocaleLink, LocaleNavLink } from './locale-link.tsx'
import { Logo } from './logo.tsx'
import { RenderedOnce } from './rendered-once.tsx'
import { ButtonLink } from './ui/button.tsx'
import { cx } from './ui/cx.ts'
import { Icon } from './ui/icon.tsx'
import { logOut, user } from './ui/icons.generated.ts'

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
	return (
		<ul className={className}>
			{NAV_ITEMS.map((item) => (
				<li key={item.to}>
					<LocaleNavLink
						to={item.to}
						className={({ isActive }) => `${linkClassName} ${isActive ? 'text-primary-800 underline underline-offset-8 dark:text-primary-300' : ''}`}
					>
						{t(item.label)}
					</LocaleNavLink>
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
			className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow dark:focus:bg-gray-900 dark:focus:text-gray-100 dark:focus:shadow-black/50"
		>
			{t('nav.skipToContent')}
		</a>
	)
}

/**
 * Log out: a POST to the log-in page's action (intent=log-out), which ends the session, clears the
 * cookies and goes to the home page. A plain form, so it works without JavaScript too.
 */
export function LogOutForm({ className, buttonClassName }: { className?: string; buttonClassName?: string }) {
	const { t } = useTranslation()
	const localized = useLocalizedPath()
	return (
		<Form method="post" action={localized('/log-in/')} className={className}>
			<input type="hidden" name="intent" value={LOG_OUT_INTENT} />
			<button type="submit" className={buttonClassName}>
				<Icon icon={logOut} className="size-5 shrink-0" />
				{t('auth.logOut')}
			</button>
		</Form>
	)
}

const MENU_ITEM =
	'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-start text-base font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-gray-200 dark:hover:bg-gray-800 dark:focus-visible:outline-primary-400'

/** A signed-in visitor's menu: their first name, the account page and log-out. A disclosure: no script needed. */
function AccountMenu({ firstName, className }: { firstName: string; className?: string }) {
	const { t } = useTranslation()
	return (
		<details className={cx('group relative', className)}>
			<summary
				aria-label={t('auth.accountMenu', { name: firstName })}
				className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-primary-700 px-4 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-400 dark:text-primary-300 dark:hover:bg-primary-950 [&::-webkit-details-marker]:hidden"
			>
				<Icon icon={user} className="size-5 shrink-0" />
				<span className="max-w-32 truncate">{firstName}</span>
			</summary>
			<div className="absolute end-0 z-40 mt-2 w-56 rounded-2xl border border-gray-200 bg-white p-2 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:shadow-black/50">
				<LocaleLink to="/account/" className={MENU_ITEM}>
					<Icon icon={user} className="size-5 shrink-0" />
					{t('auth.myAccount')}
				</LocaleLink>
				<LogOutForm buttonClassName={cx(MENU_ITEM, 'cursor-pointer')} />
			</div>
		</details>
	)
}

/**
 * A guest's header shows only the page's language and address (the current page in the navigation,
 * the language links to the same page), so it is rendered once per address on the server and
 * spliced into later documents (decision 013). A signed-in visitor's shows their name, and a query
 * string reaches the language links: those render as ever.
 */
export function SiteHeader() {
	const customer = useRootData()?.customer ?? null
	const { pathname, search } = useLocation()
	return (
		<RenderedOnce name="header" inputs={pathname} keep={!customer && !search}>
			<HeaderContents customer={customer} />
		</RenderedOnce>
	)
}

function HeaderContents({ customer }: { customer: { firstName: string } | null }) {
	const { t } = useTranslation()
	return (
		<header className="border-b border-gray-200 bg-white dark:border-gray-800 dark:bg-gray-950">
			<div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 sm:px-6">
				<Logo />
				<nav aria-label={t('nav.mainNavigation')} className="hidden flex-1 lg:block">
					<NavItems
						className="flex items-center justify-center gap-6"
						linkClassName="rounded py-2 text-sm font-medium text-gray-700 hover:text-primary-800 dark:text-gray-300 dark:hover:text-primary-300"
					/>
				</nav>
				<div className="ms-auto flex items-center gap-2 lg:ms-0">
					<div className="hidden lg:block">
						<ColorModeSwitch />
					</div>
					<LanguageSwitcher className="hidden sm:block" />
					{customer ? (
						<AccountMenu firstName={customer.firstName} className="hidden md:block" />
					) : (
						<ButtonLink to="/log-in/" variant="kcal-secondary" className="hidden px-4 text-sm md:inline-flex">
							{t('nav.logIn')}
						</ButtonLink>
					)}
					{/* A disclosure works before JavaScript loads and needs no script at all. */}
					<details className="group relative lg:hidden">
						<summary className="flex min-h-11 cursor-pointer list-none items-center rounded-full border border-gray-300 px-4 text-sm font-semibold text-gray-800 dark:border-gray-500 dark:text-gray-200 [&::-webkit-details-marker]:hidden">
							{t('nav.menu')}
						</summary>
						<div className="absolute end-0 z-40 mt-2 w-64 rounded-2xl border border-gray-200 bg-white p-4 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:shadow-black/50">
							<nav aria-label={t('nav.mainNavigation')}>
								<NavItems
									className="flex flex-col"
									linkClassName="block rounded py-3 text-base font-medium text-gray-800 dark:text-gray-200"
								/>
							</nav>
							{customer ? (
								<div className="mt-3 border-t border-gray-200 pt-3 md:hidden dark:border-gray-700">
									<LocaleLink to="/account/" className={MENU_ITEM}>
										<Icon icon={user} className="size-5 shrink-0" />
										<span className="truncate">
											{t('auth.myAccount')} · {customer.firstName}
										</span>
									</LocaleLink>
									<LogOutForm buttonClassName={cx(MENU_ITEM, 'cursor-pointer')} />
								</div>
							) : (
								<ButtonLink to="/log-in/" variant="kcal-secondary" className="mt-3 w-full md:hidden">
									{t('nav.logIn')}
								</ButtonLink>
							)}
							<LanguageSwitcher className="mt-3 sm:hidden" />
							<div className="mt-3">
								<ColorModeSwitch />
							</div>
						</div>
					</details>
				</div>
			</div>
		</header>
	)
}
