/**
 * Mounted once, by the root: a `page_view` when the app starts and after every client
 * navigation, and the sinks' flush when the page is hidden or left (spec §4), since a browser
 * may never run this page's code again after that.
 */
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useLocale } from '../i18n/use-locale.ts'
import { flushSinks, track } from './bus.ts'
import { pageViewPath } from './page-view.ts'

export function usePageAnalytics() {
	const { pathname, search } = useLocation()
	const locale = useLocale().code
	// A page that keeps its choices in the query (the customise step) changes it without becoming another page.
	const path = pageViewPath(pathname, search)
	useEffect(() => {
		// The effect runs after the new route's <title> is in the document.
		track('page_view', { properties: { path, locale, title: document.title } })
	}, [path, locale])

	useEffect(() => {
		const flushWhenHidden = () => {
			if (document.visibilityState === 'hidden') flushSinks()
		}
		window.addEventListener('pagehide', flushSinks)
		document.addEventListener('visibilitychange', flushWhenHidden)
		return () => {
			window.removeEventListener('pagehide', flushSinks)
			document.removeEventListener('visibilitychange', flushWhenHidden)
		}
	}, [])
}
