/**
 * A value built from cached inputs, kept and given again for as long as every input is the very
 * same (`Object.is`) as when it was built: the caches hand out the same frozen objects until they
 * are dropped or expire, so a value derived from them is fresh exactly as long as they are. One
 * value per key (the latest), so at most as many values as keys.
 */
export function keptWhileSame<Value>(): (key: string, inputs: readonly unknown[], build: () => Value) => Value {
	const kept = new Map<string, { inputs: readonly unknown[]; value: Value }>()
	return (key, inputs, build) => {
		const entry = kept.get(key)
		if (entry && entry.inputs.length === inputs.length && entry.inputs.every((input, index) => Object.is(input, inputs[index]))) return entry.value
		const value = build()
		kept.set(key, { inputs, value })
		return value
	}
}
