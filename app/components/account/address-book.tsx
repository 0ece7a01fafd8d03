/**
 * The saved addresses: each with its delivery slot, default and placeholder marks, and Edit,
 * Make default and Delete; below them the form for a new one. Which form is open is in the
 * address (`?edit=<id>` or `?edit=new`), so the links work without JavaScript and a refused post
 * comes back with its form open and what was typed.
 */
import { Form, useNavigation } from 'react-router'
import type { AccountText } from '../../../content/pages/account.ts'
import { FormProblems } from '../inquiry-form.tsx'
import { Badge } from '../ui/badge.tsx'
import { Button, ButtonLink } from '../ui/button.tsx'
import { Card } from '../ui/card.tsx'
import { Checkbox } from '../ui/field.tsx'
import { isolateIfForeign } from '../../../domain/text-list.ts'
import { hasLandmark } from '../../../domain/order-draft.ts'
import { useLocale } from '../../i18n/use-locale.ts'
import { fillText } from '../../../domain/text-template.ts'
import type { AddressPlaces } from '../../../server/db/queries/delivery.ts'
import { AddressFields, type AddressFieldsText, addressFieldIds } from './address-fields.tsx'
import { ConfirmStep, ConfirmSubmit } from './confirm-submit.tsx'
import type { AccountAddress, AccountAnswer } from './types.ts'

type Props = {
	text: AccountText['addresses']
	fieldsText: AddressFieldsText
	addresses: readonly AccountAddress[]
	places: AddressPlaces
	/** The open form: 'new', an address id, or null. */
	editing: string | null
	maxAddresses: number
	answer: AccountAnswer | undefined
}

export function AddressBook({ text, fieldsText, addresses, places, editing, maxAddresses, answer }: Props) {
	const failed = answer?.kind === 'failed' && (answer.intent === 'address-create' || answer.intent === 'address-update') ? answer : null
	const open = failed?.target ?? editing
	const confirming = answer?.kind === 'confirm' && answer.intent === 'address-delete' ? answer.target : null
	const full = addresses.length >= maxAddresses

	return (
		<div className="flex flex-col gap-6">
			{addresses.length === 0 ? (
				<p className="text-gray-700 dark:text-gray-300">{text.empty}</p>
			) : (
				<ul className="grid gap-4 md:grid-cols-2">
					{addresses.map((address) =>
						open === String(address.id) ? (
							<li key={address.id} id={`address-${address.id}`} className="scroll-mt-6 md:col-span-2">
								<AddressForm
									heading={fillText(text.editHeading, { address: address.label })}
									text={text}
									fieldsText={fieldsText}
									places={places}
									target={String(address.id)}
									values={failed?.values ?? address.values}
									errors={failed?.errors ?? {}}
									answer={failed}
									message={failed?.message}
									showDefault={!address.is_default}
								/>
							</li>
						) : (
							<AddressCard key={address.id} address={address} text={text} confirming={confirming === String(address.id)} />
						),
					)}
				</ul>
			)}

			{open === 'new' || (addresses.length === 0 && !full) ? (
				<div id="address-new" className="scroll-mt-6">
					<AddressForm
						heading={text.addHeading}
						text={text}
						fieldsText={fieldsText}
						places={places}
						target="new"
						values={failed?.target === 'new' ? failed.values : {}}
						errors={failed?.target === 'new' ? failed.errors : {}}
						answer={failed?.target === 'new' ? failed : null}
						message={failed?.target === 'new' ? failed.message : null}
						showDefault={addresses.length > 0}
						cancellable={addresses.length > 0}
					/>
				</div>
			) : full ? (
				<p className="text-gray-700 dark:text-gray-300">{fillText(text.limit, { max: maxAddresses })}</p>
			) : (
				<div>
					<ButtonLink to="/account/?edit=new#address-new" variant="kcal-secondary" preventScrollReset>
						{text.add}
					</ButtonLink>
				</div>
			)}
		</div>
	)
}

