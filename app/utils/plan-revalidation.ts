import type { ShouldRevalidateFunction } from 'react-router'

/**
 * My plan's pages after a refused change: a 409 means the plan is not as the page showed it (the
 * day's cut-off passed while the page was open, or another window changed it), so the page reads
 * the plan again and shows the days as they are now. React Router keeps a page's data after any
 * 4xx otherwise; other refusals (a form's own mistake) keep it.
 */
export const revalidateAfterConflict: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
	actionStatus === 409 || defaultShouldRevalidate
