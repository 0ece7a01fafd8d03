/**
 * The chunk of the modules every page of a kind loads: React Router runs the client entry and the root
 * route on every page, and a layout route on every page under it, each with all it imports statically.
 * A chunk of the modules that exactly one such set of frames imports (the root's: `shell`; only the
 * default layout's: `layout-default`; the default and the landing-page layouts': `layout-default-lp`)
 * brings no page a module it does not use (vite.config.ts, decision 005). The module graph is complete
 * at the build's end, before Rolldown groups modules into chunks.
 */
import type { Plugin } from 'vite'

/** Frames by module id: the client entry and the root (`app/root.tsx?…` is its route module) are the shell. */
function frameOf(id: string): string | null {
	if (/[\\/]app[\\/](entry\.client|root)\.tsx$/.test(id)) return 'shell'
	return id.match(/[\\/]app[\\/]routes[\\/]layouts[\\/]([\w-]+)\.tsx$/)?.[1] ?? null
}

/** `shell`, or the layouts whose pages load the module, sorted: `['default', 'lp']`; null for a module of single pages. */
export type PageFrames = Plugin & { framesOf(id: string): string[] | null }

export function clientPageFrames(): PageFrames {
	const frames = new Map<string, string[]>()
	return {
		name: 'kcal:client-page-frames',
		applyToEnvironment: (environment) => environment.name === 'client',
		framesOf: (id) => frames.get(id) ?? null,
		buildEnd() {
			const framesOf = new Map<string, Set<string>>()
			for (const start of this.getModuleIds()) {
				const frame = frameOf(start)
				if (!frame) continue
				const pending = [start]
				for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
					const reachedFrom = framesOf.get(id) ?? framesOf.set(id, new Set()).get(id)!
					if (reachedFrom.has(frame)) continue
					reachedFrom.add(frame)
					pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
				}
			}
			if (![...framesOf.values()].some((reachedFrom) => reachedFrom.has('shell'))) this.error('client-page-frames: app/root.tsx is not in the client build')
			frames.clear()
			// Every page loads the shell, whatever its layout. The frames' own modules stay in their entry chunks,
			// which React Router loads anyway: moved out, they would leave an empty chunk and cost one more file.
			for (const [id, of] of framesOf) if (!frameOf(id)) frames.set(id, of.has('shell') ? ['shell'] : [...of].sort())
		},
	}
}
