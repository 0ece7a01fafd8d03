import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { CATALOGUE_MODULES_FILE } from './app/i18n/catalogue-modules.ts'
import { clientModuleGraph } from './scripts/client-module-graph.ts'

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
		// Fewer, larger chunks for the first load: phones on HTTP/1.1 fetch at most six
		// files at a time, and the default split made 17 files of 0.7–57 KB.
		// Lazily loaded libraries (e.g. the toaster) are left out of the groups.
		client: {
			build: {
				rollupOptions: {
					output: {
						// A group chunk is named after every entry it serves ("site~home~faqs~…", up to 100
						// characters); those names are repeated in every page's preload links and route manifest.
						chunkFileNames: ({ name }) => `assets/${name.split('~')[0]}-[hash].js`,
						codeSplitting: {
							groups: [
								{ name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/ },
								// The Headless UI menus and comboboxes and the input masks, with their libraries: only
								// the pages that use them load them. A group of their own, without merging, because the
								// site group's merging folded small shared pieces (the accordion, the order draft) into
								// the combobox's chunk and so put Headless UI on the pages that use those pieces.
								{
									name: 'widgets',
									test: /node_modules[\\/](@headlessui|@floating-ui|@react-aria|@tanstack|@maskito|tailwind-merge)[\\/]|app[\\/](components[\\/]ui[\\/](combobox|select|masked-input)\.tsx|utils[\\/](cn|input-mask)\.ts)$/,
									entriesAware: true,
								},
								// Shared site code, but not the message catalogues: each page loads only its own.
								// entriesAware: modules only some pages use (the Headless UI menus, masks, the
								// API client) go into chunks of their own instead of every page's first load.
								// Not the whole icon set (icon-registry.generated.ts, loaded lazily by NamedIcon):
								// at ≈11 KB it is under the merge threshold and could be folded into a first-load chunk.
								// Nor the components of a few pages (tabs, form fields, price tables and breakdown):
								// merged by size into shared chunks they reached the home page, which uses none of
								// them; left to the default splitting they load only with their pages. The same for the
								// calendar's components and the card payment form (merged, they reached the home, plan and
								// sample-menu pages however small the threshold), the account page's components and the signed-in customer's stores (the root imports them
								// lazily, for signed-in visitors only) with the address rule only they use (merged into the
								// site group it brought a 9 KB chunk of dialogs and contact-form fields to every signed-in
								// page after hydration), the password rules with their list of common
								// passwords (sign-up only), and the analytics' device and hashing rules (loaded with the
								// bus's lazy enrichment, app/analytics/enrichment.ts).
								// The same for the customise step's consultation fields and order-draft hooks, the order
								// confirmation's views, the tax documents, the start-day picker, the account's security forms and the
								// payment step's saved card and Apple Pay: merged, they reached the home page (+8.5 KB brotli with
								// the form fields they use) and the plan and sample-menu pages.
								// The experiments' hooks and rules are shared site code too; their Split SDK
								// (app/experiments/split-client.tsx) loads lazily, after consent.
								// So does the consent banner; the third-party loaders (app/analytics/vendors/) load lazily, after consent.
								// What every page runs for consent, analytics and experiments, as one chunk: left to the
								// site group, these small modules were merged into neighbours that also held the API
								// client and form fields, which then came with every first load (7 KB more). The site
								// links and their prefetch code run on every page too: left to the site group they come
								// as two more first-load files (+1.8 KB brotli on `/`).
								{
									name: 'tracking',
									test: /[\\/](app[\\/](consent[\\/](?!consent-banner\.tsx$|consent-form\.tsx$|cookie-settings-section\.tsx$)|experiments[\\/](?!split-client\.tsx$)|analytics[\\/](bus|page-view|use-page-analytics|use-track-once)\.ts$|analytics[\\/]vendors[\\/](vendors|use-third-party-scripts)\.ts$|components[\\/](locale-link|client-links|prefetch)\.tsx$|utils[\\/](when-idle|link-intent|prefetch-queue|use-hydrated)\.ts$)|domain[\\/]consent\.ts$)/,
								},
								{
									name: 'site',
									test: /[\\/](app[\\/](components(?![\\/](account|my-plan|customise|order-confirmation|invoice)[\\/]|[\\/](card-payment-form|checkout-payment|saved-card-payment-form|apple-pay-button)\.tsx$|[\\/](ui[\\/](icon-registry\.generated|tabs|field)|price-breakdown|plan-price-table|faq-list|start-date-picker|account-security)\.tsx?$)|utils(?![\\/](auth-store|client-data-store|account-storage-keys|customise-draft)\.ts$)|context\.ts|i18n[\\/](?!messages))|domain[\\/](?!(password-rules|device|hashing|address-selection)\.ts$))/,
									entriesAware: true,
									// Small per-layout pieces join a neighbour rather than cost a request each. A merged
									// piece is loaded by every page of the neighbour it joins, whatever they use: at 12 KB
									// the calendar's day forms and the form fields reached the home page (+8.8 KB brotli)
									// and the card payment form with its input masks the plan and sample-menu pages
									// (+10 KB), through a 1 KB "current offers" piece. At 4 KB, with the calendar's and the
									// payment's components left out of the group (above), the pages load only their own
									// code in as many files as before (decision 005; tests/e2e/first-load-chunks.spec.ts).
									entriesAwareMergeThreshold: 4_000,
								},
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
	plugins: [tailwindcss(), reactRouter(), messageCatalogueChunks(), clientModuleGraph()],
})
