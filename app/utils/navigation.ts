import { useCallback } from 'react'
import { type NavigateOptions, useNavigate } from 'react-router'

/** True when `target` leaves the site (another origin or a non-http scheme). */
export function isExternalUrl(target: string, currentOrigin: string): boolean {
	if (target.startsWith('/') && !target.startsWith('//')) return false
	try {
		return new URL(target, currentOrigin).origin !== currentOrigin
	} catch {
		return true
	}
}

export class ExternalNavigationError extends Error {
	override name = 'ExternalNavigationError'
	constructor(target: string) {
		super(`Navigation to the external URL ${target} was refused; pass { external: true } to allow it (http and https only).`)
	}
}

/** Where a navigation goes: a path of the site, a web page elsewhere, or nowhere a page may send anyone (javascript:, data:…). */
export function navigationTarget(target: string, currentOrigin: string): { kind: 'site'; path: string } | { kind: 'external'; url: string } | { kind: 'refused' } {
	if (!isExternalUrl(target, currentOrigin)) {
		const url = new URL(target, currentOrigin)
		return { kind: 'site', path: `${url.pathname}${url.search}${url.hash}` }
	}
	try {
		const url = new URL(target, currentOrigin)
		return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'external', url: url.href } : { kind: 'refused' }
	} catch {
		return { kind: 'refused' }
	}
}

/**
 * Client navigation for any address that comes from outside the code (a query parameter, an API
 * answer): it refuses to leave the site unless the caller says so, and then only for a web page,
 * so a crafted `?redirect=` or answer can never send a customer elsewhere or run a script.
 */
export function useSafeNavigate() {
	const navigate = useNavigate()
	return useCallback(
		(target: string, options: NavigateOptions & { external?: boolean } = {}) => {
			const { external = false, ...navigateOptions } = options
			const destination = navigationTarget(target, window.location.origin)
			if (destination.kind === 'site') return navigate(destination.path, navigateOptions)
			if (destination.kind === 'refused' || !external) throw new ExternalNavigationError(target)
			window.location.assign(destination.url)
		},
		[navigate],
	)
}
