import { useTranslation } from '../../i18n/i18n.tsx'
import { Outlet } from 'react-router'
import { GeneralErrorBoundary } from '../../components/error-boundary.tsx'
import { MinimalHeader } from '../../components/minimal-header.tsx'
import { SiteFooter } from '../../components/site-footer.tsx'
import { SkipLink } from '../../components/site-header.tsx'
import { ButtonLink } from '../../components/ui/button.tsx'

/** Landing pages: one call to action in the header, the full footer for trust. */
function LandingLayout({ children }: { children: React.ReactNode }) {
	const { t } = useTranslation()
	return (
		<>
			<SkipLink />
			<MinimalHeader
				action={
					<ButtonLink to="/meal-plans/" variant="kcal-primary" className="hidden px-4 text-sm sm:inline-flex">
						{t('layouts.lpCta')}
					</ButtonLink>
				}
			/>
			<main id="main" tabIndex={-1} className="outline-none">
				{children}
			</main>
			<SiteFooter />
		</>
	)
}

export default function Layout() {
	return (
		<LandingLayout>
			<Outlet />
		</LandingLayout>
	)
}

export function ErrorBoundary() {
	return (
		<LandingLayout>
			<GeneralErrorBoundary />
		</LandingLayout>
	)
}
