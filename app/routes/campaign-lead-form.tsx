/**
 * /campaign/lead_form/: a campaign landing page (no site layout) offering a free call with a
 * nutritionist, with the lead form beside the offer. The form carries the page and the
 * campaign's UTM values (the address's, or else the visit's landing: utils/lead-utm.server.ts)
 * along with the lead (app/components/lead-form.tsx).
 */
import { LEAD_FORM_PAGE } from '../../content/pages/lead-form.ts'
import { CheckList } from '../components/content-section.tsx'
import { LeadForm } from '../components/lead-form.tsx'
import { MinimalHeader } from '../components/minimal-header.tsx'
import { Badge } from '../components/ui/badge.tsx'
import { localeContext } from '../context.ts'
import { leadFormAction } from '../utils/inquiry-action.server.ts'
import { leadUtmOf } from '../utils/lead-utm.server.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import type { Route } from './+types/campaign-lead-form'

const SOURCE_PATH = '/campaign/lead_form/'

export function loader({ url, request, context }: Route.LoaderArgs) {
	const { code } = context.get(localeContext).locale
	return { ...pageText(context, 'campaignLeadForm'), content: LEAD_FORM_PAGE[code], utm: leadUtmOf(url, request) }
}

export function action(args: Route.ActionArgs) {
	return leadFormAction(args)
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function CampaignLeadForm({ loaderData, actionData }: Route.ComponentProps) {
	const { content } = loaderData
	return (
		<div className="min-h-dvh bg-gradient-to-b from-primary-50 to-white dark:from-primary-950 dark:to-gray-950">
			{/* No site layout on campaign pages, but still a way home and a language choice. */}
			<MinimalHeader />
			{/* Phones show the form right after the offer's heading; wide screens keep it beside the details. */}
			<main id="main" className="mx-auto grid max-w-5xl gap-10 px-4 pt-8 pb-16 sm:px-6 lg:grid-cols-2 lg:pt-14">
				<div className="lg:col-start-1">
					<Badge tone="brand">{content.offer.badge}</Badge>
					<h1 className="mt-4 text-3xl font-extrabold tracking-tight text-gray-900 text-balance sm:text-5xl dark:text-gray-100">
						{loaderData.heading}
					</h1>
					<p className="mt-4 text-lg text-gray-700 text-pretty dark:text-gray-300">{loaderData.intro}</p>
				</div>

				<section
					aria-labelledby="book-heading"
					className="self-start rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8 lg:sticky lg:top-6 lg:col-start-2 lg:row-span-2 lg:row-start-1 dark:border-gray-700 dark:bg-gray-950"
				>
					<h2 id="book-heading" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
						{content.form.heading}
					</h2>
					<p className="mt-2 mb-6 text-gray-700 dark:text-gray-300">{content.form.intro}</p>
					<LeadForm sourcePath={SOURCE_PATH} utm={loaderData.utm} state={actionData} />
				</section>

				<div className="lg:col-start-1">
					<section aria-labelledby="offer-heading">
						<h2 id="offer-heading" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
							{content.offer.heading}
						</h2>
						<p className="mt-3 text-gray-700 dark:text-gray-300">{content.offer.text}</p>
						<ul className="mt-6 space-y-4">
							{content.offer.points.map((point) => (
								<li key={point.title} className="rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900">
									<h3 className="font-semibold text-gray-900 dark:text-gray-100">{point.title}</h3>
									<p className="mt-1 text-gray-700 dark:text-gray-300">{point.text}</p>
								</li>
							))}
						</ul>
					</section>

					<section aria-labelledby="steps-heading" className="mt-10">
						<h2 id="steps-heading" className="text-xl font-bold text-gray-900 dark:text-gray-100">
							{content.steps.heading}
						</h2>
						<CheckList items={content.steps.items} className="mt-4" />
						<p className="mt-6 text-sm text-gray-700 dark:text-gray-300">{content.note}</p>
					</section>
				</div>
			</main>
		</div>
	)
}
