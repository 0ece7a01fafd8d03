/**
 * /hydra/: the Hydra drinks, described without prices (the catalogue prices them where they are
 * added, on /meal-plans/customise-meal-plan/).
 */
import { HYDRA } from '../../content/pages/hydra.ts'
import { CheckList, PageSection, Paragraphs, StepList } from '../components/content-section.tsx'
import { PageIntro } from '../components/page-intro.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { Card } from '../components/ui/card.tsx'
import { info } from '../components/ui/icons.generated.ts'
import { localeContext } from '../context.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/hydra'

const CUSTOMISE_PATH = '/meal-plans/customise-meal-plan/'

export function loader({ context }: Route.LoaderArgs) {
	return { ...pageText(context, 'hydra'), content: HYDRA[context.get(localeContext).locale.code] }
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function Hydra({ loaderData }: Route.ComponentProps) {
	const { content } = loaderData
	const { products, howToAdd } = content
	return (
		<>
			<div className="bg-gradient-to-b from-sky-50 to-white dark:from-sky-950 dark:to-gray-950">
				<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
					<ButtonLink to={CUSTOMISE_PATH}>{howToAdd.cta}</ButtonLink>
				</PageIntro>
			</div>

			<PageSection id="why" heading={content.why.heading}>
				<Paragraphs items={content.why.paragraphs} />
			</PageSection>

			<PageSection id="range" heading={products.heading} intro={products.intro} tone="muted">
				<ul className="grid gap-4 md:grid-cols-2">
					{products.items.map((product) => (
						<Card as="li" key={product.id} title={product.name}>
							<p className="text-gray-700 dark:text-gray-300">{product.description}</p>
							<p className="mt-4 text-sm font-semibold text-gray-900 dark:text-gray-100">{products.goodForLabel}</p>
							<CheckList items={product.goodFor} className="mt-2 text-sm" />
						</Card>
					))}
				</ul>
			</PageSection>

			<PageSection id="add" heading={howToAdd.heading}>
				<StepList steps={howToAdd.steps} />
				<p className="mt-8 text-gray-700 dark:text-gray-300">{howToAdd.priceNote}</p>
				<div className="mt-4">
					<ButtonLink to={CUSTOMISE_PATH}>{howToAdd.cta}</ButtonLink>
				</div>
			</PageSection>

			<PageSection id="good-to-know" heading={content.notes.heading} tone="muted">
				<CheckList items={content.notes.items} icon={info} className="max-w-3xl" />
			</PageSection>
		</>
	)
}
