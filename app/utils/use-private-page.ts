import { useMatches } from 'react-router'
import { isPrivatePage, pageIdOfRoute } from '../private-pages.ts'

/**
 * Whether the page being shown is a private one, from the deepest matched route. Session
 * recording (Microsoft Clarity, when switched on and consented to) records these with all their
 * text hidden: they show the visitor's own name, address, orders and plan, which Clarity's default
 * masking (form fields, e-mail addresses, numbers) leaves visible.
 */
export function usePrivatePage(): boolean {
	const deepest = useMatches().at(-1)
	const pageId = deepest ? pageIdOfRoute(deepest.id) : null
	return pageId !== null && isPrivatePage(pageId)
}
