import { useTranslation } from '../../i18n/i18n.tsx'
import { Outlet } from 'react-router'
import { GeneralErrorBoundary } from '../../components/error-boundary.tsx'
import { LocaleLink } from '../../components/locale-link.tsx'
import { MinimalHeader } from '../../components/minimal-header.tsx'
import { SkipLink } from '../../components/site-header.tsx'

/** A quiet frame for the body assessment: no navigation to pull people out mid-way. */
function AssessmentLayout({ children }: { children: React.ReactNode }) {
	const { t } = useTranslation()
	return (
		<div className="min-h-dvh bg-gray-50 dark:bg-gray-900">
			<SkipLink />
			<MinimalHeader
				action={
					<LocaleLink to="/" className="hidden rounded px-2 py-2 text-sm font-medium text-gray-700 underline sm:inline dark:text-gray-300">
						{t('layouts.assessmentExit')}
					</LocaleLink>
				}
			/>
			<main id="main" tabIndex={-1} className="outline-none">
				{children}
			</main>
		</div>
	)
}

export default function Layout() {
	return (
		<AssessmentLayout>
			<Outlet />
		</AssessmentLayout>
	)
}

export function ErrorBoundary() {
	return (
		<AssessmentLayout>
			<GeneralErrorBoundary />
		</AssessmentLayout>
	)
}
