/**
 * A submit button for something that cannot be undone (deleting an address, removing a card).
 * With JavaScript it asks in a dialog first and submits the form with `confirm=yes`. Without, it
 * submits at once without `confirm`; the action then answers with a confirmation step (see
 * ConfirmStep) instead of acting, so the question is asked either way.
 */
import { useState } from 'react'
import { Form } from 'react-router'
import { useHydrated } from '../../utils/use-hydrated.ts'
import { Button, ButtonLink } from '../ui/button.tsx'
import { Dialog } from '../ui/dialog.tsx'

export type ConfirmText = { title: string; text: string; confirm: string; cancel: string }

type Props = {
	/** The id of the form the button submits. */
	form: string
	label: string
	/** Spoken instead of `label` when the visible label needs context ("Delete" → "Delete 12 Marina Heights"). */
	accessibleLabel?: string
	text: ConfirmText
	busy?: boolean
}

export function ConfirmSubmit({ form, label, accessibleLabel, text, busy = false }: Props) {
	const hydrated = useHydrated()
	const [open, setOpen] = useState(false)
	return (
		<>
			<Button
				type="submit"
				form={form}
				variant="kcal-secondary"
				size="sm"
				loading={busy}
				aria-label={accessibleLabel}
				onClick={(event) => {
					if (!hydrated) return
					event.preventDefault()
					setOpen(true)
				}}
			>
				{label}
			</Button>
			{/* In the server's markup too, closed (a closed <dialog> is never shown, nor opened without the page's
			    script): the page's inline stylesheet, cut from that markup (decision 009), then styles it when it opens. */}
			<Dialog
				open={open}
				onClose={() => setOpen(false)}
				title={text.title}
				description={text.text}
				footer={
					<>
						<Button variant="kcal-secondary" onClick={() => setOpen(false)}>
							{text.cancel}
						</Button>
						<Button type="submit" form={form} name="confirm" value="yes" onClick={() => setOpen(false)}>
							{text.confirm}
						</Button>
					</>
				}
			/>
		</>
	)
}

/**
 * The question asked by the page itself, for a browser without JavaScript: the same form again
 * with `confirm=yes`, and a way back.
 */
export function ConfirmStep({ id, text, hidden, cancelTo }: { id: string; text: ConfirmText; hidden: Record<string, string>; cancelTo: string }) {
	return (
		<div role="group" aria-labelledby={`${id}-title`} className="mt-4 rounded-xl border-2 border-amber-600 bg-amber-50 p-4 dark:border-amber-400 dark:bg-amber-950">
			<h4 id={`${id}-title`} className="font-semibold text-gray-950 dark:text-white">
				{text.title}
			</h4>
			<p className="mt-1 text-gray-700 dark:text-gray-300">{text.text}</p>
			<Form method="post" className="mt-3 flex flex-wrap gap-3">
				{Object.entries(hidden).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<input type="hidden" name="confirm" value="yes" />
				<Button type="submit" size="sm">
					{text.confirm}
				</Button>
				<ButtonLink to={cancelTo} variant="kcal-secondary" size="sm">
					{text.cancel}
				</ButtonLink>
			</Form>
		</div>
	)
}
