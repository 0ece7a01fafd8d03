/**
 * The building blocks of the content pages (about us, FAQs, app, Hydra, kcal-fit, account
 * deletion) below their PageIntro: titled sections, paragraphs and a closing call to action.
 * Each section is a region named by its h2, so the page's outline is h1 → h2 → h3.
 */
import type { ReactNode } from 'react'
import { cx } from './ui/cx.ts'
import { Icon } from './ui/icon.tsx'
import { check, type IconData } from './ui/icons.generated.ts'

type PageSectionProps = {
	/** Also the section's anchor (`/about-us/#delivery`); unique on the page. */
	id: string
	heading: string
	intro?: string
	/** `muted` sets the section on a tinted band to separate it from its neighbours. */
	tone?: 'plain' | 'muted'
	children?: ReactNode
}

export function PageSection({ id, heading, intro, tone = 'plain', children }: PageSectionProps) {
	return (
		<section
			id={id}
			aria-labelledby={`${id}-heading`}
			className={cx('render-when-near scroll-mt-8', tone === 'muted' && 'bg-gray-50 dark:bg-gray-900/60')}
		>
			<div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
				<h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-gray-900 text-balance dark:text-gray-100 sm:text-3xl">
					{heading}
				</h2>
				{intro ? <p className="mt-3 max-w-3xl text-lg text-gray-700 text-pretty dark:text-gray-300">{intro}</p> : null}
				{children ? <div className="mt-6">{children}</div> : null}
			</div>
		</section>
	)
}

/** Paragraphs of running text at a readable line length. */
export function Paragraphs({ items, className }: { items: readonly string[]; className?: string }) {
	return (
		<div className={cx('max-w-3xl space-y-4 text-base leading-relaxed text-gray-700 dark:text-gray-300 sm:text-lg', className)}>
			{items.map((text) => (
				<p key={text}>{text}</p>
			))}
		</div>
	)
}

/** A bulleted list with a brand-coloured mark before each item (decorative: the list itself says it is a list). */
export function CheckList({ items, icon = check, className }: { items: readonly string[]; icon?: IconData; className?: string }) {
	return (
		<ul className={cx('space-y-3 text-gray-700 dark:text-gray-300', className)}>
			{items.map((text) => (
				<li key={text} className="flex gap-3">
					<Icon icon={icon} className="mt-0.5 size-5 shrink-0 text-primary-700 dark:text-primary-400" />
					<span>{text}</span>
				</li>
			))}
		</ul>
	)
}

/**
 * Numbered steps as an ordered list, each number drawn in a brand circle (hidden from screen
 * readers, which announce the list's own numbering). Titled steps get an h3 each.
 */
export function StepList({ steps, className }: { steps: readonly ({ title: string; text: string } | string)[]; className?: string }) {
	return (
		<ol className={cx('grid gap-6 sm:grid-cols-3', className)}>
			{steps.map((step, index) => (
				<li key={typeof step === 'string' ? step : step.title} className="flex gap-4">
					<span
						aria-hidden="true"
						className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 text-lg font-bold text-white dark:bg-primary-400 dark:text-gray-950"
					>
						{index + 1}
					</span>
					{typeof step === 'string' ? (
						<p className="pt-2 text-gray-700 dark:text-gray-300">{step}</p>
					) : (
						<div>
							<h3 className="pt-1.5 text-lg font-semibold text-gray-900 dark:text-gray-100">{step.title}</h3>
							<p className="mt-1 text-gray-700 dark:text-gray-300">{step.text}</p>
						</div>
					)}
				</li>
			))}
		</ol>
	)
}

/** The closing band of a page: a heading, a sentence and its buttons. */
export function CallToAction({ id, heading, text, children }: { id: string; heading: string; text: string; children: ReactNode }) {
	return (
		<section id={id} aria-labelledby={`${id}-heading`} className="render-when-near px-4 py-10 sm:px-6 sm:py-14">
			<div className="mx-auto max-w-3xl rounded-3xl bg-primary-50 px-6 py-10 text-center dark:bg-primary-950">
				<h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-gray-900 text-balance dark:text-gray-100 sm:text-3xl">
					{heading}
				</h2>
				<p className="mt-3 text-lg text-gray-700 text-pretty dark:text-gray-300">{text}</p>
				<div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
			</div>
		</section>
	)
}
