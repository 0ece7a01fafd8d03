/**
 * Form fields that work in a plain HTML form before (or without) JavaScript: native
 * controls, with the label, hint and error tied to the control by ids the server renders.
 */
import { type ComponentProps, createContext, type ReactNode, useContext, useId } from 'react'
import { useTranslation } from '../../i18n/i18n.tsx'
import { cx } from './cx.ts'

/** Shared with select.tsx and combobox.tsx so every field looks alike. */
export const fieldStyles = {
	field: 'flex flex-col gap-1.5',
	label: 'text-sm font-medium text-gray-900 dark:text-gray-100',
	hint: 'text-sm text-gray-600 dark:text-gray-400',
	error: 'text-sm font-medium text-red-700 dark:text-red-400',
	// gray-500 / gray-400 borders keep the 3:1 a control's edge needs against the page.
	control:
		'block min-h-11 w-full rounded-lg border border-gray-500 bg-white px-3 py-2 text-start text-base text-gray-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 disabled:cursor-not-allowed disabled:bg-gray-100 aria-invalid:border-red-700 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 dark:placeholder:text-gray-400 dark:focus-visible:outline-primary-400 dark:disabled:bg-gray-800 dark:aria-invalid:border-red-400',
} as const

/**
 * The visible asterisk is hidden from screen readers: native controls announce "required"
 * from their `required` attribute. `announce` adds the word for controls that cannot carry
 * it (a listbox button), so it is said exactly once.
 */
export function RequiredMark({ announce = false }: { announce?: boolean }) {
	return (
		<>
			<span aria-hidden="true" className="ms-0.5 text-red-700 dark:text-red-400">
				*
			</span>
			{announce && <RequiredWord />}
		</>
	)
}

function RequiredWord() {
	const { t } = useTranslation()
	return <span className="sr-only"> ({t('ui.required')})</span>
}

/** What a control inside a Field needs; spread onto a plain `<input>` by the render-prop form. */
export type FieldControlProps = {
	id: string
	required?: boolean
	'aria-invalid'?: true
	'aria-describedby'?: string
}

const FieldContext = createContext<FieldControlProps | null>(null)

/** Hint and error ids for a control, in reading order, or undefined when there are none. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
	return ids.filter(Boolean).join(' ') || undefined
}

type FieldProps = {
	label: ReactNode
	hint?: ReactNode
	/** An already translated message; its presence marks the control invalid. */
	error?: ReactNode
	required?: boolean
	/** The control's id; generated when left out. */
	id?: string
	className?: string
	/** A TextInput/TextArea (wired through context) or `(control) => <input {...control} />`. */
	children: ReactNode | ((control: FieldControlProps) => ReactNode)
}

/** A label, an optional hint and error, and one control wired to all three. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
	const generated = useId()
	const controlId = id ?? `${generated}control`
	const hintId = `${generated}hint`
	const errorId = `${generated}error`
	const control: FieldControlProps = {
		id: controlId,
		required: required || undefined,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': describedBy(hint != null && hintId, error != null && errorId),
	}
	return (
		<div className={cx(fieldStyles.field, className)}>
			<label htmlFor={controlId} className={fieldStyles.label}>
				{label}
				{required && <RequiredMark />}
			</label>
			{hint != null && (
				<p id={hintId} className={fieldStyles.hint}>
					{hint}
				</p>
			)}
			<FieldContext value={control}>{typeof children === 'function' ? children(control) : children}</FieldContext>
			{error != null && (
				<p id={errorId} className={fieldStyles.error}>
					{error}
				</p>
			)}
		</div>
	)
}

/** The Field's wiring merged under the control's own props (its own id and describedby win or add). */
function useFieldControl<T extends { id?: string; required?: boolean; 'aria-invalid'?: unknown; 'aria-describedby'?: string }>(
	props: T,
): T {
	const field = useContext(FieldContext)
	if (!field) return props
	return {
		...props,
		id: props.id ?? field.id,
		required: props.required ?? field.required,
		'aria-invalid': props['aria-invalid'] ?? field['aria-invalid'],
		'aria-describedby': describedBy(field['aria-describedby'], props['aria-describedby']),
	}
}

/** A styled text `<input>`; inside a Field it takes the Field's id, hint and error. */
export function TextInput({ className, ...props }: ComponentProps<'input'>) {
	return <input type="text" {...useFieldControl(props)} className={cx(fieldStyles.control, className)} />
}

/** A styled `<textarea>`; inside a Field it takes the Field's id, hint and error. */
export function TextArea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
	return <textarea rows={rows} {...useFieldControl(props)} className={cx(fieldStyles.control, 'min-h-24', className)} />
}

