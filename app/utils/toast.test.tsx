// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Toaster } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastId, TOAST_DURATION_MS, toasts } from './toast.ts'

// sonner waits for the exit animation before it removes a closed toast.
const EXIT_ANIMATION_MS = 400

/** Advances time frame by frame, letting React commit and run effects in between, as a browser would. */
async function flush(ms = 0) {
	for (let elapsed = 0; elapsed <= ms; elapsed += 16) {
		await act(async () => {
			await vi.advanceTimersByTimeAsync(Math.min(16, ms - elapsed))
		})
	}
}

beforeEach(async () => {
	// sonner dismisses by id on the next animation frame.
	vi.useFakeTimers({
		toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'],
	})
	render(<Toaster duration={TOAST_DURATION_MS} closeButton />)
	await flush()
})

afterEach(async () => {
	toasts.clear()
	await flush(EXIT_ANIMATION_MS)
	cleanup()
	vi.useRealTimers()
})

describe('toast ids', () => {
	it('are based on the time and unique within the same millisecond', () => {
		const first = createToastId(1_700_000_000_000)
		const second = createToastId(1_700_000_000_000)
		expect(first).toMatch(/^toast-1700000000000-\d+$/)
		expect(second).not.toBe(first)
	})
})

describe('toasts', () => {
	it('close themselves after five seconds', async () => {
		toasts.add({ title: 'Your plan is saved' })
		await flush()
		expect(screen.getByText('Your plan is saved')).toBeTruthy()
		await flush(TOAST_DURATION_MS - 100)
		expect(screen.queryByText('Your plan is saved')).not.toBeNull()
		await flush(100 + EXIT_ANIMATION_MS)
		expect(screen.queryByText('Your plan is saved')).toBeNull()
	})

	it('wait while the pointer is over them', async () => {
		toasts.add({ title: 'Address removed' })
		await flush()
		const list = screen.getByText('Address removed').closest('ol')
		if (!list) throw new Error('no toast list')
		fireEvent.mouseEnter(list)
		await flush(TOAST_DURATION_MS * 3)
		expect(screen.queryByText('Address removed')).not.toBeNull()
		fireEvent.mouseLeave(list)
		await flush(TOAST_DURATION_MS + EXIT_ANIMATION_MS)
		expect(screen.queryByText('Address removed')).toBeNull()
	})

	it('can be updated in place and removed by id', async () => {
		const id = toasts.add({ title: 'Saving your plan', duration: Infinity })
		await flush()
		toasts.update(id, { title: 'Your plan is saved', kind: 'success', duration: Infinity })
		await flush()
		expect(screen.queryByText('Saving your plan')).toBeNull()
		expect(screen.getAllByRole('listitem')).toHaveLength(1)
		toasts.remove(id)
		await flush(EXIT_ANIMATION_MS)
		expect(screen.queryByText('Your plan is saved')).toBeNull()
	})

	it('close with their action button, which runs the action', async () => {
		const undo = vi.fn()
		toasts.add({ title: 'Address removed', action: { label: 'Undo', onClick: undo } })
		await flush()
		fireEvent.click(screen.getByRole('button', { name: 'Undo' }))
		await flush(EXIT_ANIMATION_MS)
		expect(undo).toHaveBeenCalledOnce()
		expect(screen.queryByText('Address removed')).toBeNull()
	})

	it('close with the close button, and all at once with clear', async () => {
		toasts.add({ title: 'First', duration: Infinity })
		toasts.add({ title: 'Second', duration: Infinity })
		toasts.add({ title: 'Third', duration: Infinity })
		await flush()
		fireEvent.click(screen.getAllByRole('button', { name: 'Close toast' })[0] as HTMLElement)
		await flush(EXIT_ANIMATION_MS)
		expect(screen.getAllByRole('listitem')).toHaveLength(2)
		toasts.clear()
		await flush(EXIT_ANIMATION_MS)
		expect(screen.queryAllByRole('listitem')).toHaveLength(0)
	})
})
