/**
 * /account/: the signed-in customer's details, delivery addresses, delivery days, saved cards,
 * orders, password and security, and the way to delete the account. A visitor who is not
 * signed in is sent to /log-in/ and back here afterwards.
 *
 * Every change is a plain POST form (`intent=…`) handled by the action with the same services as
 * the API (server/accounts/), so the page works without JavaScript. A change that went through
 * redirects (303) to `?done=<what>#<section>`, where the section says so; a refused one comes
 * back with a message per field and what was typed. Deleting an address or removing a card asks
 * first: in a dialog with JavaScript, as a step of the page without.
 */
import { useEffect } from 'react'
import { data, redirect, type RouterContextProvider, useLocation } from 'react-router'
import { ACCOUNT, ACCOUNT_DONE, type AccountDone } from '../../content/pages/account.ts'
import { CHECKOUT } from '../../content/pages/checkout.ts'
import { ACCOUNT_PROFILE_MESSAGES } from '../../content/account-messages/profile.ts'
import { localizePath } from '../../domain/locale.ts'
import { formatPhone } from '../../domain/phone-display.ts'
import {
	addressBodyFromForm,
	formText,
	preferenceErrorsByDay,
	preferencesBodyFromForm,
	profileBodyFromForm,
	readLimitedForm,
	typedValues,
} from '../../server/accounts/account-forms.ts'
import {
	createAddress,
	deleteAddress,
	MAX_ADDRESSES,
	setDefaultAddress,
	updateAddress,
} from '../../server/accounts/addresses.ts'
import { listCustomerOrders, planNamesIn } from '../../server/accounts/customer-orders.ts'
import { listDeliveryPreferences, preferredWeekdays, saveDeliveryPreferences } from '../../server/accounts/delivery-preferences.ts'
import { readMealReminders, setMealReminders } from '../../server/accounts/meal-reminders.ts'
import { readProfile, renamedNameCookie, updateProfile } from '../../server/accounts/profile.ts'
import { removeSavedCard } from '../../server/accounts/saved-cards.ts'
import { listAddressPlaces, listAreas, listCities } from '../../server/db/queries/delivery.ts'
import { isCrossSiteRequest } from '../../server/http/same-origin.ts'
import { AddressBook } from '../components/account/address-book.tsx'
import { AccountSecurity } from '../components/account-security.tsx'
import { OrderList, SavedCards } from '../components/account/cards-and-orders.tsx'
import { DeliveryDays } from '../components/account/delivery-days.tsx'
import { MealReminders } from '../components/account/meal-reminders.tsx'
import { ProfileForm } from '../components/account/profile-form.tsx'
import { AccountMessage, AccountSection } from '../components/account/section.tsx'
import { AccountNav, type AccountSectionId } from '../components/account/account-nav.tsx'
import { accountAddress, accountOrder, birthDateMax } from '../utils/account-view.server.ts'
import type { AccountAnswer, AccountCard, DeliveryChoice, DeliveryDay } from '../components/account/types.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { TemplateText } from '../components/template-text.tsx'
import { ButtonLink } from '../components/ui/button.tsx'
import { localeContext, servicesContext } from '../context.ts'
import { accountSecurityAction } from '../utils/account-security.server.ts'
import { applyProfile } from '../utils/auth-store.ts'
import { deliveryChoiceLabel, slotText } from '../utils/delivery-choice.ts'
import { metaFrom } from '../utils/meta.ts'
import { pageText } from '../utils/page.server.ts'
import { fillText } from '../../domain/text-template.ts'
import type { Route } from './+types/account'

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

/** Larger form posts are refused: an address form is well under 4 KB. */
const FORM_LIMIT = 16 * 1024

/** The section each change's "saved" notice appears in. */
const DONE_SECTION: Record<AccountDone, AccountSectionId> = {
	profile: 'profile',
	'address-added': 'addresses',
	'address-saved': 'addresses',
	'address-deleted': 'addresses',
	'address-default': 'addresses',
	preferences: 'delivery',
	'meal-reminders': 'delivery',
	'card-removed': 'cards',
}

const isDone = (value: string | null): value is AccountDone => ACCOUNT_DONE.includes(value as AccountDone)

