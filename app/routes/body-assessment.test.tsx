// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, RouterContextProvider } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import type { LocaleCode } from '../../domain/locale.ts'
import { localeContext } from '../context.ts'
import { I18nProvider } from '../i18n/i18n.tsx'
import { i18nFor } from '../i18n/catalogues.server.ts'
import BodyAssessment, { action, loader } from './body-assessment.tsx'

afterEach(cleanup)

const PATHS: Record<LocaleCode, string> = { en: '/body-assessment/', 'ar-ae': '/ar-ae/body-assessment/', 'ru-ae': '/ru-ae/body-assessment/' }

function contextFor(locale: LocaleCode) {
	const i18n = i18nFor(locale)
	const context = new RouterContextProvider()
	context.set(localeContext, i18n)
	return { i18n, context }
}

/** The page as the router shows it; `actionData` stands for the answer to a POST made before hydration. */
function assessmentPage(locale: LocaleCode, actionData?: unknown) {
	const { i18n, context } = contextFor(locale)
	const Stub = createRoutesStub(
		[{ id: 'assessment', path: PATHS[locale], Component: BodyAssessment, loader: loader as never, action: action as never }],
		context,
	)
	// The page's texts as the server would have sent them, so the first render is the page itself.
	const loaderData = { assessment: loader({ context } as never) }
	const hydrationData = actionData ? { loaderData, actionData: { assessment: actionData } } : { loaderData }
	return {
		t: i18n.t,
		element: (
			<I18nProvider i18n={i18n}>
				<Stub initialEntries={[PATHS[locale]]} hydrationData={hydrationData} />
			</I18nProvider>
		),
	}
}

function renderAssessment(locale: LocaleCode = 'en', actionData?: unknown) {
	const { t, element } = assessmentPage(locale, actionData)
	render(element)
	return t
}

function post(locale: LocaleCode, body: BodyInit, headers?: HeadersInit) {
	const request = new Request(`http://localhost${PATHS[locale]}`, { method: 'POST', body, headers })
	return action({ request, context: contextFor(locale).context } as never)
}

function form(values: Record<string, string>) {
	const formData = new FormData()
	for (const [name, value] of Object.entries(values)) formData.append(name, value)
	return formData
}

const WORKED_EXAMPLE = { sex: 'female', age: '30', heightCm: '165', weightKg: '70', activity: 'light', goal: 'lose' }

describe('the action', () => {
	test('answers a valid form with the assessment and the plan’s name in the page’s language', async () => {
		const answer = await post('ru-ae', form(WORKED_EXAMPLE))
		expect(answer.init?.status ?? 200).toBe(200)
		expect(answer.data).toMatchObject({
			status: 'result',
			planName: 'Похудение',
			assessment: { bmr: 1420, tdee: 1953, target: 1453, bmi: 25.7, bmiClass: 'overweight', plan: { slug: 'weight-loss', size: 'regular' } },
		})
	})

	test('answers an invalid form with 400, the typed values and localized messages', async () => {
		const answer = await post('ar-ae', form({ ...WORKED_EXAMPLE, age: '12', goal: '' }))
		expect(answer.init?.status).toBe(400)
		expect(answer.data).toEqual({
			status: 'invalid',
			values: { ...WORKED_EXAMPLE, age: '12', goal: '' },
			errors: { age: 'أدخل عمرك بالسنوات الكاملة، من 16 إلى 100.', goal: 'يُرجى اختيار هدفك.' },
		})
	})

	test('answers a body that is not a form with 400, not a server error', async () => {
		const answer = await post('en', '{"age":30}', { 'Content-Type': 'application/json' })
		expect(answer.init?.status).toBe(400)
		expect(answer.data.status).toBe('invalid')
	})
})

