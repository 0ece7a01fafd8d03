import { criticalCss } from '../styles/inline-css.server.ts'
import { loadModulesAfterFirstPaint } from './modules-after-paint.server.ts'

/** Stands in for the inline stylesheet while React renders; replaced once the markup is known. */
export const CRITICAL_CSS_PLACEHOLDER = '/*critical-css*/'

/**
 * The rendered document as it is sent: the inline stylesheet cut to the rules its markup uses
 * (decision 009), and React Router's modules requested only after the first paint (decision 010).
 * The page paints from its HTML and inline CSS alone; the modules only make it interactive.
 */
export function finishDocument(html: string, nonce: string, stylesheet = criticalCss): string {
	const styled = html.replace(CRITICAL_CSS_PLACEHOLDER, () => stylesheet(html))
	return loadModulesAfterFirstPaint(styled, nonce)
}
