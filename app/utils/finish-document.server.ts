import { criticalCss } from '../styles/inline-css.server.ts'
import { withIconSprite } from './icon-sprite.server.ts'
import { loadModulesAfterFirstPaint } from './modules-after-paint.server.ts'

/** Stands in for the inline stylesheet while React renders; replaced once the markup is known. */
export const CRITICAL_CSS_PLACEHOLDER = '/*critical-css*/'

/**
 * The rendered document as it is sent: the inline stylesheet cut to the rules its markup uses
 * (decision 009), the icons' drawings once each in a sprite (utils/icon-sprite.server.ts), and
 * React Router's modules requested only after the first paint (decision 010).
 * The page paints from its HTML and inline CSS alone; the modules only make it interactive.
 *
 * React writes UTF-8 bytes, and both edits look for and insert ASCII only (tags, class names,
 * module URLs, a nonce). So the bytes are edited as Latin-1 text, one character per byte, and
 * given back as bytes: the page's text is never decoded from UTF-8 nor encoded again (≈ 1 ms each
 * way for a 120 KB page with Arabic or typographic quotes in it).
 */
export function finishDocument(html: Buffer, nonce: string, stylesheet = criticalCss): Buffer<ArrayBuffer> {
	const text = html.toString('latin1')
	const styled = text.replace(CRITICAL_CSS_PLACEHOLDER, () => asLatin1(stylesheet(text)))
	return Buffer.from(loadModulesAfterFirstPaint(withIconSprite(styled), nonce), 'latin1')
}

/** `text`'s UTF-8 bytes as Latin-1 text (the site's stylesheet is ASCII, which is the same). */
function asLatin1(text: string) {
	return Buffer.byteLength(text) === text.length ? text : Buffer.from(text).toString('latin1')
}
