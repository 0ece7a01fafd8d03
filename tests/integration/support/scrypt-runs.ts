/**
 * What makes a password or code check slow, counted instead of timed: a test file that mocks
 * node:crypto with `countingScrypt` (its own `vi.mock`, which is hoisted) gets every scrypt run
 * recorded here, its input and its cost, and the run itself unchanged. "An unknown e-mail costs
 * as much as a registered one" is then the same scrypt work for both, on any machine's speed.
 */
import type * as NodeCrypto from 'node:crypto'

export type ScryptRun = { input: string; cost: { keyLength: number; N?: number; r?: number; p?: number } }

export const scryptRuns: ScryptRun[] = []

/** The runs made while `action` ran. */
export async function scryptRunsDuring(action: () => Promise<unknown>): Promise<ScryptRun[]> {
	const from = scryptRuns.length
	await action()
	return scryptRuns.slice(from)
}

export function countingScrypt(crypto: typeof NodeCrypto): typeof NodeCrypto {
	const scrypt = ((...args: unknown[]) => {
		const [input, , keyLength, options] = args as [unknown, unknown, number, NodeCrypto.ScryptOptions | ((...rest: unknown[]) => void)]
		const cost = typeof options === 'object' ? { N: options.N ?? options.cost, r: options.r ?? options.blockSize, p: options.p ?? options.parallelization } : {}
		scryptRuns.push({ input: String(input), cost: { keyLength, ...cost } })
		return (crypto.scrypt as (...rest: unknown[]) => void)(...args)
	}) as typeof NodeCrypto.scrypt
	return { ...crypto, default: { ...crypto, scrypt }, scrypt } as typeof NodeCrypto
}
