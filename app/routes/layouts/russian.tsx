import { Outlet, useLoaderData } from 'react-router'
import { getLocale } from '../../../domain/locale.ts'
import { GeneralErrorBoundary } from '../../components/error-boundary.tsx'
import { MinimalHeader } from '../../components/minimal-header.tsx'
import { SiteFooter } from '../../components/site-footer.tsx'
import { SkipLink } from '../../components/site-header.tsx'
import { i18nFor } from '../../i18n/catalogues.server.ts'

const RUSSIAN = getLocale('ru-ae')

/**
 * The layout for pages aimed at Russian speakers: whatever the page's
 * language, its banner is in Russian, so the Russian messages are loaded on
 * the server before the page is shown.
 */
export function loader() {
	return { russianSupport: i18nFor(RUSSIAN.code).t('layouts.russianSupport') }
}

function RussianLayout({ banner, children }: { banner?: string; children: React.ReactNode }) {
	return (
		<>
			<SkipLink />
			<MinimalHeader />
			{banner ? (
				<p lang={RUSSIAN.htmlLang} dir="ltr" className="bg-primary-50 px-4 py-2 text-center text-sm font-medium text-primary-900 dark:bg-primary-950 dark:text-primary-100">
					{banner}
				</p>
			) : null}
			<main id="main" tabIndex={-1} className="outline-none">
				{children}
			</main>
			<SiteFooter />
		</>
	)
}

export default function Layout() {
	const { russianSupport } = useLoaderData<typeof loader>()
	return (
		<RussianLayout banner={russianSupport}>
			<Outlet />
		</RussianLayout>
	)
}

export function ErrorBoundary() {
	return (
		<RussianLayout>
			<GeneralErrorBoundary />
		</RussianLayout>
	)
}
