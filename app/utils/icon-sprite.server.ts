import { iconSprite, iconSymbol } from '../components/ui/icon-symbol.ts'
import { ICONS } from '../components/ui/icon-registry.generated.ts'
import type { DocumentEdit } from './document-edits.server.ts'
import { type KeptPart, readAroundKeptParts } from './kept-parts.server.ts'

const USE_REFERENCE = '<use href="#lucide-'

/**
 * The page's icon sprite (components/ui/icon-symbol.ts) as an edit that puts it at the start of
 * the rendered document's body: one `<symbol>` per kind of icon the document uses, in order of
 * first use; null when the page draws no icon.
 * The document is the page as Latin-1 text (finish-document.server.ts); the sprite is ASCII.
 * React 19 skips tags it did not render among the body's children when it hydrates: the sprite is
 * not React's, and no page's body starts with an <svg> React would take for its own. The kept parts
 * (`kept`: kept-parts.server.ts) are read once each.
 */
export function iconSpriteEdit(html: string, kept: readonly KeptPart[] = []): DocumentEdit | null {
	const names = new Set(readAroundKeptParts(html, kept, partIcons, iconNames).flat())
	if (names.size === 0) return null
	const symbols = [...names].map((name) => (Object.hasOwn(ICONS, name) ? iconSymbol(ICONS[name as keyof typeof ICONS]) : '')).join('')
	const body = html.indexOf('<body')
	const bodyOpened = body === -1 ? -1 : html.indexOf('>', body) + 1
	if (bodyOpened <= 0) return null
	return { start: bodyOpened, end: bodyOpened, text: iconSprite(symbols) }
}

/** A kept part's icons, read once per part (kept-parts.server.ts). */
const partIcons = new Map<string, string[]>()

/** The names of the icons used from `start` to `end` of `html`, in order, with repeats. */
function iconNames(html: string, start: number, end: number): string[] {
	// indexOf rather than a regular expression: half the CPU time on the 110 KB home page (≈ 30 µs).
	const names: string[] = []
	for (let at = html.indexOf(USE_REFERENCE, start); at !== -1 && at < end; at = html.indexOf(USE_REFERENCE, at)) {
		at += USE_REFERENCE.length
		names.push(html.slice(at, html.indexOf('"', at)))
	}
	return names
}
