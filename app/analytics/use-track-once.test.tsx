// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { useTrackOnce } from './use-track-once.ts'

afterEach(cleanup)

function Page({ trackingKey, send }: { trackingKey: string | null; send: () => void }) {
	useTrackOnce(trackingKey, send)
	return null
}

it('sends once per key, however often the component renders', () => {
	const send = vi.fn()
	const { rerender } = render(<Page trackingKey="athlete" send={send} />)
	rerender(<Page trackingKey="athlete" send={() => send()} />)
	expect(send).toHaveBeenCalledTimes(1)
	rerender(<Page trackingKey="international" send={send} />)
	expect(send).toHaveBeenCalledTimes(2)
})

it('sends nothing while the key is null, then once it is known', () => {
	const send = vi.fn()
	const { rerender } = render(<Page trackingKey={null} send={send} />)
	expect(send).not.toHaveBeenCalled()
	rerender(<Page trackingKey="sent" send={send} />)
	expect(send).toHaveBeenCalledTimes(1)
})
