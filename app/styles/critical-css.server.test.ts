import { describe, expect, test } from 'vitest'
import { classesIn, criticalCssFor, leadingClass } from './critical-css.server.ts'

// The shapes of Tailwind's minified output: licence, layer order, theme variables, the reset,
// utilities with escaped names, variants inside @media, :where() dark mode, keyframes, @property.
const STYLESHEET = [
	'/*! tailwindcss v4 | MIT License | https://tailwindcss.com */',
	'@layer properties;@layer theme,base,components,utilities;',
	'@layer theme{:root,:host{--font-sans:system-ui,"Segoe UI",sans-serif;--color-gray-50:#f9fafb}}',
	'@layer base{*,:after,:before{box-sizing:border-box;margin:0}html{font-family:var(--font-sans)}}',
	'@layer utilities{',
	'.sr-only{position:absolute}',
	'.py-1\\.5{padding-block:calc(var(--spacing) * 1.5)}',
	'.\\[\\&\\>li\\]\\:mt-2>li{margin-top:.5rem}',
	'.dark\\:bg-gray-950:where(.dark,.dark *){background-color:#030712}',
	'.hidden{display:none}',
	'.shadow-sm{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}',
	'@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}.hover\\:bg-gray-50:hover{background:#f9fafb}}',
	'@media (min-width:40rem){.sm\\:px-6{padding-inline:1.5rem}}',
	'}',
	'@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
	'@property --tw-ring-color{syntax:"*";inherits:false}',
	'@keyframes progress{0%{transform:translateX(-100%)}to{transform:translateX(300%)}}',
].join('')

const critical = criticalCssFor(STYLESHEET)

describe('criticalCssFor', () => {
	test('keeps the reset, theme, keyframes and properties, and only the utilities the page uses', () => {
		const css = critical('<body class="sr-only"><p class="py-1.5 hover:underline [&amp;&gt;li]:mt-2">x</p></body>')
		const unused = [
			'.dark\\:bg-gray-950:where(.dark,.dark *){background-color:#030712}',
			'.hidden{display:none}',
			'.shadow-sm{--tw-shadow:0 1px 3px #0000001a;box-shadow:var(--tw-shadow)}',
			'.hover\\:bg-gray-50:hover{background:#f9fafb}',
			'@media (min-width:40rem){.sm\\:px-6{padding-inline:1.5rem}}',
			'@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
			'@property --tw-ring-color{syntax:"*";inherits:false}',
		]
		expect(css).toBe(unused.reduce((stylesheet, part) => stylesheet.replace(part, ''), STYLESHEET))
	})

	test('keeps an @property registration only where a kept rule reads the property', () => {
		const css = critical('<p class="shadow-sm"></p>')
		expect(css).toContain('@property --tw-shadow{')
		expect(css).not.toContain('@property --tw-ring-color')
	})

	test('keeps the dark-mode variants of classes on the page: the dark class itself comes from a script', () => {
		expect(critical('<main class="dark:bg-gray-950"></main>')).toContain('.dark\\:bg-gray-950:where(.dark,.dark *)')
	})

	test('drops a block whose rules all go, and gives back the whole stylesheet for a page using every class', () => {
		expect(critical('<p class="hidden"></p>')).not.toContain('@media')
		const everything = '<p class="sr-only py-1.5 [&amp;&gt;li]:mt-2 dark:bg-gray-950 hidden shadow-sm hover:underline hover:bg-gray-50 sm:px-6"></p>'
		expect(critical(everything)).toBe(STYLESHEET.replace('@property --tw-ring-color{syntax:"*";inherits:false}', ''))
	})

	test('refuses a stylesheet it cannot read rather than cutting it wrongly', () => {
		expect(() => criticalCssFor('.a{color:red')).toThrow(SyntaxError)
	})
})

test('classesIn reads every class attribute and undoes the escaping React applies', () => {
	expect([...classesIn('<div class="a  b"><svg class="c"></svg><i data-class="x" class="[&amp;&gt;li]:mt-2 x&#x27;y"></i></div>')]).toEqual([
		'dark',
		'a',
		'b',
		'c',
		'[&>li]:mt-2',
		"x'y",
	])
})

test('leadingClass unescapes the subject class and ignores selectors without one', () => {
	expect(leadingClass('.sm\\:px-6')).toBe('sm:px-6')
	expect(leadingClass('.hover\\:underline:hover')).toBe('hover:underline')
	expect(leadingClass('.\\[\\&\\>li\\]\\:mt-2>li')).toBe('[&>li]:mt-2')
	expect(leadingClass('.space-y-4>:not(:last-child)')).toBe('space-y-4')
	expect(leadingClass(':root')).toBeNull()
	expect(leadingClass('html')).toBeNull()
})

test('a cut is made once per distinct set of class attributes and stays right for every page', () => {
	const cut = criticalCssFor(STYLESHEET)
	const first = cut('<p class="hidden">One</p><p class="hidden">again</p>')
	// Another page with the same classes and other text: the same stylesheet, reused.
	expect(cut('<main><p class="hidden">Two</p></main>')).toBe(first)
	// Many other class sets later (more than are kept), each page still gets its own rules.
	for (let index = 0; index < 100; index++) expect(cut(`<p class="sr-only x${index}"></p>`)).toContain('.sr-only{')
	expect(cut('<p class="hidden">Three</p>')).toBe(first)
	expect(cut('<p class="shadow-sm">Four</p>')).not.toContain('.hidden{')
})

test('the same attributes in another order or number give the same stylesheet; a page without any, the rules every page needs', () => {
	const cut = criticalCssFor(STYLESHEET)
	const page = '<p class="hidden"></p><i class="sr-only"></i>'
	const first = cut(page)
	expect(cut(page)).toBe(first)
	expect(cut('<i class="sr-only"></i><p class="hidden"></p><p class="hidden"></p>')).toBe(first)
	expect(cut('<p>No classes</p>')).toBe(cut('<p class="">No classes</p>'))
	expect(cut('<p>No classes</p>')).not.toContain('.hidden{')
})
