/**
 * A searchable select on Headless UI's Combobox. Heavy (Headless UI): import it only from the
 * routes that show one, never from the root, a layout or the header (docs/components.md).
 */
import {
	ComboboxButton,
	ComboboxInput,
	ComboboxOption,
	ComboboxOptions,
	Description,
	Field,
	Combobox as HeadlessCombobox,
	Label,
} from '@headlessui/react'
import { useState } from 'react'
import { useTranslation } from '../../i18n/i18n.tsx'
import { cn } from '../../utils/cn.ts'
import { fieldStyles, RequiredMark } from './field.tsx'
import { Icon } from './icon.tsx'
import { chevronDown } from './icons.generated.ts'
import { type MenuFieldProps, OptionContent, optionListStyles } from './menu-field.tsx'
import { filterByQuery } from './search-text.ts'

export type ComboboxOption = {
	value: string
	label: string
	/** Other words that find this option, e.g. the English name of an Arabic city. */
	keywords?: readonly string[]
	disabled?: boolean
}

type ComboboxProps = MenuFieldProps<ComboboxOption> & {
	/** Called with null when the visitor clears the text and leaves the field; the placeholder defaults to "Search...". */
	onChange?: (value: string | null) => void
}

export function Combobox({
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
}: ComboboxProps) {
	const { locale, t } = useTranslation()
	const [query, setQuery] = useState('')
	const matches = filterByQuery(options, query, locale.language)
	const labelOf = (chosen: string | null) => options.find((option) => option.value === chosen)?.label ?? ''
	const emptyText =
		options.length === 0 ? t('ui.noOptions') : matches.length === 0 ? t('ui.noResults', { query: query.trim() }) : null

	return (
		<Field disabled={disabled} className={cn(fieldStyles.field, className)}>
			<Label className={fieldStyles.label}>
				{label}
				{required && <RequiredMark />}
			</Label>
			{hint != null && <Description className={fieldStyles.hint}>{hint}</Description>}
			<HeadlessCombobox
				value={value}
				defaultValue={defaultValue}
				onChange={(chosen: string | null) => onChange?.(chosen)}
				onClose={() => setQuery('')}
				name={name}
				invalid={error != null}
				disabled={disabled}
			>
				{({ open }) => (
					<div className="relative">
						<ComboboxInput
							className={cn(fieldStyles.control, 'pe-10')}
							placeholder={placeholder ?? t('ui.searchPlaceholder')}
							displayValue={labelOf}
							onChange={(event) => setQuery(event.target.value)}
							aria-invalid={error != null || undefined}
							aria-required={required || undefined}
							autoComplete="off"
						/>
						<ComboboxButton className="absolute inset-y-0 end-0 flex items-center rounded-e-lg px-2.5 text-gray-600 focus-visible:outline-2 focus-visible:outline-primary-700 dark:text-gray-400 dark:focus-visible:outline-primary-400">
							<Icon icon={chevronDown} className="size-5" />
							<span className="sr-only">{t('ui.showOptions')}</span>
						</ComboboxButton>
						{matches.length > 0 && (
							<ComboboxOptions className={optionListStyles.panel}>
								{matches.map((option) => (
									<ComboboxOption
										key={option.value}
										value={option.value}
										disabled={option.disabled}
										className={cn('group', optionListStyles.option)}
									>
										<OptionContent label={option.label} />
									</ComboboxOption>
								))}
							</ComboboxOptions>
						)}
						{/* Always in the page so screen readers announce the text when it appears. */}
						<div aria-live="polite" aria-atomic="true">
							{open && emptyText && (
								<p className={cn(optionListStyles.panel, optionListStyles.message)}>{emptyText}</p>
							)}
						</div>
					</div>
				)}
			</HeadlessCombobox>
			{error != null && <Description className={fieldStyles.error}>{error}</Description>}
		</Field>
	)
}
