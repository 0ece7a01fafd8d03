/**
 * Icons draw from one sprite per page: each `<Icon>` is an `<svg>` holding only
 * `<use href="#lucide-…">`, and the page carries each icon's drawing once, as a `<symbol>` in a
 * hidden `<svg>` at the start of the body. A page that shows the same arrow twenty times sends
 * its path once: on the home page 52 icons of 11 kinds were 10.5 KB of inline drawings.
 * The server adds the symbols a document refers to after rendering it (utils/finish-document);
 * in the browser an icon that appears later (another page, a dialog) adds its own symbol when
 * the page lacks it (ensureIconSymbol).
 */
import type { IconData } from './icons.generated.ts'

export const ICON_SPRITE_ID = 'lucide-sprite'

/** The id of an icon's `<symbol>`; the `use` reference is `#` and this. */
export function iconSymbolId(name: string): string {
	return `lucide-${name}`
}

export function iconSymbol({ name, body, width, height }: IconData): string {
	return `<symbol id="${iconSymbolId(name)}" viewBox="0 0 ${width} ${height}">${body}</symbol>`
}

/**
 * The `<svg>` that holds the page's symbols, not displayed itself (the usual sprite technique:
 * `<use>` still draws what it refers to). `display:none` rather than `hidden`, which the user
 * agent's stylesheet applies to HTML elements only.
 */
export function iconSprite(symbols: string): string {
	return `<svg id="${ICON_SPRITE_ID}" style="display:none">${symbols}</svg>`
}

/** Browser only: makes sure the page's sprite has `icon`'s symbol (cheap when it has: one id lookup). */
export function ensureIconSymbol(icon: IconData): void {
	if (document.getElementById(iconSymbolId(icon.name))) return
	const sprite = document.getElementById(ICON_SPRITE_ID)
	if (sprite) sprite.insertAdjacentHTML('beforeend', iconSymbol(icon))
	else document.body.insertAdjacentHTML('afterbegin', iconSprite(iconSymbol(icon)))
}
