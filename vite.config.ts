import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	build: {
		// Fonts and icons stay files so the CSP needs no data: sources.
		assetsInlineLimit: 0,
	},
	environments: {
		// The server bundle's entry is our request-handler factory (server/app.ts),
		// which imports React Router's server build.
		ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
	},
	plugins: [tailwindcss(), reactRouter()],
})
