/**
 * The trail above a catalogue page's heading (Home › Meal plans › International): a named nav
 * with an ordered list, the current page last and marked `aria-current`. The chevrons are
 * decoration and point the other way in Arabic.
 */
import { LocaleLink } from './locale-link.tsx'
import { Icon } from './ui/icon.tsx'
import { chevronRight } from './ui/icons.generated.ts'

export type BreadcrumbsProps = {
	/** Names the navigation for screen readers ("Breadcrumb"). */
	label: string
	/** The pages above this one, top first, as prefix-free paths. */
	items: readonly { name: string; to: string }[]
	current: string
}

export function Breadcrumbs({ label, items, current }: BreadcrumbsProps) {
	return (
		<nav aria-label={label}>
			<ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
				{items.map((item) => (
					<li key={item.to} className="flex items-center gap-1.5">
						<LocaleLink to={item.to} className="underline underline-offset-4 hover:no-underline">
							{item.name}
						</LocaleLink>
						<Icon icon={chevronRight} mirrorInRtl className="size-4 text-gray-600 dark:text-gray-400" />
					</li>
				))}
				<li>
					<span aria-current="page" className="font-medium text-gray-900 dark:text-gray-100">
						{current}
					</span>
				</li>
			</ol>
		</nav>
	)
}
