import { readdirSync } from 'node:fs'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { CATALOGUE_MODULES_FILE } from './app/i18n/catalogue-modules.ts'
import { clientModuleGraph } from './scripts/client-module-graph.ts'
import { clientPageFrames } from './scripts/client-page-frames.ts'

const pageFrames = clientPageFrames()
const LAYOUT_COUNT = readdirSync('app/routes/layouts').length

/**
 * Writes build/client/message-catalogues.json, `{ "ru": "/assets/ru-….js", … }`: which chunk holds
 * each message catalogue, so the server can preload a page's own (app/i18n/catalogue-modules.ts).
 */
function messageCatalogueChunks(): Plugin {
	return {
		name: 'kcal:message-catalogue-chunks',
		applyToEnvironment: (environment) => environment.name === 'client',
		generateBundle(_options, bundle) {
			const chunks: Record<string, string> = {}
			for (const output of Object.values(bundle)) {
				const source = output.type === 'chunk' ? output.facadeModuleId?.match(/app[\\/]i18n[\\/]messages[\\/](\w+)\.ts$/) : null
				if (output.type === 'chunk' && source?.[1]) chunks[source[1]] = `/${output.fileName}`
			}
			this.emitFile({ type: 'asset', fileName: CATALOGUE_MODULES_FILE, source: JSON.stringify(chunks) })
		},
	}
}

export default defineConfig({
	build: {
		// Fonts and icons stay files so the CSP needs no data: sources.
		assetsInlineLimit: 0,
	},
	environments: {
		// The client's chunks (decision 005): a page loads only modules it imports statically. React DOM and
		// React Router are one file; the modules of the client entry and the root, which every page runs, one more
		// (`shell`); the modules a layout route brings, one per set of layouts that import them (`layout-default`,
		// `layout-default-lp-russian`, …), taken from the most shared set down so that each keeps its own
		// modules; the rest is Rolldown's default splitting, a chunk per set of routes that import its modules.
		// No merging by size: a merged piece is loaded by every page of the piece it joins, whatever they use,
		// which put the payment form, the calendar's forms and the customise step's fields on the home page.
		// tests/e2e/first-load-chunks.spec.ts checks it from build/client-modules.json.
		client: {
			build: {
				rollupOptions: {
					output: {
						// A group chunk is named after every entry it serves ("site~home~faqs~…", up to 100
						// characters); those names are repeated in every page's preload links and route manifest.
						chunkFileNames: ({ name }) => `assets/${name.split('~')[0]}-[hash].js`,
						codeSplitting: {
							groups: [
								// Their priorities order them: a group takes its modules out of every later one.
								{ name: 'framework', priority: LAYOUT_COUNT + 2, test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
								{ name: 'shell', priority: LAYOUT_COUNT + 1, test: (id) => pageFrames.framesOf(id)?.[0] === 'shell' },
								// One group per number of layouts sharing a module, the most shared first: a group also takes
								// what its modules import, which at least as many layouts share, so an earlier group has taken it.
								...Array.from({ length: LAYOUT_COUNT }, (_, index) => LAYOUT_COUNT - index).map((layouts) => ({
									debugName: `layouts-${layouts}`,
									name: (id: string) => `layout-${pageFrames.framesOf(id)?.join('-')}`,
									test: (id: string) => pageFrames.framesOf(id)?.[0] !== 'shell' && pageFrames.framesOf(id)?.length === layouts,
									priority: layouts,
								})),
							],
						},
					},
				},
			},
		},
		// The whole Node server is one bundle (build/server/index.js) whose entry
		// is server/index.ts; see docs/decisions/003-one-server-bundle.md.
		ssr: {
			build: {
				rollupOptions: {
					input: './server/index.ts',
					// V8 keeps a module's source for as long as the process runs, as one-byte characters only when
					// all of them are ASCII: one Arabic or Russian letter, even in a comment, makes the whole file
					// two bytes a character. So no comments, and other characters as \u escapes: the bundle's
					// sources 2.6 MB smaller in memory (docs/benchmarks.md, eighteenth session, area C).
					output: { charset: 'ascii', comments: false },
				},
			},
			// drizzle-orm loads ~300 small modules through a 180 KB package.json;
			// under Node's resolver that costs 0.6 s and 160 MB at start-up. Bundled: 35 ms.
			resolve: { noExternal: ['drizzle-orm'] },
		},
	},
	plugins: [tailwindcss(), reactRouter(), messageCatalogueChunks(), clientModuleGraph(), pageFrames],
})
