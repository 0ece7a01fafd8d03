/** A delivery day's state in words; the tone only repeats them. */
import type { DeliveryState } from '../../../server/schedule/subscription-view.ts'
import { Badge, type BadgeTone } from '../ui/badge.tsx'

const TONES: Record<DeliveryState, BadgeTone> = { scheduled: 'brand', frozen: 'warning', delivered: 'neutral', failed: 'danger', cancelled: 'neutral' }

export function StateBadge({ state, text }: { state: DeliveryState; text: string }) {
	return <Badge tone={TONES[state]}>{text}</Badge>
}
