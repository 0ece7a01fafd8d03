/** The frame every part of the account page shares: a titled section and its "saved" notice. */
import { type ReactNode, useEffect, useRef } from 'react'
import { Icon } from '../ui/icon.tsx'
import { circleCheck } from '../ui/icons.generated.ts'
import type { AccountAnswer } from './types.ts'

type Props = {
	id: string
	heading: string
	intro?: ReactNode
	/** What the last change in this section did, announced and focused when it appears. */
	done?: string | null
	children: ReactNode
}

export function AccountSection({ id, heading, intro, done, children }: Props) {
	return (
		<section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6">
			<h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
				{heading}
			</h2>
			{intro != null && <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">{intro}</p>}
			{done ? <DoneNotice message={done} /> : null}
			<div className="mt-6">{children}</div>
		</section>
	)
}

function DoneNotice({ message }: { message: string }) {
	const ref = useRef<HTMLParagraphElement>(null)
	useEffect(() => {
		ref.current?.focus()
	}, [message])
	return (
		<p
			ref={ref}
			tabIndex={-1}
			role="status"
			className="mt-4 flex items-center gap-2 rounded-xl border border-primary-700/30 bg-primary-50 p-3 font-medium text-primary-950 outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:border-primary-400/40 dark:bg-primary-950 dark:text-primary-50"
		>
			<Icon icon={circleCheck} className="size-5 shrink-0 text-primary-700 dark:text-primary-300" />
			{message}
		</p>
	)
}

/** A refusal that belongs to no form (the address or card was gone meanwhile). */
export function AccountMessage({ answer, intents }: { answer: AccountAnswer | undefined; intents: readonly string[] }) {
	if (answer?.kind !== 'failed' || answer.target !== 'none' || !answer.message || !intents.includes(answer.intent)) return null
	return (
		<p role="alert" className="mb-4 rounded-xl border-2 border-red-700 bg-red-50 p-3 font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200">
			{answer.message}
		</p>
	)
}
