/**
 * How pages read experiments, and the only way they do (docs/experiments.md):
 *
 *   const variant = useTreatment('landing_page_ww')   // 'lead_form' or 'off'
 *   useFeatureImpression('landing_page_ww')           // where the visitor sees the feature
 *
 * The treatment is the one the server rendered the page with (root data), so the first paint
 * already shows the visitor's variant, until a flag-service update replaces it in this tab.
 */
import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { pageViewPath } from '../analytics/page-view.ts'
import { useTrackOnce } from '../analytics/use-track-once.ts'
import { useRootData } from '../utils/root-data.ts'
import { requestFeatureImpression } from './feature-impressions.ts'
import { liveTreatments } from './live-treatments.ts'
import { DEFAULT_TREATMENTS, type FlagName, OFF_TREATMENT } from './treatments.ts'

export function useTreatment(flag: FlagName): string {
	const rendered = useRootData()?.treatments
	const live = useSyncExternalStore(liveTreatments.subscribe, liveTreatments.get, liveTreatments.getServer)
	return (live ?? rendered ?? DEFAULT_TREATMENTS)[flag] ?? OFF_TREATMENT
}

/** One feature impression per page view (as the analytics count page views) for each flag it names. */
export function useFeatureImpression(flag: FlagName) {
	const { pathname, search } = useLocation()
	useTrackOnce(`${flag} ${pageViewPath(pathname, search)}`, () => requestFeatureImpression(flag))
}
