import { Link, type LinkProps, NavLink, type NavLinkProps } from 'react-router'
import { useLocalizedPath } from '../i18n/use-locale.ts'
import { type PrefetchMode, usePrefetch } from './prefetch.tsx'

type Localized<P> = Omit<P, 'to' | 'prefetch'> & {
	/** The page's path without the locale prefix (`/faqs/`). */
	to: string
	/** When to fetch the next page ahead (components/prefetch.tsx); intent by default. */
	prefetch?: PrefetchMode
}

/** The localized target and the prefetch wiring shared by both link kinds; the rest passes through. */
function useLocaleLinkProps<P extends Localized<LinkProps> | Localized<NavLinkProps>>({
	to,
	prefetch = 'intent',
	onMouseEnter,
	onMouseLeave,
	onFocus,
	onTouchStart,
	...rest
}: P) {
	const href = useLocalizedPath()(to)
	const pathname = href.split(/[?#]/)[0] ?? href
	const { ref, handlers } = usePrefetch(pathname, prefetch, { onMouseEnter, onMouseLeave, onFocus, onTouchStart })
	return { ...rest, ...handlers, ref, to: href }
}

/** A link to a page of the site, written without the locale prefix (`/faqs/`). */
export function LocaleLink(props: Localized<LinkProps>) {
	return <Link {...useLocaleLinkProps(props)} />
}

/** A LocaleLink that knows whether it points at the current page (navigation menus). */
export function LocaleNavLink(props: Localized<NavLinkProps>) {
	return <NavLink {...useLocaleLinkProps(props)} />
}
