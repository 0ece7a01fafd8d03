/** A plan at a glance: its name and status, the figures a customer asks about first, and the cut-off. */
import type { MyPlanText } from '../../../content/pages/my-plan.ts'
import { LocaleLink } from '../locale-link.tsx'
import { Badge } from '../ui/badge.tsx'
import { buttonClasses } from '../ui/button.tsx'

export type PlanFacts = {
	name: string
	status: string
	active: boolean
	facts: ReadonlyArray<{ key: string; label: string; value: string }>
	/** Null for a plan that no longer runs, like firstChangeable. */
	cutoff: string | null
	/** Null for a plan that no longer runs. */
	firstChangeable: string | null
	/** Renew (unless withdrawn), cancel: for a running plan; addresses with their locale prefix. */
	links: ReadonlyArray<{ key: string; label: string; href: string }>
	/** A running plan staff withdrew from sale: why it cannot be renewed, and a link to the plans on sale. */
	withdrawn?: { text: string; link: string; href: string } | null
}

export function PlanSummary({ text, summary }: { text: MyPlanText; summary: PlanFacts }) {
	return (
		<section aria-labelledby="summary-heading" className="rounded-2xl border border-gray-200 p-4 sm:p-6 dark:border-gray-700">
			<div className="flex flex-wrap items-center gap-x-3 gap-y-1">
				<h2 id="summary-heading" className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
					{summary.name}
				</h2>
				<Badge tone={summary.active ? 'brand' : 'neutral'}>{summary.status}</Badge>
			</div>
			<p className="sr-only">{text.summary.heading}</p>
			<dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-5">
				{summary.facts.map((fact) => (
					<div key={fact.key} className="flex flex-col">
						<dt className="text-sm text-gray-700 dark:text-gray-300">{fact.label}</dt>
						<dd className="text-lg font-semibold text-gray-900 dark:text-gray-100">{fact.value}</dd>
					</div>
				))}
			</dl>
			{summary.cutoff ? <p className="mt-4 text-gray-700 dark:text-gray-300">{summary.cutoff}</p> : null}
			{summary.firstChangeable ? (
				<>
					<p className="mt-1 font-medium text-gray-900 dark:text-gray-100">{summary.firstChangeable}</p>
					<p className="mt-1 text-gray-700 dark:text-gray-300">{text.preferences}</p>
				</>
			) : null}
			{summary.withdrawn ? (
				<p className="mt-4 text-gray-900 dark:text-gray-100">
					{summary.withdrawn.text}{' '}
					<LocaleLink to={summary.withdrawn.href} className="font-semibold text-primary-800 underline underline-offset-4 dark:text-primary-300">
						{summary.withdrawn.link}
					</LocaleLink>
				</p>
			) : null}
			{summary.links.length > 0 ? (
				// Plain links with their locale prefix, opened in the app by the page's ClientLinks: a React Router
				// Link renders again on every change of the router's state (route discovery after the first paint).
				<div className="mt-4 flex flex-wrap gap-3">
					{summary.links.map((link) => (
						<a key={link.key} href={link.href} data-discover="true" className={buttonClasses(link.key === 'renew' ? 'kcal-primary' : 'kcal-secondary', '', 'sm')}>
							{link.label}
						</a>
					))}
				</div>
			) : null}
		</section>
	)
}
