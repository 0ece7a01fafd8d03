/** The customise step's free nutritionist consultation (content/consultations.ts): its box and fields, and a booking in words. */
import { CONSULTATION_OFFER } from '../../../content/consultations.ts'
import type { CustomisePageData } from '../../utils/customise-page.server.ts'
import { useHydrated } from '../../utils/use-hydrated.ts'
import { TemplateText } from '../template-text.tsx'
import { Checkbox, Field, fieldStyles, RadioGroup } from '../ui/field.tsx'

/** A booked consultation in words, its time kept left to right. */
export function ConsultationBooking({ booking }: { booking: NonNullable<CustomisePageData['consultation']['booking']> }) {
	return <TemplateText text={booking.template} values={{ ...booking.values, time: <bdi dir="ltr">{booking.values.time}</bdi> }} />
}

/**
 * The box and, once ticked, the consultation's fields. Before the script runs all of them show
 * (the reader ignores them without the box); once it runs, unticked means none are sent, and
 * the place is asked only for a consultation in person.
 */
export function ConsultationFields({ data }: { data: CustomisePageData }) {
	const { content, choice } = data
	const text = content.consultation
	const step = data.consultation
	const hydrated = useHydrated()
	const booked = choice.consultation
	const control = fieldStyles.control
	return (
		<fieldset className="flex flex-col gap-4">
			<legend className={`${fieldStyles.label} mb-3`}>{text.legend}</legend>
			<Checkbox name="consult" value="1" label={text.checkbox} hint={step.hint} defaultChecked={booked !== null} key={`consult:${booked !== null}`} />
			{(!hydrated || booked) && (
				<div className="grid gap-5 sm:grid-cols-2">
					{!hydrated && <p className={`${fieldStyles.hint} sm:col-span-2`}>{text.noScriptHint}</p>}
					<RadioGroup
						legend={text.typeLegend}
						name="consult_type"
						defaultValue={booked?.type ?? 'video'}
						key={`consult_type:${booked?.type}`}
						options={step.types}
						className="sm:col-span-2"
					/>
					{(!hydrated || booked?.type === 'in-person') && (
						<Field label={text.location}>
							{(field) => (
								<select {...field} name="consult_location" defaultValue={String(booked?.location ?? CONSULTATION_OFFER.defaultLocationId)} key={`consult_location:${booked?.location}`} className={control}>
									{step.locations.map((option) => (
										<option key={option.value} value={option.value}>
											{option.label}
										</option>
									))}
								</select>
							)}
						</Field>
					)}
					<Field label={text.language}>
						{(field) => (
							<select {...field} name="consult_language" defaultValue={String(booked?.language ?? step.proposedLanguage)} key={`consult_language:${booked?.language}`} className={control}>
								{step.languages.map((option) => (
									<option key={option.value} value={option.value}>
										{option.label}
									</option>
								))}
							</select>
						)}
					</Field>
					<Field label={text.date} error={step.errors.date}>
						{(field) => (
							<select {...field} name="consult_date" defaultValue={booked?.date ?? ''} key={`consult_date:${booked?.date}`} className={control}>
								<option value="">{text.datePlaceholder}</option>
								{step.dates.map((option) => (
									<option key={option.value} value={option.value}>
										{option.label}
									</option>
								))}
							</select>
						)}
					</Field>
					<Field label={text.time} error={step.errors.time}>
						{(field) => (
							<select {...field} name="consult_time" defaultValue={booked?.time ?? ''} key={`consult_time:${booked?.time}`} className={control}>
								<option value="">{text.timePlaceholder}</option>
								{step.times.map((time) => (
									<option key={time} value={time} dir="ltr">
										{time}
									</option>
								))}
							</select>
						)}
					</Field>
				</div>
			)}
		</fieldset>
	)
}
