import { useEffect, useEffectEvent } from 'react'

/**
 * Runs `send` (a funnel event) once per `key` while the component stays mounted: a page whose
 * data is read again, or that re-renders, does not count twice. A null key sends nothing (yet).
 */
export function useTrackOnce(key: string | null, send: () => void) {
	const sendNow = useEffectEvent(send)
	useEffect(() => {
		if (key !== null) sendNow()
	}, [key])
}
