/**
 * The shared module of the pages whose content is their localized title,
 * heading and purpose for now. A page moves to its own module when it gets
 * its real content (app/route-table.ts names the file).
 */
import { useTranslation } from '../i18n/i18n.tsx'
import { LanguageSwitcher } from '../components/language-switcher.tsx'
import { Logo } from '../components/logo.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { metaFrom } from '../utils/meta.ts'
import { type PageKey, pageRouteOf, pageText } from '../utils/page.server.ts'
import type { Route } from './+types/page'

export function loader({ url, context }: Route.LoaderArgs) {
	const { route } = pageRouteOf(url)
	return { ...pageText(context, route.id as PageKey), standalone: route.layout === 'none' }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function Page({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation()
	const intro = (
		<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
			<ButtonLink to="/meal-plans/">{t('nav.mealPlans')}</ButtonLink>
			<ButtonLink to="/contact/" variant="kcal-secondary">
				{t('nav.contact')}
			</ButtonLink>
		</PageIntro>
	)
	if (!loaderData.standalone) return intro
	// Pages without a layout (campaigns, /get-started) still need a way home and a language choice.
	return (
		<div className="min-h-dvh bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
			<div className="mx-auto flex max-w-5xl items-center px-4 py-3 sm:px-6">
				<Logo />
				<LanguageSwitcher className="ms-auto" />
			</div>
			<main id="main">{intro}</main>
		</div>
	)
}
