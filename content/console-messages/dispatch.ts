/**
 * The dispatch section's words (issue 19 item 4: /console/dispatch/), English and Arabic (formal
 * MSA). `{{name}}` placeholders are filled by domain/text-template.ts.
 */
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { PluralForms } from '../../domain/text-template.ts'

export type DispatchMessages = {
	title: string
	intro: string
	date: string
	show: string
	today: string
	tomorrow: string
	invalidDate: string
	outsideDates: string
	csv: string
	printHint: string
	/** Filled with `stops`, `deliver` and `collect`, each its counted phrase (stopCount, bagCount). */
	summary: string
	stopCount: PluralForms
	bagCount: PluralForms
	noDeliveries: string
	group: string
	order: string
	customer: string
	phone: string
	address: string
	flat: string
	landmark: string
	instructions: string
	map: string
	bags: string
	bagsDeliver: string
	bagsCollect: string
	state: string
	states: Record<'scheduled' | 'delivered' | 'failed', string>
	actions: string
	collectBag: string
	markFailed: string
	collected: string
	failed: string
	noBag: string
	notFailable: string
	notFound: string
}

export const DISPATCH_MESSAGES: Record<ConsoleLocale, DispatchMessages> = {
	en: {
		title: 'Delivery manifest',
		intro: 'Where each delivery of a day goes, by emirate, area and slot.',
		date: 'Delivery date',
		show: 'Show',
		today: 'Today',
		tomorrow: 'Tomorrow',
		invalidDate: 'That is not a date. Showing tomorrow instead.',
		outsideDates: 'Dispatch sees the manifests of yesterday, today and tomorrow only. Ask a manager for another day.',
		csv: 'Download CSV (route software)',
		printHint: 'Print this page, or download the CSV.',
		summary: '{{stops}}, {{deliver}} to deliver, {{collect}} to collect',
		stopCount: { one: '{{count}} delivery', other: '{{count}} deliveries' },
		bagCount: { one: '{{count}} bag', other: '{{count}} bags' },
		noDeliveries: 'No deliveries on this day.',
		group: '{{emirate}}, {{area}}: {{slot}}',
		order: 'Order',
		customer: 'Customer',
		phone: 'Phone',
		address: 'Address',
		flat: 'Flat {{flat}}',
		landmark: 'Landmark: {{landmark}}',
		instructions: 'Instructions',
		map: 'Map pin',
		bags: 'Bags',
		bagsDeliver: 'Deliver {{count}}',
		bagsCollect: 'Collect {{count}}',
		state: 'State',
		states: { scheduled: 'To deliver', delivered: 'Delivered', failed: 'Failed' },
		actions: 'Actions',
		collectBag: 'Bag collected',
		markFailed: 'Nobody home: failed',
		collected: 'Bag recorded as collected for order {{order}}; its deposit refund has been started.',
		failed: 'Delivery for order {{order}} recorded as failed; the customer’s calendar shows it.',
		noBag: 'This customer holds no bag that is not already collected.',
		notFailable: 'Only a delivery still to deliver, on today or an earlier day, can be marked failed.',
		notFound: 'No such delivery on this manifest.',
	},
	ar: {
		title: 'بيان التوصيل',
		intro: 'وجهة كل توصيلة في يوم معيّن، حسب الإمارة والمنطقة والموعد.',
		date: 'تاريخ التوصيل',
		show: 'عرض',
		today: 'اليوم',
		tomorrow: 'غدًا',
		invalidDate: 'هذا ليس تاريخًا صالحًا. يُعرض بيان الغد بدلًا منه.',
		outsideDates: 'يطّلع فريق التوصيل على بيانات الأمس واليوم والغد فقط. اطلب من أحد المديرين الاطلاع على يوم آخر.',
		csv: 'تنزيل ملف CSV (لبرنامج المسارات)',
		printHint: 'اطبع هذه الصفحة، أو نزّل ملف CSV.',
		summary: 'عدد التوصيلات: {{stops}}، حقائب للتسليم: {{deliver}}، حقائب للاستلام: {{collect}}',
		// Counted as "the number of …: N", which needs no plural form of the noun.
		stopCount: { other: '{{count}}' },
		bagCount: { other: '{{count}}' },
		noDeliveries: 'لا توجد توصيلات في هذا اليوم.',
		group: '{{emirate}}، {{area}}: {{slot}}',
		order: 'الطلب',
		customer: 'العميل',
		phone: 'الهاتف',
		address: 'العنوان',
		flat: 'الشقة {{flat}}',
		landmark: 'معلم قريب: {{landmark}}',
		instructions: 'التعليمات',
		map: 'الموقع على الخريطة',
		bags: 'الحقائب',
		bagsDeliver: 'تسليم {{count}}',
		bagsCollect: 'استلام {{count}}',
		state: 'الحالة',
		states: { scheduled: 'قيد التوصيل', delivered: 'تم التوصيل', failed: 'تعذّر التوصيل' },
		actions: 'الإجراءات',
		collectBag: 'تم استلام الحقيبة',
		markFailed: 'لا أحد في المنزل: تعذّر التوصيل',
		collected: 'سُجّل استلام الحقيبة للطلب {{order}}، وبدأ ردّ مبلغ التأمين.',
		failed: 'سُجّل تعذّر التوصيل للطلب {{order}}، ويظهر ذلك في تقويم العميل.',
		noBag: 'لا يحمل هذا العميل أي حقيبة لم تُستلم بعد.',
		notFailable: 'لا يمكن تسجيل تعذّر التوصيل إلا لتوصيلة لم تُسلَّم بعد، في اليوم أو في يوم سابق.',
		notFound: 'لا توجد هذه التوصيلة في هذا البيان.',
	},
}
