/**
 * The Today page's words (issue 19 item 7: /console/today/), English and Arabic (formal MSA).
 * `{{name}}` placeholders are filled by domain/text-template.ts.
 */
import type { ConsoleLocale } from '../../domain/console-permissions.ts'

export type TodayMessages = {
	title: string
	intro: string
	ordersTitle: string
	paidOrders: string
	gross: string
	vat: string
	deposits: string
	net: string
	refunds: string
	refundsPending: string
	refundedAmount: string
	refundedVat: string
	plansTitle: string
	activePlans: string
	pausedToday: string
	pausedWeek: string
	tomorrowDeliveries: string
	tomorrowMeals: string
	final: string
	provisional: string
	kitchenLink: string
	funnelTitle: string
	funnelNote: string
	funnel: { leads: string; accounts: string; ordersMade: string; ordersAtPayment: string; ordersPaid: string }
}

export const TODAY_MESSAGES: Record<ConsoleLocale, TodayMessages> = {
	en: {
		title: 'Today',
		intro: 'Figures for {{date}} (UAE time) as they were when this page was opened: reload it for fresh ones.',
		ordersTitle: 'Orders and revenue',
		paidOrders: 'Orders paid today',
		gross: 'Gross (VAT and deposits included)',
		vat: 'VAT',
		deposits: 'Cool-bag deposits (refundable, not revenue)',
		net: 'Net revenue',
		refunds: 'Refunds recorded today',
		refundsPending: 'Still waiting for the payment provider',
		refundedAmount: 'Refunded (VAT included)',
		refundedVat: 'VAT in the refunds',
		plansTitle: 'Plans and deliveries',
		activePlans: 'Active plans',
		pausedToday: 'Paused delivery days today',
		pausedWeek: 'Paused delivery days this week ({{from}} to {{to}})',
		tomorrowDeliveries: 'Deliveries tomorrow ({{date}})',
		tomorrowMeals: 'Meals tomorrow',
		final: 'Final',
		provisional: 'Provisional until the cut-off',
		kitchenLink: "Tomorrow's production sheet",
		funnelTitle: 'Funnel today',
		funnelNote:
			"The site's analytics events go from the visitor's browser to the measurement tools the visitor agreed to; the server stores none of them. These are the steps the server itself records.",
		funnel: {
			leads: 'Leads (lead form)',
			accounts: 'New accounts',
			ordersMade: 'Orders made',
			ordersAtPayment: 'Orders made today that reached a payment',
			ordersPaid: 'Orders made today and paid',
		},
	},
	ar: {
		title: 'اليوم',
		intro: 'أرقام يوم {{date}} (بتوقيت الإمارات) كما كانت عند فتح هذه الصفحة، فأعد تحميلها للاطلاع على أحدثها.',
		ordersTitle: 'الطلبات والإيرادات',
		paidOrders: 'الطلبات المدفوعة اليوم',
		gross: 'الإجمالي (شاملًا ضريبة القيمة المضافة والتأمين)',
		vat: 'ضريبة القيمة المضافة',
		deposits: 'تأمين الحقيبة المبرّدة (يُردّ، وليس إيرادًا)',
		net: 'صافي الإيرادات',
		refunds: 'المبالغ المستردة المسجّلة اليوم',
		refundsPending: 'ما زال بانتظار مزوّد الدفع',
		refundedAmount: 'المبلغ المسترد (شاملًا ضريبة القيمة المضافة)',
		refundedVat: 'ضريبة القيمة المضافة في المبالغ المستردة',
		plansTitle: 'الخطط والتوصيل',
		activePlans: 'الخطط النشطة',
		pausedToday: 'أيام التوصيل الموقوفة مؤقتًا اليوم',
		pausedWeek: 'أيام التوصيل الموقوفة مؤقتًا هذا الأسبوع (من {{from}} إلى {{to}})',
		tomorrowDeliveries: 'توصيلات الغد ({{date}})',
		tomorrowMeals: 'وجبات الغد',
		final: 'نهائي',
		provisional: 'مبدئي حتى آخر موعد للتعديل',
		kitchenLink: 'كشف إنتاج الغد',
		funnelTitle: 'مراحل الشراء اليوم',
		funnelNote: 'تُرسَل أحداث التحليلات في الموقع من متصفح الزائر إلى أدوات القياس التي وافق عليها، ولا يخزّن الخادم أيًّا منها. وهذه هي المراحل التي يسجّلها الخادم نفسه.',
		funnel: {
			leads: 'العملاء المحتملون (نموذج الاهتمام)',
			accounts: 'الحسابات الجديدة',
			ordersMade: 'الطلبات المُنشأة',
			ordersAtPayment: 'طلبات اليوم التي وصلت إلى الدفع',
			ordersPaid: 'طلبات اليوم المدفوعة',
		},
	},
}
