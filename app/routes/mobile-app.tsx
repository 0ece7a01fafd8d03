/**
 * /app/: what the kcal app does and the two store badges. /download-app/ lands here for visitors
 * whose phone the server cannot tell (server/http/redirects.ts).
 */
import { type AppFeatureIcon, MOBILE_APP } from '../../content/pages/mobile-app.ts'
import { CallToAction, PageSection, StepList } from '../components/content-section.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { StoreBadges } from '../components/store-badges.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { Icon } from '../components/ui/icon.tsx'
import { calendar, flame, type IconData, mapPin, pencil, refreshCw, truck } from '../components/ui/icons.generated.ts'
import { localeContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/mobile-app'

export function loader({ context }: Route.LoaderArgs) {
	return { ...pageText(context, 'app'), content: MOBILE_APP[context.get(localeContext).locale.code] }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

const FEATURE_ICONS: Record<AppFeatureIcon, IconData> = {
	pencil,
	calendar,
	truck,
	flame,
	'map-pin': mapPin,
	'refresh-cw': refreshCw,
}

export default function MobileApp({ loaderData }: Route.ComponentProps) {
	const { content } = loaderData
	const stores = { label: content.stores.label, appStore: content.stores.appStore, googlePlay: content.stores.googlePlay }
	return (
		<>
			<div className="bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
					<div className="flex flex-col items-center gap-3">
						<StoreBadges {...stores} />
						<p className="text-sm text-gray-700 dark:text-gray-300">{content.stores.note}</p>
					</div>
				</PageIntro>
			</div>

			<PageSection id="features" heading={content.features.heading} tone="muted">
				<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{content.features.items.map((feature) => (
						<Card as="li" key={feature.title}>
							<Icon icon={FEATURE_ICONS[feature.icon]} className="size-6 text-primary-700 dark:text-primary-400" />
							<h3 className="mt-3 text-lg font-semibold text-gray-950 dark:text-white">{feature.title}</h3>
							<p className="mt-2 text-gray-700 dark:text-gray-300">{feature.text}</p>
						</Card>
					))}
				</ul>
			</PageSection>

			<PageSection id="get-started" heading={content.gettingStarted.heading}>
				<StepList steps={content.gettingStarted.steps} />
				<div className="mt-8">
					<StoreBadges {...stores} align="start" />
				</div>
			</PageSection>

			<CallToAction id="web" heading={content.web.heading} text={content.web.text}>
				<ButtonLink to="/meal-plans/">{content.web.cta}</ButtonLink>
			</CallToAction>
		</>
	)
}
