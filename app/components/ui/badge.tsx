import type { HTMLAttributes } from 'react'
import { cx } from './cx.ts'

/** Every tone keeps at least 6:1 between text and background, in light and dark mode. */
export const BADGE_TONES = {
	neutral: 'bg-gray-100 text-gray-700 dark:bg-gray-800 dark:text-gray-200',
	brand: 'bg-primary-100 text-primary-800 dark:bg-primary-950 dark:text-primary-200',
	info: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
	warning: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
	danger: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const

export type BadgeTone = keyof typeof BADGE_TONES

/**
 * A short status or label ("Popular", "Save 20%"). Plain text to screen readers: the colour
 * only repeats what the words say.
 */
export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
	return (
		<span
			{...props}
			className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', BADGE_TONES[tone], className)}
		/>
	)
}
