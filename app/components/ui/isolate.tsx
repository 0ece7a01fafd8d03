/**
 * Text of one script inside a sentence of another (docs/glossary.md, "Mixed scripts"). In plain
 * strings the same job is done by `isolate`/`joinParts` in domain/text-list.ts.
 */
import type { ReactNode } from 'react'
import { cx } from './cx.ts'

/** A name or address the customer typed, in whatever script: its direction from its own first letter. */
export function Isolate({ children }: { children: ReactNode }) {
	return <bdi>{children}</bdi>
}

/**
 * An order number, code or number kept left to right and on one line, so "KC-000042." never
 * breaks at its hyphen into "KC-" and "000042." and never reads "000042-KC" in Arabic.
 */
export function LtrCode({ children, className }: { children: ReactNode; className?: string }) {
	return (
		<bdi dir="ltr" translate="no" className={cx('whitespace-nowrap', className)}>
			{children}
		</bdi>
	)
}
