/**
 * Tabs after the WAI-ARIA pattern, written here instead of taken from Headless UI: about
 * sixty lines against a shared library chunk, and Headless UI's arrow keys do not follow
 * the writing direction (in Arabic the right arrow must go to the previous tab).
 */
import { type KeyboardEvent, type ReactNode, Suspense, useId, useMemo, useRef, useState } from 'react'
import { useHydrated } from '../../utils/use-hydrated.ts'
import { LocaleLink } from '../locale-link.tsx'
import { cx } from './cx.ts'

export type TabItem = { id: string; label: ReactNode; content: ReactNode }

type TabsProps = {
	/** Names the tab list for screen readers, e.g. "Plan details". */
	label: string
	items: readonly TabItem[]
	/** The id of the tab shown first; the first tab by default. */
	defaultTab?: string
	/** Controlled use: the shown tab's id, with `onChange`. */
	selected?: string
	onChange?: (id: string) => void
	/**
	 * Tabs that work before the page is hydrated, and without JavaScript: until then each tab is a
	 * link to this address (path and query, no locale prefix), which the server answers with that
	 * tab chosen. The link's fragment is the chosen tab itself, so the browser scrolls the page and a
	 * scrolled tab row (seven days on a phone) to it. The panels are the same elements in both
	 * states, so hydration keeps their markup.
	 */
	hrefFor?: (id: string) => string
	className?: string
}

const TAB_ROW = 'flex gap-1 overflow-x-auto border-b border-gray-200 dark:border-gray-700'
const TAB = '-mb-px min-h-11 shrink-0 border-b-2 px-4 py-2 text-start text-base font-medium whitespace-nowrap'
const TAB_STATES = {
	on: 'border-primary-700 text-primary-800 dark:border-primary-400 dark:text-primary-300',
	off: 'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900 dark:text-gray-400 dark:hover:border-gray-600 dark:hover:text-white',
}

const linkedTabId = (id: string) => `tab-${id}`

export function Tabs({ label, items, defaultTab, selected, onChange, hrefFor, className }: TabsProps) {
	const [own, setOwn] = useState(defaultTab ?? items[0]?.id)
	const current = selected ?? own
	const base = useId()
	const linked = useHydrated() === false && hrefFor !== undefined
	const tabs = useRef<Array<HTMLButtonElement | null>>([])
	// Each panel hydrates on its own after the page's first commit (a server-rendered Suspense
	// boundary hydrates at offscreen priority): a week of dishes is most of a sample menu's elements,
	// and the hidden days need nothing until chosen. The boundaries are made once per list of items,
	// because the update that turns the links into tabs just after hydration is synchronous
	// (useHydrated): a boundary that React saw again with new props there would be hydrated at once,
	// every panel in that one task (150-430 ms on a phone), instead of at its own turn.
	const panels = useMemo(() => items.map((item) => <Suspense key={item.id} fallback={null}>{item.content}</Suspense>), [items])

	const choose = (index: number) => {
		const item = items[index]
		if (!item) return
		setOwn(item.id)
		onChange?.(item.id)
		tabs.current[index]?.focus()
	}

	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const index = items.findIndex((item) => item.id === current)
		const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
		const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
		const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
		const last = items.length - 1
		const moves: Record<string, number> = {
			[forward]: index === last ? 0 : index + 1,
			[backward]: index <= 0 ? last : index - 1,
			Home: 0,
			End: last,
		}
		const target = moves[event.key]
		if (target === undefined) return
		event.preventDefault()
		choose(target)
	}

	return (
		<div className={className}>
			{linked ? (
				<ul aria-label={label} className={TAB_ROW}>
					{items.map((item) => (
						// Below the section's heading when scrolled to; stays a link target only until hydration.
						<li key={item.id} id={linkedTabId(item.id)} className="flex scroll-mt-32">
							<LocaleLink
								to={`${hrefFor(item.id)}#${linkedTabId(item.id)}`}
								aria-current={item.id === current ? 'true' : undefined}
								preventScrollReset
								className={cx(TAB, 'inline-flex items-center', item.id === current ? TAB_STATES.on : TAB_STATES.off)}
							>
								{item.label}
							</LocaleLink>
						</li>
					))}
				</ul>
			) : (
				<div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={TAB_ROW}>
					{items.map((item, index) => {
						const active = item.id === current
						return (
							<button
								key={item.id}
								ref={(element) => {
									tabs.current[index] = element
								}}
								type="button"
								role="tab"
								id={`${base}tab-${item.id}`}
								aria-selected={active}
								aria-controls={`${base}panel-${item.id}`}
								// Roving tabindex: Tab reaches the chosen tab only; arrows move between tabs.
								tabIndex={active ? 0 : -1}
								onClick={() => choose(index)}
								className={cx(
									TAB,
									'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-400',
									active ? TAB_STATES.on : TAB_STATES.off,
								)}
							>
								{item.label}
							</button>
						)
					})}
				</div>
			)}
			{items.map((item, index) => (
				// Every panel is in the server's HTML, so search engines see all of it; the others are hidden.
				// Linked tabs have no tab elements yet for a panel to name.
				<div
					key={item.id}
					id={`${base}panel-${item.id}`}
					{...(linked ? {} : { role: 'tabpanel', 'aria-labelledby': `${base}tab-${item.id}`, tabIndex: 0 })}
					hidden={item.id !== current}
					className="pt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-400"
				>
					{panels[index]}
				</div>
			))}
		</div>
	)
}
