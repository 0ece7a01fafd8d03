import { maskitoInitialCalibrationPlugin, type MaskitoOptions } from '@maskito/core'
import { useMaskito } from '@maskito/react'
import { type ComponentProps, type Ref, useCallback, useMemo } from 'react'
import { isDigitsOnlyPattern, maskOptions } from '../../utils/input-mask.ts'

type MaskedInputProps = ComponentProps<'input'> & {
	/** A pattern of `#` digit, `@` letter and `*` letter-or-digit tokens, e.g. `05# ### ####` (see MASKS). */
	mask: string
}

/**
 * A normal text input whose value is kept in the shape of `mask` once the page is hydrated.
 * Before that it is a plain input, so a form still posts what was typed; the mask then tidies
 * that value up on hydration. Controlled use: read the value in `onChange` or `onInput`.
 */
export function MaskedInput({ mask, ref, inputMode, dir = 'ltr', type = 'text', ...props }: MaskedInputProps) {
	const options = useMemo<MaskitoOptions>(
		// The calibration formats a value that was typed before hydration or given as defaultValue.
		() => ({ ...maskOptions(mask), plugins: [maskitoInitialCalibrationPlugin()] }),
		[mask],
	)
	const maskitoRef = useMaskito({ options })
	const setRefs = useCallback(
		(node: HTMLInputElement | null) => {
			maskitoRef(node)
			const detachForwarded = attachRef(ref, node)
			return () => {
				maskitoRef(null)
				detachForwarded()
			}
		},
		[maskitoRef, ref],
	)

	return (
		<input
			{...props}
			ref={setRefs}
			type={type}
			// Digits and the phone number read left to right on Arabic pages too.
			dir={dir}
			inputMode={inputMode ?? (isDigitsOnlyPattern(mask) ? 'numeric' : undefined)}
		/>
	)
}

/** Gives `node` to a caller's ref of either kind and returns how to take it back. */
function attachRef<T>(ref: Ref<T> | undefined, node: T): () => void {
	if (typeof ref === 'function') {
		const cleanup = ref(node)
		return typeof cleanup === 'function' ? cleanup : () => ref(null)
	}
	if (ref) {
		ref.current = node
		return () => {
			ref.current = null
		}
	}
	return () => {}
}
