import { expect, test } from 'vitest'
import { npmNodeOptions } from './bench-server.ts'

test('a server started by the scripts gets the NODE_OPTIONS npm gives every script, read from .npmrc', () => {
	expect(npmNodeOptions()).toMatch(/--max-semi-space-size=\d+/)
	expect(npmNodeOptions('# a comment\nnode-options=--max-semi-space-size=8 --v8-pool-size=2\n')).toBe('--max-semi-space-size=8 --v8-pool-size=2')
	expect(npmNodeOptions('fund=false\n')).toBeUndefined()
})
