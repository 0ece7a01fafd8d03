import { type HTMLAttributes, type ReactNode, useId } from 'react'
import { cx } from './cx.ts'

const PADDING = { none: '', sm: 'p-4', md: 'p-6', lg: 'p-8' } as const

type CardProps = HTMLAttributes<HTMLElement> & {
	/** `article` for a self-contained item (a plan), `section` for a titled part of a page, `li` in a list. */
	as?: 'div' | 'article' | 'section' | 'li'
	padding?: keyof typeof PADDING
	/** Rendered as a heading at the top; it also names an article or section for screen readers. */
	title?: ReactNode
	headingLevel?: 2 | 3 | 4
}

/** A bordered surface that groups related content, light or dark. */
export function Card({ as: Tag = 'div', padding = 'md', title, headingLevel = 3, className, children, ...props }: CardProps) {
	const titleId = useId()
	const Heading = `h${headingLevel}` as const
	// Only landmarks and articles take a name; aria-labelledby on a plain div is not allowed.
	const named = title != null && (Tag === 'section' || Tag === 'article')
	return (
		<Tag
			aria-labelledby={named ? titleId : undefined}
			{...props}
			className={cx(
				'rounded-2xl border border-gray-200 bg-white text-gray-900 shadow-sm dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
				PADDING[padding],
				className,
			)}
		>
			{title != null && (
				<Heading id={titleId} className="mb-3 text-lg font-semibold text-gray-950 dark:text-white">
					{title}
				</Heading>
			)}
			{children}
		</Tag>
	)
}