describe('the form in the browser', () => {
	test('goes one step at a time, checks each step and ends with the result and the plan link', async () => {
		const user = userEvent.setup()
		const t = renderAssessment('en')
		const about = await screen.findByRole('heading', { name: t('assessment.steps.about') })
		expect(screen.getByText('Step 1 of 3')).toBeTruthy()
		expect(screen.queryByRole('heading', { name: t('assessment.steps.body') })).toBeNull()

		// Next with nothing filled in: this step's messages, focus on the first field to fix.
		await user.click(screen.getByRole('button', { name: t('assessment.next') }))
		expect(screen.getByText('Choose female or male.')).toBeTruthy()
		expect(screen.getByText('Enter your age in whole years, from 16 to 100.')).toBeTruthy()
		expect(document.activeElement).toBe(screen.getByRole('radio', { name: t('assessment.female') }))

		await user.click(screen.getByRole('radio', { name: t('assessment.female') }))
		const age = screen.getByRole('textbox', { name: t('assessment.age') })
		expect(age.getAttribute('inputmode')).toBe('numeric')
		expect(age.getAttribute('dir')).toBe('ltr')
		await user.type(age, '30')
		await user.click(screen.getByRole('button', { name: t('assessment.next') }))
		const body = await screen.findByRole('heading', { name: t('assessment.steps.body') })
		expect(document.activeElement).toBe(body)
		expect(screen.queryByText('Choose female or male.')).toBeNull()
		expect(about.closest('fieldset')?.hidden).toBe(true)

		// Back keeps what was typed.
		await user.click(screen.getByRole('button', { name: t('assessment.back') }))
		expect((screen.getByRole('textbox', { name: t('assessment.age') }) as HTMLInputElement).value).toBe('30')
		await user.click(screen.getByRole('button', { name: t('assessment.next') }))

		const weight = screen.getByRole('textbox', { name: t('assessment.weightKg') })
		expect(weight.getAttribute('inputmode')).toBe('decimal')
		await user.type(screen.getByRole('textbox', { name: t('assessment.heightCm') }), '165')
		await user.type(weight, '301')
		// Enter in a field moves on like the button does, after the same check.
		await user.keyboard('{Enter}')
		expect(screen.getByText('Enter your weight in kilograms, from 35 to 300.')).toBeTruthy()
		expect(document.activeElement).toBe(weight)
		await user.clear(weight)
		await user.type(weight, '70{Enter}')

		await screen.findByRole('heading', { name: t('assessment.steps.lifestyle') })
		await user.click(screen.getByRole('radio', { name: t('assessment.activities.light') }))
		await user.click(screen.getByRole('radio', { name: t('assessment.goals.lose') }))
		await user.click(screen.getByRole('button', { name: t('assessment.submit') }))

		const results = await screen.findByRole('region', { name: t('assessment.result.heading') })
		await waitFor(() => expect(document.activeElement).toBe(within(results).getByRole('heading', { name: t('assessment.result.heading') })))
		for (const text of ['1,453', '1,953', '1,420', '25.7', 'Overweight', 'Weight loss', 'Regular size']) {
			expect(results.textContent, text).toContain(text)
		}
		expect(within(results).getByRole('link', { name: t('assessment.result.start') }).getAttribute('href')).toBe(
			'/meal-plans/customise-meal-plan/?plan=weight-loss&size=regular',
		)
		expect(within(results).getByRole('link', { name: t('assessment.result.again') }).getAttribute('href')).toBe('/body-assessment/')
		expect(screen.getByRole('note').textContent).toBe(t('assessment.disclaimer'))
	})

	test('speaks Arabic and keeps the numbers left to right', async () => {
		const user = userEvent.setup()
		const t = renderAssessment('ar-ae')
		await screen.findByRole('heading', { name: 'معلومات عنك' })
		expect(screen.getByText('الخطوة 1 من 3')).toBeTruthy()
		const age = screen.getByRole('textbox', { name: t('assessment.age') })
		expect(age.getAttribute('dir')).toBe('ltr')
		await user.type(age, '١٢')
		await user.click(screen.getByRole('button', { name: 'التالي' }))
		expect(screen.getByText('أدخل عمرك بالسنوات الكاملة، من 16 إلى 100.')).toBeTruthy()
		expect(screen.getByText('يُرجى اختيار الجنس.')).toBeTruthy()
		expect(age.getAttribute('aria-invalid')).toBe('true')
	})
	test('after a failed POST before hydration, opens the first step with a message and leads there from the summary', async () => {
		const user = userEvent.setup()
		const values = { ...WORKED_EXAMPLE, weightKg: '700', goal: '' }
		const errors = { weightKg: 'Enter your weight in kilograms, from 35 to 300.', goal: 'Choose your goal.' }
		const t = renderAssessment('en', { status: 'invalid', values, errors })
		const summary = await screen.findByRole('region', { name: t('assessment.errors.summary') })
		await waitFor(() => expect(document.activeElement).toBe(summary))
		expect(screen.getByRole('heading', { name: t('assessment.steps.body') })).toBeTruthy()
		const weight = screen.getByRole('textbox', { name: t('assessment.weightKg') }) as HTMLInputElement
		expect(weight.value).toBe('700')
		expect(weight.getAttribute('aria-invalid')).toBe('true')

		await user.click(within(summary).getByRole('link', { name: errors.goal }))
		expect(screen.getByRole('heading', { name: t('assessment.steps.lifestyle') })).toBeTruthy()
		expect(document.activeElement).toBe(screen.getByRole('radio', { name: t('assessment.goals.lose') }))
		expect((screen.getByRole('radio', { name: t('assessment.activities.light') }) as HTMLInputElement).checked).toBe(true)
	})
})

describe('the form before JavaScript', () => {
	test('shows every step at once, with no step controls, and posts to the page itself', () => {
		const { t, element } = assessmentPage('ru-ae')
		const html = renderToString(element)
		document.body.innerHTML = html
		const form = document.querySelector('form')
		expect(form?.getAttribute('method')).toBe('post')
		expect(form?.getAttribute('action')).toBe('/ru-ae/body-assessment/')
		expect([...document.querySelectorAll('fieldset[data-step]')].map((fieldset) => fieldset.hasAttribute('hidden'))).toEqual([false, false, false])
		expect(html).not.toContain(t('assessment.stepOf', { current: 1, total: 3 }))
		expect([...document.querySelectorAll('button')].map((button) => button.textContent)).toEqual([t('assessment.submit')])
		expect(screen.getByRole('note').textContent).toBe(t('assessment.disclaimer'))
	})
})
