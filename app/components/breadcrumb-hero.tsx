import type { ReactNode } from 'react'
import { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs.tsx'
import { cx } from './ui/cx.ts'

type BreadcrumbHeroProps = {
	breadcrumbs: BreadcrumbsProps
	heading: string
	intro: string
	/** Shown above the heading (a "Popular" or offer badge). */
	badge?: ReactNode
	/** The gradient behind the block; the catalogue's green unless a page has its own colour. */
	className?: string
	/** What follows the introduction: prices, facts, calls to action. */
	children?: ReactNode
}

/** The opening block of a page deep in the site: where it is (breadcrumbs), its heading and introduction. */
export function BreadcrumbHero({ breadcrumbs, heading, intro, badge, className, children }: BreadcrumbHeroProps) {
	return (
		<div className={cx('bg-gradient-to-b to-white dark:to-gray-950', className ?? 'from-primary-50 dark:from-primary-950')}>
			<div className="mx-auto max-w-5xl px-4 pt-6 pb-12 sm:px-6 sm:pb-16">
				<Breadcrumbs {...breadcrumbs} />
				<div className="mt-8 max-w-3xl">
					{badge}
					<h1 className={cx('text-3xl font-extrabold tracking-tight text-gray-900 text-balance sm:text-5xl dark:text-gray-100', badge ? 'mt-3' : undefined)}>
						{heading}
					</h1>
					<p className="mt-4 text-lg text-gray-700 text-pretty dark:text-gray-300">{intro}</p>
					{children}
				</div>
			</div>
		</div>
	)
}
