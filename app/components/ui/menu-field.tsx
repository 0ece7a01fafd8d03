/** What the Select and Combobox share, so both menus look and behave alike. */
import type { ReactNode } from 'react'
import { Icon } from './icon.tsx'
import { check } from './icons.generated.ts'

/** The props both menus take; each adds its own option type and change handler. */
export type MenuFieldProps<Option> = {
	label: ReactNode
	options: readonly Option[]
	/** Controlled value; use with `onChange`. */
	value?: string | null
	defaultValue?: string | null
	/** Submits the chosen value with the surrounding form through a hidden input. */
	name?: string
	hint?: ReactNode
	/** An already translated message; its presence marks the control invalid. */
	error?: ReactNode
	required?: boolean
	disabled?: boolean
	placeholder?: string
	className?: string
}

/** The inside of one option row: a tick when chosen, then the label. */
export function OptionContent({ label }: { label: string }) {
	return (
		<>
			<Icon icon={check} className={optionListStyles.check} />
			<span className="truncate">{label}</span>
		</>
	)
}

export const optionListStyles = {
	// Positioned under the control in its own wrapper rather than portaled: a portaled panel
	// would sit below a modal <dialog>'s top layer and could not be used there.
	panel:
		'absolute start-0 top-full z-30 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-gray-200 bg-white py-1 text-start text-base text-gray-900 shadow-lg focus:outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
	option:
		'flex cursor-default items-center gap-2 px-3 py-2 text-start select-none data-disabled:text-gray-600 data-focus:bg-primary-100 data-focus:text-primary-900 dark:data-disabled:text-gray-400 dark:data-focus:bg-primary-900 dark:data-focus:text-white',
	check: 'invisible size-4 shrink-0 text-primary-700 group-data-selected:visible dark:text-primary-300 group-data-focus:text-primary-900 dark:group-data-focus:text-white',
	message: 'px-3 py-2 text-gray-600 dark:text-gray-400',
} as const
