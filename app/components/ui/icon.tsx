import { useLayoutEffect } from 'react'
import { cx } from './cx.ts'
import { ensureIconSymbol, iconSymbolId } from './icon-symbol.ts'
import type { IconData } from './icons.generated.ts'

export type IconProps = {
	/**
	 * A bundled icon, imported by name so that icons nothing uses are left out of the bundle:
	 * `import { sun } from './icons.generated.ts'`. For names from content or the database use NamedIcon.
	 */
	icon: IconData
	className?: string
	/** Makes the icon meaningful on its own (read out by screen readers); without it the icon is decoration. */
	title?: string
	/** Flips the icon in right-to-left pages, for icons that point along the reading direction (arrows, chevrons). */
	mirrorInRtl?: boolean
}

/**
 * A Lucide icon from the bundle, sized to the surrounding text and coloured by it. It draws the
 * page's symbol of the icon (ui/icon-symbol.ts): the server puts the symbols a page uses into it,
 * and in the browser the icon adds its symbol before paint when the page does not have it yet.
 *
 * No `viewBox` (the symbol has it and scales into the 1em square the same way) and no
 * `focusable` (only Internet Explorer made an `<svg>` focusable): every attribute is work in each
 * render on the server, ≈ 0.5 µs an attribute, and a page carries dozens of icons
 * (docs/benchmarks.md, eighteenth session, area A).
 */
export function Icon({ icon, className, title, mirrorInRtl = false }: IconProps) {
	useLayoutEffect(() => ensureIconSymbol(icon), [icon])
	const meaning = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true }
	return (
		<svg
			width="1em"
			height="1em"
			fill="none"
			className={cx(mirrorInRtl && 'rtl:-scale-x-100', className) || undefined}
			{...meaning}
			dangerouslySetInnerHTML={{ __html: `<use href="#${iconSymbolId(icon.name)}"/>` }}
		/>
	)
}
