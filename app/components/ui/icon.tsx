import { cx } from './cx.ts'
import { type IconName } from './icon-names.ts'
import { type IconData, ICONS } from './icons.generated.ts'

type IconProps = {
	/** A bundled icon; names from content or the database arrive as plain strings and are checked at run time. */
	name: IconName | (string & {})
	className?: string
	/** Makes the icon meaningful on its own (read out by screen readers); without it the icon is decoration. */
	title?: string
	/** Flips the icon in right-to-left pages, for icons that point along the reading direction (arrows, chevrons). */
	mirrorInRtl?: boolean
}

const warnedNames = new Set<string>()

function findIcon(name: string): IconData | undefined {
	return Object.hasOwn(ICONS, name) ? ICONS[name as IconName] : undefined
}

/** An inline Lucide icon from the bundle, sized to the surrounding text and coloured by it. */
export function Icon({ name, className, title, mirrorInRtl = false }: IconProps) {
	const icon = findIcon(name)
	if (!icon) {
		// A missing icon should not break the page, but someone should hear of it once.
		if (!warnedNames.has(name)) {
			warnedNames.add(name)
			console.warn(`Icon not found: ${name}`)
		}
		return null
	}
	const meaning = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true, focusable: false }
	return (
		<svg
			viewBox={`0 0 ${icon.width} ${icon.height}`}
			width="1em"
			height="1em"
			fill="none"
			className={cx(mirrorInRtl && 'rtl:-scale-x-100', className) || undefined}
			{...meaning}
			dangerouslySetInnerHTML={{ __html: icon.body }}
		/>
	)
}
