/** Prints the page (an invoice, a credit note). */
import { useHydrated } from '../../utils/use-hydrated.ts'
import { Button } from './button.tsx'

/**
 * `window.print()` needs the page's script: the button appears once it runs, and never on paper.
 * Before that it is in the server's markup, hidden, so the page's inline stylesheet (cut from that
 * markup, decision 009) holds its classes: otherwise it appeared unstyled until the whole
 * stylesheet loaded. Its box keeps the button's height either way, so nothing moves.
 */
export function PrintButton({ label }: { label: string }) {
	const hydrated = useHydrated()
	return (
		<div className="min-h-9 print:hidden">
			<Button variant="kcal-secondary" size="sm" hidden={!hydrated} onClick={() => window.print()}>
				{label}
			</Button>
		</div>
	)
}
