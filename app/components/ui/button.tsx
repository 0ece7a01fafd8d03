import type { ComponentProps, MouseEvent } from 'react'
import { LocaleLink } from '../locale-link.tsx'
import { Spinner } from './spinner.tsx'

/**
 * The brand's button colours (spec §9). The `dark:` classes only appear where the light
 * colours would lose contrast on a dark page; the filled buttons read the same on both.
 */
export const BUTTON_VARIANTS = {
	'kcal-primary':
		'bg-primary-700 text-white hover:bg-primary-800 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-400',
	'kcal-blue-1':
		'bg-kcal-blue text-white hover:bg-kcal-blue-dark focus-visible:outline-kcal-blue dark:focus-visible:outline-blue-400',
	// Dark text on the light orange, white on the dark hover orange: both pass AA. The outline
	// is the dark orange on light pages because the light one is 2.3:1 against white.
	'kcal-orange':
		'bg-kcal-orange text-gray-950 hover:bg-kcal-orange-dark hover:text-white focus-visible:outline-kcal-orange-dark dark:focus-visible:outline-kcal-orange',
	'kcal-secondary':
		'border border-primary-700 bg-transparent text-primary-800 hover:bg-primary-50 focus-visible:outline-primary-700 dark:border-primary-400 dark:text-primary-300 dark:hover:bg-primary-950 dark:focus-visible:outline-primary-400',
	'kcal-white': 'bg-white text-primary-800 shadow-sm hover:bg-gray-50 focus-visible:outline-white',
	'kcal-green':
		'bg-primary-100 text-primary-900 hover:bg-primary-200 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-400',
} as const

export type ButtonVariant = keyof typeof BUTTON_VARIANTS

export const BUTTON_SIZES = {
	sm: 'min-h-9 gap-1.5 px-4 py-1.5 text-sm',
	md: 'min-h-11 gap-2 px-6 py-2.5 text-base',
	lg: 'min-h-12 gap-2 px-8 py-3 text-lg',
} as const

export type ButtonSize = keyof typeof BUTTON_SIZES

const BASE =
	'inline-flex items-center justify-center rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50 aria-busy:cursor-wait'

// The base classes a caller's class replaces (`hidden` replaces `inline-flex`, `px-4` the
// size's `px-6`): without this the stylesheet's order, not the caller, decides. A dozen lines
// instead of `cn`, whose tailwind-merge would add ≈8 KB to every page's first load.
const REPLACEABLE = [
	/^(hidden|block|inline|inline-block|inline-flex|flex|grid|inline-grid|contents)$/,
	/^min-h-/,
	/^gap-/,
	/^px-/,
	/^py-/,
	/^text-(xs|sm|base|lg|\d?xl)$/,
	/^rounded(-|$)/,
	/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/,
]

function withCallerClasses(base: string, extra: string) {
	const own = extra.split(/\s+/).filter(Boolean)
	const replaced = (token: string) => REPLACEABLE.some((group) => group.test(token) && own.some((mine) => group.test(mine)))
	return [...base.split(' ').filter((token) => !replaced(token)), ...own].join(' ')
}

/**
 * Made once per combination: the callers' extra classes are written in the code, so there are a
 * few dozen, and a page renders dozens of buttons (each a few hundred pattern tests otherwise).
 * Bounded all the same, should a caller ever pass classes built from data.
 */
const madeClasses = new Map<string, string>()
const CLASS_COMBINATIONS_KEPT = 200

export function buttonClasses(variant: ButtonVariant = 'kcal-primary', extra = '', size: ButtonSize = 'md') {
	const key = `${variant} ${size} ${extra}`
	let classes = madeClasses.get(key)
	if (classes === undefined) {
		classes = withCallerClasses(`${BASE} ${BUTTON_SIZES[size]} ${BUTTON_VARIANTS[variant]}`, extra)
		if (madeClasses.size < CLASS_COMBINATIONS_KEPT) madeClasses.set(key, classes)
	}
	return classes
}

type ButtonProps = ComponentProps<'button'> & {
	variant?: ButtonVariant
	size?: ButtonSize
	/** Shows a spinner and ignores clicks; the button keeps its focus and says it is busy. */
	loading?: boolean
}

export function Button({ variant, size, loading = false, className, children, onClick, ...props }: ButtonProps) {
	// Not `disabled` while loading: that would drop the focus of a keyboard user who just pressed it.
	const ignore = (event: MouseEvent<HTMLButtonElement>) => event.preventDefault()
	return (
		<button
			type="button"
			{...props}
			aria-busy={loading || undefined}
			aria-disabled={loading || props['aria-disabled']}
			onClick={loading ? ignore : onClick}
			className={buttonClasses(variant, className, size)}
		>
			{loading && <Spinner />}
			{children}
		</button>
	)
}

/** A page link that looks like a button. */
export function ButtonLink({
	variant,
	size,
	className,
	...props
}: ComponentProps<typeof LocaleLink> & { variant?: ButtonVariant; size?: ButtonSize }) {
	return <LocaleLink className={buttonClasses(variant, className, size)} {...props} />
}
