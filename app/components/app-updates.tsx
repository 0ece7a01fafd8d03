import { useEffect, useRef } from 'react'
import { createPath, useNavigation } from 'react-router'
import { claimReload } from '../utils/reload-guard.ts'
import { startUpdateCheck } from '../utils/update-check.ts'

declare global {
	interface Window {
		__reactRouterManifest?: { version?: string }
	}
}

/**
 * Keeps an open page in step with deployments: once the server has a newer build, the next
 * navigation is a full page load (fresh HTML, fresh code) instead of mixing old and new modules;
 * a lazily loaded chunk that fails to load reloads the page. Both go through the reload guard,
 * so a broken deployment cannot make the page loop.
 */
export function useAppUpdates() {
	const navigation = useNavigation()
	const updateAvailable = useRef(false)

	useEffect(() => {
		const currentBuildId = window.__reactRouterManifest?.version
		if (!currentBuildId) return
		return startUpdateCheck({
			currentBuildId,
			onUpdate: () => {
				updateAvailable.current = true
			},
		})
	}, [])

	useEffect(() => {
		const onPreloadError = (event: Event) => {
			if (!claimReload(window.location.pathname)) return
			// Vite would otherwise rethrow; the reload fetches the current files instead.
			event.preventDefault()
			window.location.reload()
		}
		window.addEventListener('vite:preloadError', onPreloadError)
		return () => window.removeEventListener('vite:preloadError', onPreloadError)
	}, [])

	const target = navigation.state === 'loading' ? navigation.location : undefined
	useEffect(() => {
		if (!target || !updateAvailable.current) return
		if (claimReload(target.pathname)) window.location.assign(createPath(target))
	}, [target])
}
