import { afterEach, expect, test, vi } from 'vitest'
import { CLUSTER_TOOLS, ensureSystemTools, type Environment, SYSTEM_TOOLS } from './system-tools.ts'

/** Two tools, present once `installed` holds their package (apt-get install adds what it is given). */
function fakeMachine({ isRoot, hasApt = true, aptWorks = true, present = [] as string[] }: { isRoot: boolean; hasApt?: boolean; aptWorks?: boolean; present?: string[] }) {
	const installed = new Set(present)
	const commands: string[] = []
	const environment: Environment = {
		isRoot,
		hasApt,
		run: (command, args) => {
			commands.push([command, ...args].join(' '))
			if (!aptWorks) return false
			if (args[0] === 'install') for (const name of args.slice(3)) installed.add(name)
			return true
		},
	}
	const tools = ['chromium', 'default-jre-headless'].map((debianPackage) => ({ name: debianPackage, debianPackage, present: () => installed.has(debianPackage), otherwise: 'or not' }))
	return { environment, tools, commands }
}

afterEach(() => {
	vi.unstubAllEnvs()
	vi.restoreAllMocks()
})

test('nothing to do when Chromium and Java are there', () => {
	const machine = fakeMachine({ isRoot: true, present: ['chromium', 'default-jre-headless'] })
	expect(ensureSystemTools(machine.tools, machine.environment)).toBeNull()
	expect(machine.commands).toEqual([])
})

test("as root, Debian's packages for what is missing are installed, and the run goes on", () => {
	vi.spyOn(console, 'log').mockImplementation(() => {})
	const machine = fakeMachine({ isRoot: true, present: ['default-jre-headless'] })
	expect(ensureSystemTools(machine.tools, machine.environment)).toBeNull()
	expect(machine.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium'])
})

test('not root: stops at once with the exact command, installing nothing', () => {
	const machine = fakeMachine({ isRoot: false })
	const message = ensureSystemTools(machine.tools, machine.environment)
	expect(message).toContain('sudo apt-get update && sudo apt-get install -y chromium default-jre-headless')
	expect(machine.commands).toEqual([])
})

test('as root, an install that fails (no network) also stops with the command', () => {
	vi.spyOn(console, 'log').mockImplementation(() => {})
	const machine = fakeMachine({ isRoot: true, aptWorks: false, present: ['chromium'] })
	expect(ensureSystemTools(machine.tools, machine.environment)).toContain('sudo apt-get update && sudo apt-get install -y default-jre-headless')
})

test('a CHROMIUM_PATH someone set is not filled by apt (it installs elsewhere): the message says so', () => {
	vi.stubEnv('CHROMIUM_PATH', '/opt/chrome/chrome')
	const machine = fakeMachine({ isRoot: true, present: ['default-jre-headless'] })
	expect(ensureSystemTools(machine.tools, machine.environment)).toContain('chromium')
	expect(machine.commands).toEqual([])
})

test("nginx (the cluster test's load balancer) is checked by npm test, and with Chromium by npm run test:cluster", () => {
	expect(SYSTEM_TOOLS.map((tool) => tool.debianPackage)).toEqual(['chromium', 'default-jre-headless', 'nginx'])
	expect(CLUSTER_TOOLS.map((tool) => tool.debianPackage)).toEqual(['chromium', 'nginx'])
})
