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
		super(`Navigation to the external URL ${target} was refused; pass { external: true } to allow it.`)
	}
}

/**
 * Client navigation that refuses to leave the site unless the caller says so,
 * so a crafted `?redirect=` value can never send a customer elsewhere.
 */
export function useSafeNavigate() {
	const navigate = useNavigate()
	return useCallback(
		(target: string, options: NavigateOptions & { external?: boolean } = {}) => {
			const { external = false, ...navigateOptions } = options
			if (isExternalUrl(target, window.location.origin)) {
				if (!external) throw new ExternalNavigationError(target)
				window.location.assign(target)
				return
			}
			return navigate(target, navigateOptions)
		},
		[navigate],
	)
}
