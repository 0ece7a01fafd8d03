/**
 * The console's shared page parts: a list's table (headings from a list, the rows each page's own,
 * the "none" line when it is empty) and a page's frame (its parts in one order, each only when given).
 */
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import type { Notice } from './layout.tsx'
import { ListTable, PageFrame } from './list-page.tsx'
import type { SignedInStaff } from './staff-sessions.ts'

const nameRow = (name: string): ReactNode => createElement('tr', { key: name }, createElement('td', null, name))
const table = (rows: string[], empty?: string) =>
	renderToStaticMarkup(createElement(ListTable<string>, { columns: ['Name', { text: 'Total', className: 'num' }], rows, empty, children: nameRow }))

test('a list: a heading per column (scope="col", with its class where it has one), then the rows in their order', () => {
	expect(table(['Layla', 'Omar'])).toBe(
		'<div class="table-scroll" tabindex="0"><table><thead><tr><th scope="col">Name</th><th scope="col" class="num">Total</th></tr></thead>' +
			'<tbody><tr><td>Layla</td></tr><tr><td>Omar</td></tr></tbody></table></div>',
	)
})

test('an empty list says its "none" line instead of a table; one without that line still shows its headings', () => {
	expect(table([], 'No orders yet.')).toBe('<p>No orders yet.</p>')
	expect(table([])).toContain('<thead><tr><th scope="col">Name</th>')
	expect(table([])).toContain('<tbody></tbody>')
})

const staff: SignedInStaff = { id: 1, email: 'sara@kcal.example', name: 'Sara', role: 'manager', locale: 'ar', sessionId: 'x' }
const main = (props: { back?: { href: string; text: string }; intro?: string; notice?: Notice; add?: { href: string; text: string } }) => {
	const page = renderToStaticMarkup(createElement(PageFrame, { nonce: 'n', staff, title: 'الإضافات', ...props, children: createElement('p', null, 'rows') }))
	return page.slice(page.indexOf('<main id="content">') + '<main id="content">'.length, page.indexOf('</main>'))
}

test('the frame: back link, heading, intro, notice, "add" link and then the page, in that order', () => {
	expect(main({ back: { href: '/console/catalogue/', text: 'Back' }, intro: 'Intro', notice: { kind: 'alert', text: 'Refused' }, add: { href: '/console/x/new/', text: 'Add' } })).toBe(
		'<p><a href="/console/catalogue/">Back</a></p><h1>الإضافات</h1><p>Intro</p><p class="alert" role="alert">Refused</p><p><a href="/console/x/new/">Add</a></p><p>rows</p>',
	)
})

test('the frame leaves out each part it is not given: a page with only a title is its heading and its content', () => {
	expect(main({})).toBe('<h1>الإضافات</h1><p>rows</p>')
	expect(main({ notice: null })).toBe('<h1>الإضافات</h1><p>rows</p>')
})
