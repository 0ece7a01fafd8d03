/** The supplier block of a tax invoice and a tax credit note: name, registered address and TRN. */
import type { CompanySettings } from '../../context.ts'
import { useTranslation } from '../../i18n/i18n.tsx'
import { companyAddress } from '../../utils/company-address.ts'
import { ExampleDetailsNote } from '../example-details-note.tsx'

export function SupplierDetails({ company, labels }: { company: CompanySettings; labels: { supplier: string; trn: string } }) {
	const { locale } = useTranslation()
	// The supplier's details are written in English; an Arabic or Russian document adds the address in its language.
	const localAddress = companyAddress(company, locale.code)
	return (
		<div>
			<dl className="text-sm">
				<dt className="font-semibold">{labels.supplier}</dt>
				<dd lang="en" dir="ltr" className="mt-1">
					<span className="block">{company.legalName}</span>
					<span className="block">{company.address}</span>
					{localAddress !== company.address && (
						<span className="block" lang={locale.htmlLang} dir={locale.dir}>
							{localAddress}
						</span>
					)}
				</dd>
				<dt className="mt-3 font-semibold">{labels.trn}</dt>
				<dd dir="ltr" className="mt-1 tabular-nums">
					{company.trn}
				</dd>
			</dl>
			<ExampleDetailsNote company={company} kind="document" className="mt-3" />
		</div>
	)
}
