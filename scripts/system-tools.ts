/**
 * What `npm test` needs from the system besides npm's packages: Chromium for the end-to-end tests
 * and Lighthouse (scripts/chromium.ts), a Java runtime for the HTML validator (vnu.jar) and nginx,
 * the load balancer of the cluster test (tests/cluster/). On a fresh Debian machine they are
 * missing: as root, Debian's `chromium`, `default-jre-headless` and `nginx` are installed here (as
 * .ci/run does); otherwise the run stops at once, before half an hour of tests, with the exact
 * command to run.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from './chromium.ts'
import { NGINX } from './nginx.ts'

type Tool = { name: string; debianPackage: string; present: () => boolean; otherwise: string }

const JAVA = process.env.JAVA ?? 'java'

const CHROMIUM: Tool = { name: `Chromium (${CHROMIUM_PATH})`, debianPackage: 'chromium', present: () => existsSync(CHROMIUM_PATH), otherwise: 'or set CHROMIUM_PATH to a Chromium' }
const NGINX_TOOL: Tool = { name: `nginx (${NGINX})`, debianPackage: 'nginx', present: () => spawnSync(NGINX, ['-v'], { stdio: 'ignore' }).status === 0, otherwise: 'or set NGINX to an nginx binary' }

export const SYSTEM_TOOLS: readonly Tool[] = [
	CHROMIUM,
	{ name: `Java (${JAVA})`, debianPackage: 'default-jre-headless', present: () => spawnSync(JAVA, ['-version'], { stdio: 'ignore' }).status === 0, otherwise: 'or set JAVA to a java binary' },
	NGINX_TOOL,
]

/** What `npm run test:cluster` needs: nginx in front, Chromium to drive the journeys. */
export const CLUSTER_TOOLS: readonly Tool[] = [CHROMIUM, NGINX_TOOL]

export type Environment = { isRoot: boolean; hasApt: boolean; run: (command: string, args: string[], env?: Record<string, string>) => boolean }

const realEnvironment: Environment = {
	isRoot: process.getuid?.() === 0,
	hasApt: existsSync('/usr/bin/apt-get'),
	run: (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0,
}

/** The command a person runs to install `packages` (as .ci/run does). */
export const installCommand = (packages: readonly string[]) => `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`

/**
 * Installs what is missing where it can; resolves to null when every tool is there, else to the
 * message that says what is missing and the exact command that installs it.
 */
export function ensureSystemTools(tools: readonly Tool[] = SYSTEM_TOOLS, environment: Environment = realEnvironment): string | null {
	let missing = tools.filter((tool) => !tool.present())
	if (missing.length === 0) return null
	// A path someone chose (CHROMIUM_PATH, JAVA) is theirs to fill: apt would put the tool elsewhere.
	const installable = missing.filter(
		(tool) =>
			!(tool.debianPackage === 'chromium' && process.env.CHROMIUM_PATH) &&
			!(tool.debianPackage === 'default-jre-headless' && process.env.JAVA) &&
			!(tool.debianPackage === 'nginx' && process.env.NGINX),
	)
	if (environment.isRoot && environment.hasApt && installable.length > 0) {
		const packages = installable.map((tool) => tool.debianPackage)
		console.log(`Installing Debian's ${packages.join(' and ')} for the end-to-end and cluster tests (running as root)`)
		const env = { DEBIAN_FRONTEND: 'noninteractive' }
		if (environment.run('apt-get', ['update', '-qq'], env)) environment.run('apt-get', ['install', '-y', '-qq', ...packages], env)
		missing = missing.filter((tool) => !tool.present())
		if (missing.length === 0) return null
	}
	const lines = missing.map((tool) => `  ${tool.name} is missing (Debian package ${tool.debianPackage}; ${tool.otherwise})`)
	return [
		'✗ npm test needs these for the end-to-end and cluster tests and the HTML validator:',
		...lines,
		`Install them with:\n  ${installCommand(missing.map((tool) => tool.debianPackage))}`,
		'then run npm test again.',
	].join('\n')
}