/** A radio button's or checkbox's box (also the start-day tiles', start-date-picker.tsx). */
export const boxStyles =
	'mt-0.5 size-5 shrink-0 accent-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:accent-primary-400 dark:focus-visible:outline-primary-400'

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
	label: ReactNode
	hint?: ReactNode
	error?: ReactNode
}

/** A native checkbox with its label beside it (so the label is part of the click target). */
export function Checkbox({ label, hint, error, id, className, required, ...props }: CheckboxProps) {
	const generated = useId()
	const inputId = id ?? `${generated}control`
	const hintId = `${generated}hint`
	const errorId = `${generated}error`
	return (
		<div className={cx('flex flex-col gap-1', className)}>
			<div className="flex items-start gap-3">
				<input
					type="checkbox"
					id={inputId}
					required={required}
					aria-invalid={error ? true : undefined}
					aria-describedby={describedBy(hint != null && hintId, error != null && errorId)}
					className={boxStyles}
					{...props}
				/>
				<label htmlFor={inputId} className="text-base text-gray-900 dark:text-gray-100">
					{label}
					{required && <RequiredMark />}
				</label>
			</div>
			{hint != null && (
				<p id={hintId} className={cx(fieldStyles.hint, 'ps-8')}>
					{hint}
				</p>
			)}
			{error != null && (
				<p id={errorId} className={cx(fieldStyles.error, 'ps-8')}>
					{error}
				</p>
			)}
		</div>
	)
}

export type RadioOption = { value: string; label: ReactNode; hint?: ReactNode; disabled?: boolean }

type RadioGroupProps = {
	legend: ReactNode
	name: string
	options: readonly RadioOption[]
	defaultValue?: string
	/** Controlled use: `value` needs `onChange`. */
	value?: string
	onChange?: (value: string) => void
	hint?: ReactNode
	error?: ReactNode
	required?: boolean
	disabled?: boolean
	className?: string
}

type ChoiceFieldsetProps = {
	/** For an error summary's link. */
	id?: string
	legend: ReactNode
	hint?: ReactNode
	error?: ReactNode
	required?: boolean
	disabled?: boolean
	className?: string
	children: ReactNode
}

/**
 * A group of choices' frame: the fieldset with its legend, hint and error, the hint and error
 * ids in `aria-describedby` (RadioGroup; the start-day tiles of start-date-picker.tsx).
 */
export function ChoiceFieldset({ id, legend, hint, error, required, disabled, className, children }: ChoiceFieldsetProps) {
	const generated = useId()
	const hintId = `${generated}hint`
	const errorId = `${generated}error`
	return (
		<fieldset
			id={id}
			disabled={disabled}
			aria-describedby={describedBy(hint != null && hintId, error != null && errorId)}
			className={cx('flex flex-col gap-2', className)}
		>
			<legend className={cx(fieldStyles.label, 'mb-1')}>
				{legend}
				{required && <RequiredMark />}
			</legend>
			{hint != null && (
				<p id={hintId} className={fieldStyles.hint}>
					{hint}
				</p>
			)}
			{children}
			{error != null && (
				<p id={errorId} className={fieldStyles.error}>
					{error}
				</p>
			)}
		</fieldset>
	)
}

/** Native radio buttons in a fieldset: arrow keys, form submission and validation come free. */
export function RadioGroup({
	legend,
	name,
	options,
	defaultValue,
	value,
	onChange,
	hint,
	error,
	required,
	disabled,
	className,
}: RadioGroupProps) {
	const generated = useId()
	return (
		<ChoiceFieldset legend={legend} hint={hint} error={error} required={required} disabled={disabled} className={className}>
			{options.map((option, index) => {
				const optionId = `${generated}option${index}`
				return (
					<div key={option.value} className="flex items-start gap-3">
						<input
							type="radio"
							id={optionId}
							name={name}
							value={option.value}
							required={required}
							disabled={option.disabled}
							aria-invalid={error ? true : undefined}
							aria-describedby={option.hint != null ? `${optionId}hint` : undefined}
							checked={value === undefined ? undefined : option.value === value}
							defaultChecked={value === undefined ? option.value === defaultValue : undefined}
							onChange={onChange && (() => onChange(option.value))}
							className={boxStyles}
						/>
						<div>
							<label htmlFor={optionId} className="text-base text-gray-900 dark:text-gray-100">
								{option.label}
							</label>
							{option.hint != null && (
								<p id={`${optionId}hint`} className={fieldStyles.hint}>
									{option.hint}
								</p>
							)}
						</div>
					</div>
				)
			})}
		</ChoiceFieldset>
	)
}
