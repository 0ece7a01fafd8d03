import { Outlet } from 'react-router'
import { GeneralErrorBoundary } from '../../components/error-boundary.tsx'
import { SiteFooter } from '../../components/site-footer.tsx'
import { SiteHeader, SkipLink } from '../../components/site-header.tsx'

function DefaultLayout({ children }: { children: React.ReactNode }) {
	return (
		<>
			<SkipLink />
			<SiteHeader />
			<main id="main" tabIndex={-1} className="outline-none">
				{children}
			</main>
			<SiteFooter />
		</>
	)
}

export default function Layout() {
	return (
		<DefaultLayout>
			<Outlet />
		</DefaultLayout>
	)
}

export function ErrorBoundary() {
	return (
		<DefaultLayout>
			<GeneralErrorBoundary />
		</DefaultLayout>
	)
}
