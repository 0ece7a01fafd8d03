import { useSyncExternalStore } from 'react'
import { Icon, type IconProps } from './icon.tsx'
import type { IconData } from './icons.generated.ts'

type Registry = Readonly<Record<string, IconData>>

type NamedIconProps = Omit<IconProps, 'icon'> & {
	/** A Lucide name from icon-names.ts that only arrives at run time (content, the database). */
	name: string
}

// The whole set loads once per page, on the first NamedIcon, and stays out of the first load.
let registry: Registry | undefined
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()
const warnedNames = new Set<string>()

function loadRegistry(): void {
	loading ??= import('./icon-registry.generated.ts').then(
		(module) => {
			registry = module.ICONS
			for (const listener of listeners) listener()
		},
		(error: unknown) => {
			// The icons stay blank rather than break the page; the next NamedIcon to mount tries again.
			loading = undefined
			console.warn('Icons could not be loaded', error)
		},
	)
}

function subscribe(listener: () => void): () => void {
	listeners.add(listener)
	loadRegistry()
	return () => {
		listeners.delete(listener)
	}
}

const getRegistry = () => registry
// The server has no registry, and hydration must render what it sent: nothing.
const getServerRegistry = () => undefined

/**
 * An icon named by a string known only at run time. Renders nothing until the icon set has
 * loaded, and nothing (with one warning per name) when the name is not a bundled icon.
 */
export function NamedIcon({ name, ...props }: NamedIconProps) {
	const icons = useSyncExternalStore(subscribe, getRegistry, getServerRegistry)
	if (!icons) return null
	const icon = Object.hasOwn(icons, name) ? icons[name] : undefined
	if (!icon) {
		// A missing icon should not break the page, but someone should hear of it once.
		if (!warnedNames.has(name)) {
			warnedNames.add(name)
			console.warn(`Icon not found: ${name}`)
		}
		return null
	}
	return <Icon icon={icon} {...props} />
}
