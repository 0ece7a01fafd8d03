import type { CriticalCss } from '../styles/critical-css.server.ts'
import { criticalCss } from '../styles/inline-css.server.ts'
import { type DocumentEdit, withEdits } from './document-edits.server.ts'
import { iconSpriteEdit } from './icon-sprite.server.ts'
import type { KeptPart } from './kept-parts.server.ts'
import { moduleLoadingEdits } from './modules-after-paint.server.ts'

/** Stands in for the inline stylesheet while React renders; replaced once the markup is known. */
export const CRITICAL_CSS_PLACEHOLDER = '/*critical-css*/'

/**
 * The rendered document as it is sent: the inline stylesheet cut to the rules its markup uses
 * (decision 009), the icons' drawings once each in a sprite (utils/icon-sprite.server.ts), and
 * React Router's modules requested only after the first paint (decision 010).
 * The page paints from its HTML and inline CSS alone; the modules only make it interactive.
 *
 * React writes UTF-8 bytes, and every edit looks for and inserts ASCII only (tags, class names,
 * module URLs, a nonce). So `html` is React's bytes read as Latin-1 text, one character per byte
 * (entry.server.tsx), each step says what it changes at which offsets, and the page's bytes are
 * written once with the changes (document-edits.server.ts): the page's text is never decoded from
 * UTF-8 nor encoded again, and no changed copy of the whole page is made per step. The parts of
 * the page kept from an earlier render (`kept`, rendered-sections.server.ts) are read once each.
 */
export function finishDocument(
	html: string,
	nonce: string,
	{ kept = [], stylesheet = criticalCss }: { kept?: readonly KeptPart[]; stylesheet?: CriticalCss } = {},
): Buffer<ArrayBuffer> {
	const edits: DocumentEdit[] = moduleLoadingEdits(html, nonce)
	const placeholder = html.indexOf(CRITICAL_CSS_PLACEHOLDER)
	if (placeholder !== -1) edits.push({ start: placeholder, end: placeholder + CRITICAL_CSS_PLACEHOLDER.length, text: asLatin1(stylesheet(html, kept)) })
	const sprite = iconSpriteEdit(html, kept)
	if (sprite) edits.push(sprite)
	return withEdits(html, edits)
}

/** `text`'s UTF-8 bytes as Latin-1 text (the site's stylesheet is ASCII, which is the same). */
function asLatin1(text: string) {
	return Buffer.byteLength(text) === text.length ? text : Buffer.from(text).toString('latin1')
}
