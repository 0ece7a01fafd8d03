import type { ComponentProps } from 'react'
import { LocaleLink } from '../locale-link.tsx'

/** The brand's button colours (spec §9). */
export const BUTTON_VARIANTS = {
	'kcal-primary': 'bg-primary-700 text-white hover:bg-primary-800 focus-visible:outline-primary-700',
	'kcal-blue-1': 'bg-kcal-blue text-white hover:bg-kcal-blue-dark focus-visible:outline-kcal-blue',
	'kcal-orange': 'bg-kcal-orange text-gray-950 hover:bg-kcal-orange-dark focus-visible:outline-kcal-orange',
	'kcal-secondary':
		'border border-primary-700 bg-transparent text-primary-800 hover:bg-primary-50 focus-visible:outline-primary-700',
	'kcal-white': 'bg-white text-primary-800 shadow-sm hover:bg-gray-50 focus-visible:outline-white',
	'kcal-green': 'bg-primary-100 text-primary-900 hover:bg-primary-200 focus-visible:outline-primary-700',
} as const

export type ButtonVariant = keyof typeof BUTTON_VARIANTS

export function buttonClasses(variant: ButtonVariant = 'kcal-primary', extra = '') {
	return `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50 ${BUTTON_VARIANTS[variant]} ${extra}`
}

export function Button({ variant, className, ...props }: ComponentProps<'button'> & { variant?: ButtonVariant }) {
	return <button type="button" className={buttonClasses(variant, className)} {...props} />
}

/** A page link that looks like a button. */
export function ButtonLink({
	variant,
	className,
	...props
}: ComponentProps<typeof LocaleLink> & { variant?: ButtonVariant }) {
	return <LocaleLink className={buttonClasses(variant, className)} {...props} />
}
