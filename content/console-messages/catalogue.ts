/**
 * The console's catalogue section (issue 18, item 2): `/console/catalogue/`, in English and Arabic
 * (formal MSA). `{{name}}` placeholders are filled with domain/text-template.ts.
 */
import type { KcalFormProblem } from '../../domain/catalogue/kcal-form.ts'
import type { PriceFormProblem } from '../../domain/catalogue/price-form.ts'
import type { ConsoleLocale } from '../../domain/console-permissions.ts'

export type CatalogueMessages = {
	title: string
	intro: string
	plan: string
	size: string
	status: string
	active: string
	retired: string
	prices: string
	sizes: Record<string, string>
	pricesTitle: string
	back: string
	daysPerWeek: string
	weeks: string
	perDay: string
	from: string
	fromHint: string
	save: string
	saved: string
	scheduled: string
	noScheduled: string
	history: string
	noHistory: string
	when: string
	choice: string
	price: string
	choiceText: string
	retire: string
	retireConfirm: string
	retiredNotice: string
	retiredNote: string
	notFound: string
	problems: Record<PriceFormProblem, string>
	calories: {
		heading: string
		intro: string
		min: string
		max: string
		hint: string
		save: string
		saved: string
		problems: Record<KcalFormProblem, string>
	}
}

export const CATALOGUE_MESSAGES: Record<ConsoleLocale, CatalogueMessages> = {
	en: {
		title: 'Plans and prices',
		intro: 'Each plan size with its prices per day. A price change can start now or on a date; the old price stays in the history, and orders already placed keep the price they were placed at.',
		plan: 'Plan',
		size: 'Size',
		status: 'Status',
		active: 'Offered',
		retired: 'Retired',
		prices: 'Prices',
		sizes: { regular: 'Regular', plus: 'Plus' },
		pricesTitle: 'Prices of {{plan}} ({{size}})',
		back: 'All plans',
		daysPerWeek: 'Days a week',
		weeks: 'Weeks',
		perDay: 'AED per day',
		from: 'In force from',
		fromHint: 'Leave empty for now. A date starts at midnight, UAE time.',
		save: 'Save prices',
		saved: 'The prices are saved.',
		scheduled: 'Scheduled changes',
		noScheduled: 'No change is scheduled.',
		history: 'History',
		noHistory: 'The prices have not been changed since the catalogue was set up.',
		when: 'From',
		choice: 'Choice',
		price: 'AED per day',
		choiceText: '{{days}} days a week, {{weeks}} weeks',
		retire: 'Retire this size',
		retireConfirm: 'Retire {{plan}} ({{size}})? It is no longer offered; orders and plans that have it keep it.',
		retiredNotice: '{{plan}} ({{size}}) is retired.',
		retiredNote: 'This size is retired: it is no longer offered, and its prices can no longer be changed.',
		notFound: 'There is no such plan size.',
		problems: {
			price: 'Enter a whole number of dirhams from 1 to 10,000.',
			from: 'Enter a date as YYYY-MM-DD.',
			past: 'The date has passed. Choose today or a later day.',
			unchanged: 'No price was changed.',
		},
		calories: {
			heading: 'Calories a day',
			intro: 'The range the plan pages and the order form show for this size. It changes at once; orders keep their plan and price, and never showed calories of their own.',
			min: 'From (kcal a day)',
			max: 'To (kcal a day)',
			hint: 'A whole number from 800 to 5,000.',
			save: 'Save the calories',
			saved: 'The calories are saved.',
			problems: {
				kcal: 'Enter a whole number of kcal from 800 to 5,000.',
				'kcal-order': 'The upper end cannot be below the lower end.',
				unchanged: 'The calories were not changed.',
			},
		},
	},
	ar: {
		title: 'الخطط والأسعار',
		intro: 'كل حجم من أحجام الخطط مع أسعاره اليومية. يمكن أن يسري تغيير السعر الآن أو من تاريخ محدد؛ ويبقى السعر السابق في السجل، وتحتفظ الطلبات المقدَّمة بالسعر الذي قُدِّمت به.',
		plan: 'الخطة',
		size: 'الحجم',
		status: 'الحالة',
		active: 'متاح',
		retired: 'موقوف',
		prices: 'الأسعار',
		sizes: { regular: 'العادي', plus: 'الكبير' },
		pricesTitle: 'أسعار {{plan}} ({{size}})',
		back: 'جميع الخطط',
		daysPerWeek: 'أيام في الأسبوع',
		weeks: 'الأسابيع',
		perDay: 'درهم لليوم',
		from: 'يسري اعتبارًا من',
		fromHint: 'اتركه فارغًا ليسري الآن. يبدأ التاريخ عند منتصف الليل بتوقيت الإمارات.',
		save: 'حفظ الأسعار',
		saved: 'تم حفظ الأسعار.',
		scheduled: 'التغييرات المجدولة',
		noScheduled: 'لا يوجد تغيير مجدول.',
		history: 'السجل',
		noHistory: 'لم تتغير الأسعار منذ إعداد الكتالوج.',
		when: 'اعتبارًا من',
		choice: 'الاختيار',
		price: 'درهم لليوم',
		choiceText: '{{days}} أيام في الأسبوع، {{weeks}} أسابيع',
		retire: 'إيقاف هذا الحجم',
		retireConfirm: 'إيقاف {{plan}} ({{size}})؟ لن يُعرض بعد الآن، وتحتفظ به الطلبات والخطط التي تتضمنه.',
		retiredNotice: 'تم إيقاف {{plan}} ({{size}}).',
		retiredNote: 'هذا الحجم موقوف: لم يعد معروضًا، ولا يمكن تغيير أسعاره.',
		notFound: 'لا يوجد حجم خطة بهذا الاسم.',
		problems: {
			price: 'أدخل عددًا صحيحًا من الدراهم بين 1 و10,000.',
			from: 'أدخل التاريخ بالصيغة YYYY-MM-DD.',
			past: 'هذا التاريخ قد مضى. اختر اليوم أو يومًا لاحقًا.',
			unchanged: 'لم يتغير أي سعر.',
		},
		calories: {
			heading: 'السعرات الحرارية اليومية',
			intro: 'النطاق الذي تعرضه صفحات الخطط ونموذج الطلب لهذا الحجم. يسري التغيير فورًا، وتحتفظ الطلبات بخطتها وسعرها، ولا تتضمن سعرات حرارية خاصة بها.',
			min: 'من (kcal يوميًا)',
			max: 'إلى (kcal يوميًا)',
			hint: 'عدد صحيح بين 800 و5,000.',
			save: 'حفظ السعرات الحرارية',
			saved: 'تم حفظ السعرات الحرارية.',
			problems: {
				kcal: 'أدخل عددًا صحيحًا من kcal بين 800 و5,000.',
				'kcal-order': 'لا يمكن أن يكون الحد الأعلى أقل من الحد الأدنى.',
				unchanged: 'لم تتغير السعرات الحرارية.',
			},
		},
	},
}
