/**
 * Many links to pages of the site (a month's delivery days, a list of days) hydrated as one
 * component instead of one React Router Link each: the links inside are plain `<a href>` with
 * their locale prefix, so they work before JavaScript loads and React Router still discovers
 * their routes from the DOM; once it has loaded, one click handler on the container opens them
 * as client navigations, as a Link would. Screen readers and keyboards meet ordinary links
 * (Enter on a link is a click, which bubbles here).
 */
import type { MouseEvent, ReactNode } from 'react'
import { useNavigate } from 'react-router'

/** As React Router's links: a plain left click, not handled yet, on a link that asks for no new tab, window or download. */
export function opensInPlace(event: MouseEvent<HTMLElement>, anchor: HTMLAnchorElement) {
	if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false
	return !(anchor.target && anchor.target !== '_self') && !anchor.hasAttribute('download')
}

/** A click on a link of this site that opens in place. */
function sitePathOf(event: MouseEvent<HTMLElement>): string | null {
	const anchor = (event.target as Element).closest('a[href]')
	if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor) || !opensInPlace(event, anchor)) return null
	const url = new URL(anchor.href)
	return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null
}

export function ClientLinks({ children, className }: { children: ReactNode; className?: string }) {
	const navigate = useNavigate()
	const open = (event: MouseEvent<HTMLElement>) => {
		const path = sitePathOf(event)
		if (!path) return
		event.preventDefault()
		void navigate(path)
	}
	return (
		// Not an interactive element of its own: it only takes over the clicks of the links inside.
		<div className={className} onClick={open}>
			{children}
		</div>
	)
}
