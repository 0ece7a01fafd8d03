import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	appDirectory: 'app',
	buildDirectory: 'build',
	// Pages are listed once in app/route-table.ts; lazy discovery keeps the
	// 3 × N route manifest out of the first HTML response.
	routeDiscovery: { mode: 'lazy' },
} satisfies Config
