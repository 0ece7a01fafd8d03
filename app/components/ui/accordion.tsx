/**
 * Disclosure sections on native <details>/<summary>: they open and close before JavaScript
 * loads, find-in-page opens them, and screen readers announce expanded/collapsed themselves.
 */
import type { ReactNode } from 'react'
import { cx } from './cx.ts'
import { Icon } from './icon.tsx'
import { chevronDown } from './icons.generated.ts'

type AccordionItemProps = {
	title: ReactNode
	children: ReactNode
	/** Items sharing a name form an exclusive group: opening one closes the others (native). */
	name?: string
	defaultOpen?: boolean
	className?: string
}

export function AccordionItem({ title, children, name, defaultOpen, className }: AccordionItemProps) {
	return (
		<details name={name} open={defaultOpen} className={cx('group', className)}>
			{/* The marker is removed (list-none, and the WebKit pseudo-element) for the chevron. */}
			<summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-start text-base font-semibold text-gray-900 dark:text-gray-100 dark:focus-visible:outline-primary-400 [&::-webkit-details-marker]:hidden">
				<span>{title}</span>
				{/* At the inline end (left in Arabic); pointing down it needs no mirroring, and up once open. */}
				<Icon
					icon={chevronDown}
					className="size-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180 motion-reduce:transition-none dark:text-gray-400"
				/>
			</summary>
			<div className="pb-4 text-gray-700 dark:text-gray-300">{children}</div>
		</details>
	)
}

export type AccordionEntry = { id: string; title: ReactNode; content: ReactNode }

type AccordionProps = {
	items: readonly AccordionEntry[]
	/** Set to let only one item be open at a time. */
	name?: string
	/** The id of an item open on arrival. */
	defaultOpen?: string
	className?: string
}

/** A list of AccordionItems with dividers, e.g. a FAQ. */
export function Accordion({ items, name, defaultOpen, className }: AccordionProps) {
	return (
		<div className={cx('divide-y divide-gray-200 border-y border-gray-200 dark:divide-gray-700 dark:border-gray-700', className)}>
			{items.map((item) => (
				<AccordionItem key={item.id} title={item.title} name={name} defaultOpen={item.id === defaultOpen}>
					{item.content}
				</AccordionItem>
			))}
		</div>
	)
}
