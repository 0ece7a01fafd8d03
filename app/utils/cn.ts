import { type ClassNameValue, extendTailwindMerge } from 'tailwind-merge'

// The site's own colour names (kcal-blue, kcal-orange…) are ordinary theme colours, so the default
// configuration already knows them; only the cache size is the spec's (§9: 500).
const merge = extendTailwindMerge({ cacheSize: 500 })

/**
 * Joins class names and lets a later Tailwind class win over an earlier one of the same kind
 * (`cn('px-6', 'px-4')` is `px-4`), so a component's caller can override its defaults.
 */
export function cn(...classes: ClassNameValue[]): string {
	return merge(...classes)
}
