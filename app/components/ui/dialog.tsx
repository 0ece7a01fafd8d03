/**
 * A modal on the native <dialog> and showModal(): the browser traps focus, makes the page
 * behind it inert and puts it in the top layer, so no library is needed.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from '../../i18n/i18n.tsx'
import { cx } from './cx.ts'
import { Icon } from './icon.tsx'
import { x } from './icons.generated.ts'

type DialogProps = {
	/** Controlled: the page owns the state (`const [open, setOpen] = useState(false)`). */
	open: boolean
	/** Called after the dialog closed by Escape, the close button or a click beside it. */
	onClose: () => void
	/** Names the dialog for screen readers. */
	title: ReactNode
	description?: ReactNode
	children?: ReactNode
	/** Buttons at the bottom, e.g. Cancel / Confirm. */
	footer?: ReactNode
	/** A click on the dimmed page closes the dialog (default); turn off for forms with input. */
	closeOnBackdrop?: boolean
	className?: string
}

export function Dialog({
	open,
	onClose,
	title,
	description,
	children,
	footer,
	closeOnBackdrop = true,
	className,
}: DialogProps) {
	const { t } = useTranslation()
	const ref = useRef<HTMLDialogElement>(null)
	const opener = useRef<Element | null>(null)
	const id = useId()

	useEffect(() => {
		const dialog = ref.current
		if (!dialog) return
		if (open && !dialog.open) {
			opener.current = document.activeElement
			dialog.showModal()
		} else if (!open && dialog.open) {
			dialog.close()
		}
	}, [open])

	const handleClose = () => {
		// Browsers differ in where focus lands after close(); the opener is where the visitor was.
		const previous = opener.current
		opener.current = null
		if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
		onClose()
	}

	return (
		<dialog
			ref={ref}
			aria-labelledby={`${id}title`}
			aria-describedby={description != null ? `${id}description` : undefined}
			onClose={handleClose}
			onKeyDown={(event) => {
				// Escape goes through close() like every other way out, so it behaves the same in every
				// browser; a menu inside that used the key itself (defaultPrevented) keeps the dialog open.
				if (event.key === 'Escape' && !event.defaultPrevented) {
					event.preventDefault()
					ref.current?.close()
				}
			}}
			onClick={(event) => {
				// The content fills the dialog box, so a click on the <dialog> itself is on the backdrop.
				if (closeOnBackdrop && event.target === event.currentTarget) ref.current?.close()
			}}
			className={cx(
				'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-950/60 dark:bg-gray-900 dark:text-gray-100 dark:ring-1 dark:ring-gray-700',
				className,
			)}
		>
			<div className="relative flex flex-col gap-4 p-6">
				<div className="pe-10">
					<h2 id={`${id}title`} className="text-xl font-semibold text-gray-950 dark:text-white">
						{title}
					</h2>
					{description != null && (
						<p id={`${id}description`} className="mt-1 text-gray-600 dark:text-gray-400">
							{description}
						</p>
					)}
				</div>
				{children}
				{footer != null && <div className="flex flex-wrap justify-end gap-3">{footer}</div>}
				<button
					type="button"
					onClick={() => ref.current?.close()}
					className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-white dark:focus-visible:outline-primary-400"
				>
					<Icon icon={x} className="size-5" />
					<span className="sr-only">{t('ui.close')}</span>
				</button>
			</div>
		</dialog>
	)
}
