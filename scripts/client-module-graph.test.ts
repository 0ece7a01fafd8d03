import { describe, expect, it } from 'vitest'
import { type ClientModuleGraph, modulesLoadedButNotImported } from './client-module-graph.ts'

// A home page and a checkout sharing a merged piece: the payment form joined the price list's chunk.
const GRAPH: ClientModuleGraph = {
	chunks: {
		'assets/entry.client-1.js': { entry: 'app/entry.client.tsx', modules: ['app/entry.client.tsx'], imports: ['assets/shell-1.js'] },
		'assets/root-1.js': { entry: 'app/root.tsx?route', modules: ['app/root.tsx?route', 'app/root.tsx'], imports: ['assets/shell-1.js'] },
		'assets/shell-1.js': { entry: null, modules: ['\0rolldown/runtime.js', 'app/i18n/i18n.tsx'], imports: [] },
		'assets/home-1.js': { entry: 'app/routes/home.tsx', modules: ['app/routes/home.tsx'], imports: ['assets/site-1.js'] },
		'assets/site-1.js': { entry: null, modules: ['app/components/price-list.tsx', 'app/components/card-payment-form.tsx'], imports: [] },
		'assets/en-1.js': { entry: null, modules: ['app/i18n/messages/en.ts'], imports: [] },
	},
	staticImports: {
		'app/entry.client.tsx': ['app/i18n/i18n.tsx'],
		'app/root.tsx?route': ['app/root.tsx'],
		'app/root.tsx': ['app/i18n/i18n.tsx'],
		'app/i18n/i18n.tsx': [],
		'app/routes/home.tsx': ['app/components/price-list.tsx'],
		'app/components/price-list.tsx': [],
		'app/components/card-payment-form.tsx': [],
	},
}

const FIRST_LOAD = ['assets/entry.client-1.js', 'assets/root-1.js', 'assets/shell-1.js', 'assets/home-1.js', 'assets/site-1.js']

describe('modulesLoadedButNotImported', () => {
	it('names a module a page loads only because it shares a file with one the page imports', () => {
		expect(modulesLoadedButNotImported(GRAPH, FIRST_LOAD)).toEqual([{ file: 'assets/site-1.js', module: 'app/components/card-payment-form.tsx' }])
	})

	it('follows static imports from every entry the page loads, and allows the bundler runtime', () => {
		const withoutPaymentForm = { ...GRAPH, chunks: { ...GRAPH.chunks, 'assets/site-1.js': { entry: null, modules: ['app/components/price-list.tsx'], imports: [] } } }
		expect(modulesLoadedButNotImported(withoutPaymentForm, FIRST_LOAD)).toEqual([])
	})

	it('allows a module the page preloads on purpose (its message catalogue), and only that one', () => {
		const files = ['assets/root-1.js', 'assets/shell-1.js', 'assets/en-1.js']
		expect(modulesLoadedButNotImported(GRAPH, files)).toEqual([{ file: 'assets/en-1.js', module: 'app/i18n/messages/en.ts' }])
		expect(modulesLoadedButNotImported(GRAPH, files, ['app/i18n/messages/en.ts'])).toEqual([])
	})

	it('reports a file the graph does not know: the graph belongs to another build', () => {
		expect(modulesLoadedButNotImported(GRAPH, ['assets/root-2.js'])).toEqual([{ file: 'assets/root-2.js', module: '(not in the build)' }])
	})
})
