import { criticalCss } from '../styles/inline-css.server.ts'

/** Stands in for the inline stylesheet while React renders; replaced once the markup is known. */
export const CRITICAL_CSS_PLACEHOLDER = '/*critical-css*/'

const MODULE_PRELOAD = '<link rel="modulepreload"'

/**
 * The rendered document as it is sent: the inline stylesheet cut to the rules its markup uses,
 * and React Router's module preloads marked low priority.
 *
 * The page paints from its HTML and inline CSS alone; the modules only make it interactive.
 * Chromium fetches module preloads at high priority, and Lighthouse's simulation counts
 * high-priority scripts that finish before the first paint as render-blocking
 * (GoogleChrome/lighthouse#16539, #17163). `<Scripts>` takes no per-link attributes, hence
 * the rewrite. See docs/decisions/009-critical-css-and-low-priority-modules.md.
 */
export function finishDocument(html: string, stylesheet = criticalCss): string {
	const styled = html.replace(CRITICAL_CSS_PLACEHOLDER, () => stylesheet(html))
	return styled.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`)
}
