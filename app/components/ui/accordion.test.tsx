// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test } from 'vitest'
import { Accordion } from './accordion.tsx'

afterEach(cleanup)

const faqs = [
	{ id: 'pause', title: 'Can I pause?', content: 'Yes, from your account.' },
	{ id: 'deliver', title: 'When do you deliver?', content: 'Every morning.' },
]

describe('Accordion', () => {
	test('is native details/summary, so the server HTML opens and closes without JavaScript', () => {
		const html = renderToString(<Accordion items={faqs} name="faq" defaultOpen="deliver" />)
		expect(html.match(/<details name="faq"/g)).toHaveLength(2)
		expect(html).toMatch(/<details name="faq" open=""[^>]*><summary/)
		expect(html.match(/<summary/g)).toHaveLength(2)
	})

	test('each summary is a Tab stop and toggles its item', async () => {
		const user = userEvent.setup()
		render(<Accordion items={faqs} />)
		const summary = screen.getByText('Can I pause?').closest('summary') as HTMLElement
		const details = summary.closest('details') as HTMLDetailsElement
		await user.tab()
		// Enter and Space on a focused summary are the browser's own (happy-dom does not emulate them).
		expect(document.activeElement).toBe(summary)
		expect(details.open).toBe(false)
		await user.click(summary)
		expect(details.open).toBe(true)
	})
})
