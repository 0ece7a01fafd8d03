/**
 * Joins class names, skipping empty ones. The ui components use this rather than `cn`
 * (app/utils/cn.ts): tailwind-merge is ≈8 KB brotli and would land in the shared first-load
 * chunk. Components offer props (size, tone, padding) for what a caller would otherwise override.
 */
export function cx(...classes: Array<string | false | null | undefined>): string {
	return classes.filter(Boolean).join(' ')
}
