/**
 * The experiments without SPLIT_API_KEY (docs/experiments.md, "Without a key"): the treatments of
 * config/split-flags.yaml, evaluated here rather than by the Split SDK, which costs about 33 MB of
 * every process's memory (issue 21's budget) for a file of a few lines.
 *
 * The same answers as the SDK's localhost mode for what that file format has (checked against the
 * SDK in localhost-flags.test.ts): each entry `- <flag>: { treatment, keys? }`; an entry with `keys`
 * (one id or a list) gives those user ids its treatment, and a later such entry wins over an
 * earlier one for the same id; otherwise the first entry without `keys` is everybody's; a flag the
 * file does not name is Split's `control` (so `off`, treatments.ts). The file is read again every
 * 15 seconds, as the SDK did, and a changed file moves the revision to the time it was read (what
 * `flagsRevision` gives in localhost mode), so every visitor is evaluated again.
 *
 * Unlike the SDK, which then drops every flag, a file that cannot be read or is not in that format
 * is logged and the flags in force stay; if that happens at start-up, the flags are not ready and
 * visitors see the default treatments, as while the SDK was not ready.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import { z } from 'zod'
import { TREATMENT_KEYS, type Treatments, treatmentsFrom } from '../../app/experiments/treatments.ts'
import type { Logger } from '../logger.ts'
import type { ExperimentService } from './split-server.ts'

/** The SDK's localhost refresh interval (`scheduler.offlineRefreshRate`, 15 s). */
export const FLAGS_REFRESH_MS = 15_000

const ENTRY = z
	.record(
		z.string(),
		z.object({
			treatment: z.string(),
			keys: z.union([z.string(), z.array(z.union([z.string(), z.number()]))]).optional(),
			// A treatment's configuration: no page reads one, but the file format allows it.
			config: z.string().optional(),
		}),
	)
	.refine((entry) => Object.keys(entry).length === 1, 'each entry names one flag')
const FLAGS_FILE_FORMAT = z.array(ENTRY)

type FlagRules = { byKey: Map<string, string>; everyone: string | undefined }
export type Flags = ReadonlyMap<string, FlagRules>

/** The flags of a file in Split's localhost YAML format; throws when it is not in that format. */
export function parseFlags(text: string): Flags {
	const flags = new Map<string, FlagRules>()
	for (const entry of FLAGS_FILE_FORMAT.parse(parse(text) ?? [])) {
		for (const [flag, { treatment, keys }] of Object.entries(entry)) {
			const rules = flags.get(flag) ?? { byKey: new Map(), everyone: undefined }
			flags.set(flag, rules)
			if (keys === undefined) rules.everyone ??= treatment
			else for (const key of typeof keys === 'string' ? [keys] : keys) rules.byKey.set(String(key), treatment)
		}
	}
	return flags
}

const treatmentsOf = (flags: Flags, treatmentOf: (rules: FlagRules | undefined) => string): Treatments =>
	treatmentsFrom(Object.fromEntries(TREATMENT_KEYS.map((flag) => [flag, treatmentOf(flags.get(flag))])))

/** A user id's treatments of TREATMENT_KEYS under these flags. */
const evaluateFlags = (flags: Flags, userId: string): Treatments =>
	treatmentsOf(flags, (rules) => rules?.byKey.get(userId) ?? rules?.everyone ?? 'control')

/**
 * `evaluateFlags` of these flags, with the treatments of every user id the file names in no `keys` made
 * once: each first visit has a new id, which no file names, and got the same answer made anew.
 */
export function flagsEvaluator(flags: Flags): (userId: string) => Treatments {
	const everyone = Object.freeze(treatmentsOf(flags, (rules) => rules?.everyone ?? 'control'))
	const namedIds = new Set(TREATMENT_KEYS.flatMap((flag) => [...(flags.get(flag)?.byKey.keys() ?? [])]))
	return (userId) => (namedIds.has(userId) ? evaluateFlags(flags, userId) : everyone)
}

type LocalhostFlagsOptions = {
	flagsFile: string
	logger: Logger
	refreshMs?: number
	now?: () => number
}

export type LocalhostFlags = ExperimentService & {
	/** Reads the file again now (the timer does every refreshMs); resolves once it is read. */
	reload(): Promise<void>
}

export function createLocalhostFlags({ flagsFile, logger, refreshMs = FLAGS_REFRESH_MS, now = Date.now }: LocalhostFlagsOptions): LocalhostFlags {
	let evaluator: ((userId: string) => Treatments) | null = null
	let revision: number | null = null
	let lastText: string | null = null

	const take = (text: string) => {
		if (text === lastText) return
		lastText = text
		try {
			evaluator = flagsEvaluator(parseFlags(text))
			revision = now()
		} catch (error) {
			logger.error({ err: error, flagsFile }, 'The flags file is not in Split’s localhost format: the flags in force stay')
		}
	}
	const readFailed = (error: unknown) => logger.error({ err: error, flagsFile }, 'The flags file cannot be read: the flags in force stay')

	// At start-up at once, so the first page already has the file's treatments (a few lines).
	try {
		take(readFileSync(flagsFile, 'utf8'))
	} catch (error) {
		readFailed(error)
	}
	// One read at a time: a slow disk never stacks them up.
	let reading: Promise<void> | null = null
	const reload = () =>
		(reading ??= readFile(flagsFile, 'utf8')
			.then(take, readFailed)
			.finally(() => {
				reading = null
			}))
	const timer = setInterval(reload, refreshMs)
	timer.unref()

	return {
		revision: () => revision,
		evaluate: (userId) => evaluator?.(userId) ?? null,
		reload,
		destroy: async () => clearInterval(timer),
	}
}