function AddressCard({ address, text, confirming }: { address: AccountAddress; text: AccountText['addresses']; confirming: boolean }) {
	const navigation = useNavigation()
	const pending = (intent: string) =>
		navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData.get('address_id') === String(address.id)
	const deleteForm = `address-${address.id}-delete`
	const locale = useLocale()
	// The customer's own words may be in another script: each is isolated from the label and the dot.
	const lines = [
		address.street ? isolateIfForeign(address.street, locale.dir) : '',
		hasLandmark(address.landmark) ? `${text.landmark}: ${isolateIfForeign(address.landmark, locale.dir)}` : '',
	]
		.filter(Boolean)
		.join(' · ')

	return (
		<Card as="li" padding="md" id={`address-${address.id}`} className="flex scroll-mt-6 flex-col gap-3">
			<div className="flex flex-wrap items-center gap-2">
				<h3 className="text-lg font-semibold text-gray-950 dark:text-white">
					<bdi dir={locale.dir}>{address.label}</bdi>
				</h3>
				{address.is_default && <Badge tone="brand">{text.defaultBadge}</Badge>}
				{address.is_temporary && <Badge tone="warning">{text.temporaryBadge}</Badge>}
			</div>
			<p className="text-gray-700 dark:text-gray-300">
				<span className="block">
					{address.city_name} · {address.area_name}
				</span>
				{lines && <span className="block">{lines}</span>}
				{address.delivery ? (
					<span className="block">{address.delivery}</span>
				) : (
					<span className="mt-1 block font-medium text-red-700 dark:text-red-400">{text.closedSlot}</span>
				)}
			</p>
			{address.is_temporary && <p className="text-sm text-gray-700 dark:text-gray-300">{text.temporaryHint}</p>}
			<div className="mt-auto flex flex-wrap gap-3">
				<ButtonLink
					to={`/account/?edit=${address.id}#address-${address.id}`}
					preventScrollReset
					variant="kcal-secondary"
					size="sm"
					aria-label={`${text.edit}: ${address.label}`}
				>
					{text.edit}
				</ButtonLink>
				{!address.is_default && (
					<Form method="post" preventScrollReset>
						<input type="hidden" name="intent" value="address-default" />
						<input type="hidden" name="address_id" value={address.id} />
						<Button type="submit" variant="kcal-secondary" size="sm" loading={pending('address-default')} aria-label={`${text.makeDefault}: ${address.label}`}>
							{text.makeDefault}
						</Button>
					</Form>
				)}
				<Form method="post" id={deleteForm} preventScrollReset>
					<input type="hidden" name="intent" value="address-delete" />
					<input type="hidden" name="address_id" value={address.id} />
				</Form>
				<ConfirmSubmit
					form={deleteForm}
					label={text.delete}
					accessibleLabel={`${text.delete}: ${address.label}`}
					text={text.confirmDelete}
					busy={pending('address-delete')}
				/>
			</div>
			{confirming && (
				<ConfirmStep
					id={`address-${address.id}-confirm`}
					text={text.confirmDelete}
					hidden={{ intent: 'address-delete', address_id: String(address.id) }}
					cancelTo={`/account/#address-${address.id}`}
				/>
			)}
		</Card>
	)
}

type FormProps = {
	heading: string
	text: AccountText['addresses']
	fieldsText: AddressFieldsText
	places: AddressPlaces
	/** 'new' or the address id. */
	target: string
	values: Record<string, string>
	errors: Record<string, string>
	answer: unknown
	/** A message about the whole form (the address limit). */
	message?: string | null
	showDefault: boolean
	cancellable?: boolean
}

function AddressForm({ heading, text, fieldsText, places, target, values, errors, answer, message, showDefault, cancellable = true }: FormProps) {
	const navigation = useNavigation()
	const prefix = `address-${target}`
	const ids = addressFieldIds(prefix)
	const problems = Object.entries(errors).map(([field, message]) => ({ id: ids[field] ?? `${prefix}-form`, message }))
	const intent = target === 'new' ? 'address-create' : 'address-update'
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent

	return (
		<Card as="section" padding="md" title={heading} headingLevel={3}>
			<Form method="post" noValidate id={`${prefix}-form`} className="flex flex-col gap-5">
				<input type="hidden" name="intent" value={intent} />
				{target !== 'new' && <input type="hidden" name="address_id" value={target} />}
				<FormProblems id={`${prefix}-problems`} problems={problems} message={message ?? undefined} answer={answer} />
				<AddressFields idPrefix={prefix} text={fieldsText} places={places} values={values} errors={errors} />
				{showDefault && <Checkbox name="is_default" label={text.makeDefaultOnSave} defaultChecked={values.is_default === 'on'} />}
				<div className="flex flex-wrap gap-3">
					<Button type="submit" loading={busy}>
						{text.save}
					</Button>
					{cancellable && (
						<ButtonLink to={`/account/#${target === 'new' ? 'addresses' : `address-${target}`}`} variant="kcal-secondary">
							{text.cancel}
						</ButtonLink>
					)}
				</div>
			</Form>
		</Card>
	)
}
