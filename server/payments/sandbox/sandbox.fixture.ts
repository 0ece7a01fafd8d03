/**
 * What the unit tests give a sandbox gateway instead of the database and the installation's
 * secrets: records in a Map with the same rules as sandbox-records.ts (the secrets come from
 * generateSandboxSecrets, fresh for each test).
 */
import type { SandboxRecords } from './sandbox-records.ts'

export function memorySandboxRecords(now: () => Date = () => new Date()): SandboxRecords {
	const records = new Map<string, { value: unknown; expiresAt: Date }>()
	const live = (key: string) => {
		const record = records.get(key)
		return record && record.expiresAt > now() ? record : undefined
	}
	// A JSON round trip, as the database's jsonb column makes: no shared objects, no Dates.
	const copy = <T>(value: unknown) => JSON.parse(JSON.stringify(value)) as T
	return {
		async get<T>(key: string) {
			const record = live(key)
			return record ? copy<T>(record.value) : undefined
		},
		async add(key, value, expiresAt) {
			if (live(key)) return false
			records.set(key, { value: copy(value), expiresAt })
			return true
		},
		async put(key, value, expiresAt) {
			records.set(key, { value: copy(value), expiresAt })
		},
		async take<T>(key: string) {
			const record = live(key)
			records.delete(key)
			return record ? copy<T>(record.value) : undefined
		},
		async update<T>(key: string, edit: (value: T) => { value: T; expiresAt: Date } | undefined) {
			const record = live(key)
			if (!record) return undefined
			const next = edit(copy<T>(record.value))
			if (!next) return { value: copy<T>(record.value), changed: false }
			records.set(key, { value: copy(next.value), expiresAt: next.expiresAt })
			return { value: copy<T>(next.value), changed: true }
		},
	}
}
