/**
 * The address's optional map pin (issue 5 item 5) without a map service: the browser's own
 * location, asked only when the customer presses the button (the page's Permissions-Policy
 * allows geolocation for our origin only). The pin travels as `latitude`/`longitude`; the server
 * refuses a point outside the UAE. Without JavaScript (or a browser without geolocation) the
 * button is hidden and no pin is sent; it is in the server's markup all the same, so the page's
 * inline stylesheet (cut from that markup, decision 009) styles it once it shows.
 */
import { useState } from 'react'
import { useHydrated } from '../utils/use-hydrated.ts'
import { Button } from './ui/button.tsx'
import { fieldStyles } from './ui/field.tsx'

export type LocationPinText = { button: string; locating: string; added: string; remove: string; failed: string; hint: string }

type Pin = { latitude: number; longitude: number }

// Five decimals are about a metre: enough for a driver, and all a phone's fix is worth.
const rounded = (value: number) => Math.round(value * 1e5) / 1e5

export function LocationPin({ text, error, initial }: { text: LocationPinText; error?: string; initial?: Pin | null }) {
	const hydrated = useHydrated()
	const [pin, setPin] = useState<Pin | null>(initial ?? null)
	const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle')
	const available = hydrated && 'geolocation' in navigator

	const locate = () => {
		setState('locating')
		navigator.geolocation.getCurrentPosition(
			({ coords }) => {
				setPin({ latitude: rounded(coords.latitude), longitude: rounded(coords.longitude) })
				setState('idle')
			},
			() => setState('failed'),
			{ enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
		)
	}

	return (
		<div className="flex flex-col gap-2 sm:col-span-2" id="checkout-location" hidden={!available}>
			<p className={fieldStyles.hint}>{text.hint}</p>
			{pin ? (
				<p role="status" className="flex flex-wrap items-center gap-3 text-sm text-gray-800 dark:text-gray-200">
					<span>
						{text.added}{' '}
						<bdi dir="ltr" className="font-mono">
							{pin.latitude.toFixed(5)}, {pin.longitude.toFixed(5)}
						</bdi>
					</span>
					<Button type="button" variant="kcal-secondary" size="sm" onClick={() => setPin(null)}>
						{text.remove}
					</Button>
					{available && (
						<>
							<input type="hidden" name="latitude" value={pin.latitude} />
							<input type="hidden" name="longitude" value={pin.longitude} />
						</>
					)}
				</p>
			) : (
				<Button type="button" variant="kcal-secondary" size="sm" className="self-start" loading={state === 'locating'} onClick={locate}>
					{state === 'locating' ? text.locating : text.button}
				</Button>
			)}
			{state === 'failed' && <p role="alert" className={fieldStyles.error}>{text.failed}</p>}
			{error && <p className={fieldStyles.error}>{error}</p>}
		</div>
	)
}
