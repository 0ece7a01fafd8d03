import type { ComponentProps, MouseEvent } from 'react'
import { createPath, parsePath, useLocation, useNavigate } from 'react-router'
import { localizePath, splitLocalePath } from '../../domain/locale.ts'
import { opensInPlace } from './client-links.tsx'
import type { PrefetchMode } from './prefetch.tsx'

type LocaleLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
	/** The page's path without the locale prefix (`/faqs/`), with its query and fragment if any. */
	to: string
	/** Whether the visitor's intent (hover, focus, touch) fetches the next page ahead (components/prefetch.tsx); yes by default. */
	prefetch?: PrefetchMode
	/** Replace the current history entry instead of adding one (by default: only for a link to the current URL). */
	replace?: boolean
	/** Keep the scroll position after the navigation (a tab row, a form opened in place). */
	preventScrollReset?: boolean
}

/**
 * A link to a page of the site, written without the locale prefix (`/faqs/`). It does what React
 * Router's `<Link>` does for such a path, with less work per link (a page renders 60 or more):
 * the target is already absolute, so nothing is resolved against the route matches.
 * - the `<a>` carries the localized `href` and `data-discover`, which React Router's route
 *   discovery scans the document for (the same markup `<Link>` renders);
 * - a plain click navigates on the client (`useNavigate`), replacing the history entry when the
 *   link points at the current URL, as `<Link>` does; other clicks are the browser's;
 * - prefetching on intent, for which the link itself does nothing: the page's one set of
 *   listeners finds it by `data-discover` (components/prefetch.tsx); `data-prefetch="none"` opts out.
 */
export function LocaleLink({ to, prefetch = 'intent', replace, preventScrollReset, onClick, ...rest }: LocaleLinkProps) {
	const location = useLocation()
	const navigate = useNavigate()
	const href = localizePath(to, splitLocalePath(location.pathname).locale)
	const navigateInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
		onClick?.(event)
		if (!opensInPlace(event, event.currentTarget)) return
		event.preventDefault()
		void navigate(href, { replace: replace ?? createPath(location) === createPath(parsePath(href)), preventScrollReset })
	}
	return <a {...rest} href={href} onClick={navigateInPlace} data-discover="true" data-prefetch={prefetch === 'none' ? 'none' : undefined} />
}

/**
 * A LocaleLink that knows whether it points at the current page or a page under it (navigation
 * menus), as React Router's `<NavLink>` does: `aria-current="page"` and the `isActive` class.
 */
export function LocaleNavLink({ className, ...props }: Omit<LocaleLinkProps, 'className'> & { className: (state: { isActive: boolean }) => string }) {
	const { pathname } = useLocation()
	const target = localizePath(props.to, splitLocalePath(pathname).locale).toLowerCase()
	const current = pathname.toLowerCase()
	const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length
	const isActive = current === target || (current.startsWith(target) && current.charAt(end) === '/')
	return <LocaleLink {...props} className={className({ isActive })} aria-current={isActive ? 'page' : undefined} />
}