/** The signed-in customer, or a redirect to the log-in page that comes back here. */
function signedInCustomer(context: Readonly<RouterContextProvider>) {
	const { customer } = context.get(servicesContext)
	const { code } = context.get(localeContext).locale
	if (!customer) throw redirect(`${localizePath('/log-in/', code)}?redirectTo=${localizePath('/account/', code)}`)
	return customer
}

export async function loader({ url, context }: Route.LoaderArgs) {
	const customer = signedInCustomer(context)
	const { db } = context.get(servicesContext)
	const { locale } = context.get(localeContext)
	const code = locale.code
	const content = ACCOUNT[code]
	const [profile, preferences, weekdays, orderRows, cities, mealReminders] = await Promise.all([
		readProfile(db, customer.id, code),
		listDeliveryPreferences(db, customer.id, code),
		// Monday first, as the UAE week runs, and only the days the customer's plan delivers on.
		preferredWeekdays(db, customer.id),
		listCustomerOrders(db, customer.id),
		listCities(db, code),
		readMealReminders(db, customer.id),
	])
	// The account was deleted in another tab: the session is gone with it.
	if (!profile) throw redirect(`${localizePath('/log-in/', code)}?redirectTo=${localizePath('/account/', code)}`)
	const planNames = await planNamesIn(db, orderRows.map((order) => order.planId), code)
	const areasByCity = await Promise.all(cities.map(async (city) => (await listAreas(db, city.id, code)) ?? []))
	const areaTimings = new Map(areasByCity.flatMap((areas) => areas.map((area) => [area.id, area.timings] as const)))

	const addresses = profile.addresses.data.map((address) => accountAddress(address, code))
	const choices: DeliveryChoice[] = addresses
		.filter((address) => !address.is_temporary)
		.map((address) => ({
			addressId: address.id,
			label: address.label,
			options: (areaTimings.get(address.area_id) ?? []).map((timing) => ({
				value: `${address.id}:${timing.id}`,
				label: deliveryChoiceLabel(slotText(timing.slot, timing.name, code), address.label),
			})),
		}))
		.filter((choice) => choice.options.length > 0)
	const weekdayName = new Intl.DateTimeFormat(locale.language, { weekday: 'long', timeZone: 'UTC' })
	const days: DeliveryDay[] = weekdays.map((weekday) => {
		const chosen = preferences.find((preference) => preference.weekday === weekday)
		return {
			weekday,
			// 4 January 2026 was a Sunday.
			name: weekdayName.format(new Date(Date.UTC(2026, 0, 4 + weekday))),
			value: chosen ? `${chosen.address_id}:${chosen.area_timing_id}` : '',
		}
	})
	const cards: AccountCard[] = profile.savedCards.data.map((card) => ({
		id: card.id,
		label: fillText(content.cards.card, { type: card.card_type ?? content.cards.unknownType, last4: card.card_number.slice(-4) }),
		expires: card.expiry ? fillText(content.cards.expires, { expiry: card.expiry }) : null,
	}))

	const done = url.searchParams.get('done')
	const edit = url.searchParams.get('edit')
	const editing = edit === 'new' || addresses.some((address) => String(address.id) === edit) ? edit : null
	return {
		...pageText(context, 'account'),
		content,
		fieldsText: CHECKOUT[code],
		email: profile.email,
		profile: {
			first_name: profile.first_name,
			last_name: profile.last_name,
			mobile_number: profile.mobile_number ? formatPhone(profile.mobile_number) : '',
			gender: profile.gender ?? '',
			birth_date: profile.birth_date ?? '',
		},
		birthDateMax: birthDateMax(new Date()),
		addresses,
		editing,
		maxAddresses: MAX_ADDRESSES,
		places: await listAddressPlaces(db, code),
		days,
		choices,
		mealReminders,
		cards,
		orders: orderRows.map((order) => accountOrder(order, planNames.get(order.planId) ?? order.planName, code, locale.language)),
		done: isDone(done) ? { section: DONE_SECTION[done], message: content.done[done] } : null,
		// For the browser's auth store (app/utils/auth-store.ts): what the loader read anyway.
		store: { profile, preferences },
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const customer = signedInCustomer(context)
	const services = context.get(servicesContext)
	const { db } = services
	const { locale } = context.get(localeContext)
	const code = locale.code
	const content = ACCOUNT[code]

	const failed = (status: number, intent: string, target: string, errors: Record<string, string>, values: Record<string, string>, message: string | null = null) =>
		data<AccountAnswer>({ kind: 'failed', intent, target, errors, values, message }, status)
	const done = (what: AccountDone, init?: ResponseInit) =>
		redirect(`${localizePath('/account/', code)}?done=${what}#${DONE_SECTION[what]}`, { status: 303, ...init })

	if (isCrossSiteRequest(request.headers, [services.settings.origin, new URL(request.url).origin])) {
		return failed(403, 'unknown', 'profile', {}, {}, content.crossSite)
	}
	// A body that is not a form is an empty one: the intent is missing, never a 500.
	const form = await readLimitedForm(request, FORM_LIMIT)
	if (!form) throw data(ACCOUNT_PROFILE_MESSAGES[code].tooLarge, { status: 413 })
	const intent = formText(form, 'intent')
	const values = typedValues(form)
	const id = (name: string) => {
		const value = Number(formText(form, name))
		return Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null
	}

	switch (intent) {
		case 'profile': {
			const result = await updateProfile(db, customer, profileBodyFromForm(form), code)
			if (result.status === 'invalid') return failed(400, intent, 'profile', result.fields, values)
			if (result.status === 'not-found') throw redirect(localizePath('/log-in/', code))
			const cookie = await renamedNameCookie(
				db,
				customer.sessionId,
				{ firstName: result.profile.first_name, lastName: result.profile.last_name },
				{ https: services.accounts.https },
			)
			throw done('profile', cookie ? { headers: { 'Set-Cookie': cookie } } : undefined)
		}
		case 'address-create':
		case 'address-update': {
			const addressId = id('address_id')
			const target = intent === 'address-create' ? 'new' : String(addressId ?? '')
			const body = await addressBodyFromForm(db, form, code)
			const result =
				intent === 'address-create'
					? await createAddress(db, customer.id, body, code)
					: addressId === null
						? ({ status: 'not-found' } as const)
						: await updateAddress(db, customer.id, addressId, body, code)
			switch (result.status) {
				case 'saved':
					throw done(intent === 'address-create' ? 'address-added' : 'address-saved')
				case 'invalid':
					return failed(400, intent, target, result.fields, values)
				case 'too-many':
					return failed(409, intent, target, {}, values, fillText(content.addresses.limit, { max: MAX_ADDRESSES }))
				case 'not-found':
					return failed(404, intent, 'none', {}, {}, ACCOUNT_PROFILE_MESSAGES[code].addressNotFound)
			}
			break
		}
		case 'address-delete': {
			const addressId = id('address_id')
			if (addressId === null) return failed(404, intent, 'none', {}, {}, ACCOUNT_PROFILE_MESSAGES[code].addressNotFound)
			if (formText(form, 'confirm') !== 'yes') return data<AccountAnswer>({ kind: 'confirm', intent, target: String(addressId) })
			if ((await deleteAddress(db, customer.id, addressId)) === 'not-found') {
				return failed(404, intent, 'none', {}, {}, ACCOUNT_PROFILE_MESSAGES[code].addressNotFound)
			}
			throw done('address-deleted')
		}
		case 'address-default': {
			const addressId = id('address_id')
			if (addressId === null || (await setDefaultAddress(db, customer.id, addressId)) === 'not-found') {
				return failed(404, intent, 'none', {}, {}, ACCOUNT_PROFILE_MESSAGES[code].addressNotFound)
			}
			throw done('address-default')
		}
		case 'delivery-preferences': {
			const { body, weekdays } = preferencesBodyFromForm(form)
			const result = await saveDeliveryPreferences(db, customer.id, body, code)
			if (result.status === 'invalid') return failed(400, intent, 'delivery', preferenceErrorsByDay(result.fields, weekdays), values)
			throw done('preferences')
		}
		case 'meal-reminders': {
			// An unticked checkbox sends nothing: reminders off.
			await setMealReminders(db, customer.id, formText(form, 'meal_reminders') === 'on')
			throw done('meal-reminders')
		}
		case 'card-remove': {
			const cardId = id('card_id')
			if (cardId === null) return failed(404, intent, 'none', {}, {}, ACCOUNT_PROFILE_MESSAGES[code].cardNotFound)
			if (formText(form, 'confirm') !== 'yes') return data<AccountAnswer>({ kind: 'confirm', intent, target: String(cardId) })
			if ((await removeSavedCard(db, customer.id, cardId)) === 'not-found') {
				return failed(404, intent, 'none', {}, {}, ACCOUNT_PROFILE_MESSAGES[code].cardNotFound)
			}
			throw done('card-removed')
		}
		case 'change-password':
		case 'log-out-everywhere': {
			// The password section's own forms (app/components/account-security.tsx).
			const answer = await accountSecurityAction(context, form, request)
			if (answer) return answer
			break
		}
	}
	throw data('Unknown account form', { status: 400 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaFrom(loaderData)

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
	const { content, done } = loaderData
	// The password section's answers are its own (AccountSecurity reads them); the rest are this page's.
	const answer = actionData && 'kind' in actionData ? actionData : undefined
	const doneIn = (section: AccountSectionId) => (done?.section === section ? done.message : null)
	// Each navigation (a change saved, a form opened) starts the forms again from what the server
	// now says; a refused post starts its form from what was typed.
	const revision = useLocation().key

	// The browser's auth store follows what this page shows (and what it just saved).
	const { store } = loaderData
	useEffect(() => {
		applyProfile(store.profile, store.preferences)
	}, [store])

	return (
		<>
			<PageIntro heading={loaderData.heading} intro={loaderData.intro}>
				<p className="text-gray-700 dark:text-gray-300">
					<TemplateText text={content.signedInAs} values={{ email: <bdi dir="ltr" className="wrap-anywhere">{loaderData.email}</bdi> }} />
				</p>
			</PageIntro>
			<div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start">
				<AccountNav text={content.nav} deletionLink={content.deletion.link} />

				<div className="flex min-w-0 flex-col gap-14">
					<AccountSection id="profile" heading={content.profile.heading} intro={content.profile.intro} done={doneIn('profile')}>
						<ProfileForm key={revision} text={content.profile} email={loaderData.email} profile={loaderData.profile} birthDateMax={loaderData.birthDateMax} answer={answer} />
					</AccountSection>

					<AccountSection id="addresses" heading={content.addresses.heading} intro={content.addresses.intro} done={doneIn('addresses')}>
						<AccountMessage answer={answer} intents={['address-create', 'address-update', 'address-default', 'address-delete']} />
						<AddressBook
							key={revision}
							text={content.addresses}
							fieldsText={loaderData.fieldsText}
							addresses={loaderData.addresses}
							places={loaderData.places}
							editing={loaderData.editing}
							maxAddresses={loaderData.maxAddresses}
							answer={answer}
						/>
					</AccountSection>

					<AccountSection id="delivery" heading={content.delivery.heading} intro={`${content.delivery.intro} ${content.delivery.runningPlans}`} done={doneIn('delivery')}>
						<DeliveryDays key={revision} text={content.delivery} days={loaderData.days} choices={loaderData.choices} answer={answer} />
						<MealReminders key={`meal-reminders-${revision}`} text={content.mealReminders} on={loaderData.mealReminders} />
					</AccountSection>

					<AccountSection id="cards" heading={content.cards.heading} intro={content.cards.intro} done={doneIn('cards')}>
						<AccountMessage answer={answer} intents={['card-remove']} />
						<SavedCards text={content.cards} cards={loaderData.cards} answer={answer} />
					</AccountSection>

					<AccountSection id="orders" heading={content.orders.heading} intro={content.orders.intro}>
						<OrderList text={content.orders} orders={loaderData.orders} />
					</AccountSection>

					<div id="security" className="scroll-mt-6">
						<AccountSecurity email={loaderData.email} actionData={actionData} />
					</div>

					<AccountSection id="delete-account" heading={content.deletion.heading} intro={content.deletion.text}>
						<ButtonLink to="/user-deletion/" variant="kcal-secondary">
							{content.deletion.link}
						</ButtonLink>
					</AccountSection>
				</div>
			</div>
		</>
	)
}
