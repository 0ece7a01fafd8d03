/** Prints the page (an invoice, a credit note). */
import { useHydrated } from '../../utils/use-hydrated.ts'
import { Button } from './button.tsx'

/** `window.print()` needs the page's script: the button appears once it runs, and never on paper. */
export function PrintButton({ label }: { label: string }) {
	const hydrated = useHydrated()
	return (
		<div className="min-h-9 print:hidden">
			{hydrated ? (
				<Button variant="kcal-secondary" size="sm" onClick={() => window.print()}>
					{label}
				</Button>
			) : null}
		</div>
	)
}
