/**
 * Setting the first password of an account made with an order (issue 17 item 10): its own page,
 * /set-password/, says "Set your password" in the page's language (before, the e-mail's link
 * opened /reset-password/, headed "Forgot your password?"), and posts to the same code service.
 */
import { describe, expect, test } from 'vitest'
import { loader as resetLoader } from '../../../app/routes/reset-password.tsx'
import { loader as setLoader } from '../../../app/routes/set-password.tsx'
import { createTestDatabase } from '../support/database.ts'
import { loaderArgs } from '../support/loader-args.ts'

const { db } = await createTestDatabase()

type PageData = { heading: string; content: { remembered: string }; email: string }

describe('/set-password/', () => {
	test.each([
		['en', 'Set your password', 'Already set your password?'],
		['ar-ae', 'عيّن كلمة المرور', 'عيّنت كلمة المرور من قبل؟'],
		['ru-ae', 'Задайте пароль', 'Уже задали пароль?'],
	] as const)('%s: its own heading, with the e-mail of the link filled in', (locale, heading, remembered) => {
		const page = setLoader(loaderArgs(db, locale, '/set-password/?email=layla%40example.com')) as PageData
		expect(page).toMatchObject({ heading, email: 'layla@example.com', content: { remembered } })
		expect((resetLoader(loaderArgs(db, locale, '/reset-password/')) as PageData).heading).not.toBe(heading)
	})
})
