/** The customer's plans as cards on "My plan" (app/routes/my-plan.tsx): the one shown, and a link to each other. */
import type { MyPlanText } from '../../../content/pages/my-plan.ts'
import { fillText } from '../../../domain/text-template.ts'
import { LocaleLink } from '../locale-link.tsx'
import { Badge } from '../ui/badge.tsx'

/** One plan's card: its name, state in words and badge tone, its dates, and where it opens. */
export type PlanCard = { id: string; name: string; status: string; tone: 'brand' | 'neutral'; period: string | null; href: string; current: boolean }

export function PlanCards({ text, plans }: { text: MyPlanText; plans: readonly PlanCard[] }) {
	return (
		<section aria-labelledby="plans-heading">
			<h2 id="plans-heading" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
				{text.plans.heading}
			</h2>
			<ul className="mt-4 grid gap-3 sm:grid-cols-2">
				{plans.map((plan) => (
					<li key={plan.id} className="flex flex-col gap-2 rounded-2xl border border-gray-200 p-4 dark:border-gray-700">
						<div className="flex flex-wrap items-center gap-2">
							<span className="font-semibold text-gray-900 dark:text-gray-100">{plan.name}</span>
							<Badge tone={plan.tone}>{plan.status}</Badge>
						</div>
						{plan.period ? <p className="text-sm text-gray-700 dark:text-gray-300">{plan.period}</p> : null}
						{plan.current ? (
							<p className="text-sm font-medium text-gray-700 dark:text-gray-300">{text.plans.current}</p>
						) : (
							<LocaleLink
								to={plan.href}
								aria-label={fillText(text.plans.openLabel, { plan: plan.name })}
								className="text-sm font-semibold text-primary-800 underline underline-offset-4 dark:text-primary-300"
							>
								{text.plans.open}
							</LocaleLink>
						)}
					</li>
				))}
			</ul>
		</section>
	)
}
