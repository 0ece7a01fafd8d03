/**
 * What the client build put where: each chunk's modules and each module's static imports, written by
 * the build (vite.config.ts) to build/client-modules.json, beside build/client rather than in it, so
 * the site never serves its own source paths. tests/e2e/first-load-chunks.spec.ts reads it to name
 * every module a page loads but does not import (decision 005).
 */
import { writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import type { Plugin } from 'vite'

export const CLIENT_MODULE_GRAPH_FILE = 'client-modules.json'

export type ClientModuleGraph = {
	/** Per chunk file (`assets/home-….js`): its entry module if it is an entry chunk, the modules with code in it, the chunk files it imports statically. */
	chunks: Record<string, { entry: string | null; modules: string[]; imports: string[] }>
	/** Per module: the modules it imports statically (a dynamic import loads later, not with the page). */
	staticImports: Record<string, string[]>
}

/** Module ids relative to the project, with `/` separators, so the report reads the same on any machine. */
function moduleName(root: string, id: string): string {
	return id.startsWith('\0') || !id.startsWith(root) ? id : relative(root, id).split('\\').join('/')
}

export function clientModuleGraph(): Plugin {
	let root = ''
	return {
		name: 'kcal:client-module-graph',
		applyToEnvironment: (environment) => environment.name === 'client',
		configResolved(config) {
			root = config.root
		},
		async generateBundle(options, bundle) {
			const graph: ClientModuleGraph = { chunks: {}, staticImports: {} }
			for (const output of Object.values(bundle)) {
				if (output.type !== 'chunk') continue
				graph.chunks[output.fileName] = {
					entry: output.isEntry && output.facadeModuleId ? moduleName(root, output.facadeModuleId) : null,
					// A module whose code was all shaken out is listed with length 0: it costs the page nothing.
					modules: Object.entries(output.modules)
						.filter(([, rendered]) => rendered.renderedLength > 0)
						.map(([id]) => moduleName(root, id)),
					imports: output.imports,
				}
			}
			for (const id of this.getModuleIds()) {
				const imports = this.getModuleInfo(id)?.importedIds ?? []
				graph.staticImports[moduleName(root, id)] = imports.map((imported) => moduleName(root, imported))
			}
			if (!options.dir) throw new Error('client-module-graph: the client build has no output folder')
			await writeFile(join(dirname(options.dir), CLIENT_MODULE_GRAPH_FILE), JSON.stringify(graph))
		},
	}
}

/** Rolldown's own runtime (module ids, lazy exports), which no module imports and any chunk may need. */
const BUNDLER_RUNTIME = '\0rolldown/runtime.js'

/**
 * The modules in `files` (chunk files a page loads) that none of the page's entry modules (the client
 * entry, the root and the page's routes: the entry chunks among `files`) nor `preloaded` (modules the
 * page loads early on purpose though it imports them dynamically: its message catalogue) reaches by
 * static imports. A file missing from the graph is reported as such: the graph belongs to another build.
 */
export function modulesLoadedButNotImported(graph: ClientModuleGraph, files: string[], preloaded: string[] = []): Array<{ file: string; module: string }> {
	const chunks = files.map((file) => ({ file, chunk: graph.chunks[file] }))
	const imported = new Set<string>([BUNDLER_RUNTIME])
	const pending = [...preloaded, ...chunks.flatMap(({ chunk }) => (chunk?.entry ? [chunk.entry] : []))]
	for (let module = pending.pop(); module !== undefined; module = pending.pop()) {
		if (imported.has(module)) continue
		imported.add(module)
		pending.push(...(graph.staticImports[module] ?? []))
	}
	return chunks.flatMap(({ file, chunk }) =>
		chunk ? chunk.modules.filter((module) => !imported.has(module)).map((module) => ({ file, module })) : [{ file, module: '(not in the build)' }],
	)
}
