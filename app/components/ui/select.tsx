/**
 * A styled select menu on Headless UI's Listbox. Heavy (Headless UI): import it only from the
 * routes that show one, never from the root, a layout or the header (docs/components.md).
 * For a handful of options that must work before JavaScript, a native <select> is lighter.
 */
import { Description, Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import { useTranslation } from '../../i18n/i18n.tsx'
import { cn } from '../../utils/cn.ts'
import { fieldStyles, RequiredMark } from './field.tsx'
import { Icon } from './icon.tsx'
import { chevronDown } from './icons.generated.ts'
import { type MenuFieldProps, OptionContent, optionListStyles } from './menu-field.tsx'

export type SelectOption = { value: string; label: string; disabled?: boolean }

type SelectProps = MenuFieldProps<SelectOption> & {
	/** The placeholder, shown while nothing is chosen, defaults to "Choose an option". */
	onChange?: (value: string) => void
}

// Stands for "nothing to choose" in the one disabled row shown when there are no options.
const NO_OPTION = '\u0000none'

export function Select({
	label,
	options,
	value,
	defaultValue,
	onChange,
	name,
	hint,
	error,
	required,
	disabled,
	placeholder,
	className,
}: SelectProps) {
	const { t } = useTranslation()
	const labelOf = (chosen: unknown) => options.find((option) => option.value === chosen)?.label
	return (
		<Field disabled={disabled} className={cn(fieldStyles.field, className)}>
			<Label className={fieldStyles.label}>
				{label}
				{/* A listbox button cannot carry aria-required, so the label says it. */}
				{required && <RequiredMark announce />}
			</Label>
			{hint != null && <Description className={fieldStyles.hint}>{hint}</Description>}
			<Listbox
				value={value}
				defaultValue={defaultValue}
				onChange={(chosen: string | null) => {
					if (chosen !== null && chosen !== NO_OPTION) onChange?.(chosen)
				}}
				name={name}
				invalid={error != null}
				disabled={disabled}
			>
				<div className="relative">
					<ListboxButton
						aria-invalid={error != null || undefined}
						className={cn(fieldStyles.control, 'flex items-center justify-between gap-2')}
					>
						{({ value: chosen }) => {
							const text = labelOf(chosen)
							return (
								<>
									<span className={cn('truncate', text === undefined && 'text-gray-600 dark:text-gray-400')}>
										{text ?? placeholder ?? t('ui.selectPlaceholder')}
									</span>
									<Icon icon={chevronDown} className="size-5 shrink-0 text-gray-600 dark:text-gray-400" />
								</>
							)
						}}
					</ListboxButton>
					<ListboxOptions className={optionListStyles.panel}>
						{options.length === 0 ? (
							// A disabled row keeps the listbox valid (it must own options) and is read out.
							<ListboxOption value={NO_OPTION} disabled className={optionListStyles.message}>
								{t('ui.noOptions')}
							</ListboxOption>
						) : (
							options.map((option) => (
								<ListboxOption
									key={option.value}
									value={option.value}
									disabled={option.disabled}
									className={cn('group', optionListStyles.option)}
								>
									<OptionContent label={option.label} />
								</ListboxOption>
							))
						)}
					</ListboxOptions>
				</div>
			</Listbox>
			{error != null && <Description className={fieldStyles.error}>{error}</Description>}
		</Field>
	)
}
