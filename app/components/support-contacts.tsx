/**
 * The company's contact details and registration, from configuration (PublicSettings.company),
 * with labels from content/pages/support-contacts.ts. Numbers and addresses stay left-to-right
 * in Arabic pages: without `dir="ltr"` "+971 50…" turns into "971+ 50…" with its groups swapped.
 */
import type { SupportContactsText } from '../../content/pages/support-contacts.ts'
import { formatPhone, whatsappUrl } from '../../domain/phone-display.ts'
import type { LocaleCode } from '../../domain/locale.ts'
import type { CompanySettings } from '../context.ts'
import { companyAddress } from '../utils/company-address.ts'
import { ExampleDetailsNote } from './example-details-note.tsx'
import { Icon } from './ui/icon.tsx'
import { mail, messageCircle, phone } from './ui/icons.generated.ts'

// Pure text rules, in domain/ so the server's e-mails can use them without loading React.
export { formatPhone, whatsappUrl }

const linkClass =
	'font-semibold text-primary-800 underline decoration-primary-700/40 underline-offset-4 hover:decoration-primary-700 dark:text-primary-300 dark:decoration-primary-300/50 dark:hover:decoration-primary-300'

/** Phone, WhatsApp and e-mail as three tappable cards. */
export function SupportContacts({ company, text }: { company: CompanySettings; text: SupportContactsText }) {
	const items = [
		{ key: 'phone', icon: phone, label: text.phone, href: `tel:${company.supportPhone}`, value: formatPhone(company.supportPhone) },
		{
			key: 'whatsapp',
			icon: messageCircle,
			label: text.whatsapp,
			href: whatsappUrl(company.supportWhatsapp),
			value: formatPhone(company.supportWhatsapp),
			// The label says "WhatsApp"; the link alone would be a second, unexplained phone number.
			action: text.whatsappAction,
		},
		{ key: 'email', icon: mail, label: text.email, href: `mailto:${company.supportEmail}`, value: company.supportEmail },
	] as const
	return (
		<>
			<dl className="grid gap-4 sm:grid-cols-3">
				{items.map((item) => (
					// A dl's groups may hold only dt and dd, so the icon lives inside the dt.
					<div key={item.key} className="rounded-2xl border border-gray-200 bg-white p-5 dark:border-gray-700 dark:bg-gray-900">
						<dt className="flex items-center gap-2 text-sm font-medium text-gray-700 dark:text-gray-300">
							<Icon icon={item.icon} className="size-5 shrink-0 text-primary-700 dark:text-primary-400" />
							{item.label}
						</dt>
						<dd className="mt-2 break-words">
							<a href={item.href} className={linkClass}>
								<span dir="ltr">{item.value}</span>
								{'action' in item ? <span className="sr-only">{` (${item.action})`}</span> : null}
							</a>
						</dd>
					</div>
				))}
			</dl>
			<ExampleDetailsNote company={company} className="mt-4" />
		</>
	)
}

/** Registered name, TRN and address: who the customer is dealing with (and whose invoices they get). */
export function CompanyDetails({ company, text, locale }: { company: CompanySettings; text: SupportContactsText; locale: LocaleCode }) {
	const address = companyAddress(company, locale)
	const rows = [
		{ label: text.legalName, value: <span dir="ltr" lang="en">{company.legalName}</span> },
		{ label: text.trn, value: <span dir="ltr">{company.trn}</span> },
		// The address in the page's language when configured (COMPANY_ADDRESS_AR/_RU), else as configured, in English.
		{ label: text.address, value: <bdi lang={address === company.address ? 'en' : undefined}>{address}</bdi> },
	]
	return (
		<dl className="grid gap-4 text-sm sm:grid-cols-3">
			{rows.map((row) => (
				<div key={row.label}>
					<dt className="font-medium text-gray-700 dark:text-gray-300">{row.label}</dt>
					<dd className="mt-1 text-gray-900 dark:text-gray-100">{row.value}</dd>
				</div>
			))}
		</dl>
	)
}
