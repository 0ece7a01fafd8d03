declare module 'virtual:react-router/server-build' {
	import type { ServerBuild } from 'react-router'
	export const assets: ServerBuild['assets']
	const build: ServerBuild
	export = build
}
