/**
 * The console's orders section (issue 19, item 1): `/console/orders/`, in English and Arabic
 * (formal MSA). `{{name}}` placeholders are filled with domain/text-template.ts. A missing Arabic
 * sentence is a type error.
 */
import type { ConsoleLocale } from '../../domain/console-permissions.ts'
import type { StaffRefundProblem } from '../../domain/staff-refund.ts'

export type OrdersMessages = {
	title: string
	searchLabel: string
	searchHint: string
	search: string
	none: string
	latest: string
	results: string
	columns: { order: string; date: string; customer: string; phone: string; plan: string; total: string; status: string }
	statuses: Record<'draft' | 'pending_payment' | 'paid' | 'failed' | 'cancelled', string>
	order: {
		title: string
		back: string
		customer: string
		contact: string
		plan: string
		total: string
		invoice: string
		paidAt: string
		account: string
		guest: string
		openCustomer: string
		attempts: string
		noAttempts: string
		attempt: { method: string; gateway: string; status: string; amount: string; reference: string; card: string; code: string; refunded: string; created: string }
		events: string
		noEvents: string
		event: { at: string; source: string; outcome: string; payload: string }
		refunds: string
		noRefunds: string
		refund: { creditNote: string; amount: string; reason: string; state: string; by: string; note: string; at: string; code: string }
		reasons: Record<'cancellation' | 'staff' | 'bag-deposit', string>
		states: Record<'pending' | 'confirmed' | 'failed', string>
		pendingHint: string
	}
	refundForm: {
		title: string
		left: string
		amount: string
		amountHint: string
		note: string
		noteHint: string
		submit: string
		notRefundable: string
		errors: Record<StaffRefundProblem, string>
	}
	refunded: { confirmed: string; pending: string }
	/** Giving up a pending refund (owners and managers): `{{creditNote}}`, `{{amount}}`. */
	giveUp: {
		title: string
		hint: string
		note: string
		noteHint: string
		submit: string
		errors: Record<'note-required' | 'note-too-long', string>
		done: string
		confirmedInstead: string
		busy: string
		unsure: string
		notPending: string
		/** In the refunds table: who gave it up and why. */
		by: string
	}
	unpaid: { title: string; resend: string; resendHint: string; cancel: string; cancelHint: string; sent: string; cancelled: string; notUnpaid: string }
	notFound: string
}

export const ORDERS_MESSAGES: Record<ConsoleLocale, OrdersMessages> = {
	en: {
		title: 'Orders',
		searchLabel: 'Order number, e-mail or phone',
		searchHint: 'KC-000123, part of an e-mail address, or a mobile number in any form.',
		search: 'Search',
		none: 'No order matches.',
		latest: 'Latest orders',
		results: 'Orders found',
		columns: { order: 'Order', date: 'Made', customer: 'Customer', phone: 'Mobile', plan: 'Plan', total: 'Total', status: 'Status' },
		statuses: { draft: 'Not paid yet', pending_payment: 'At the gateway', paid: 'Paid', failed: 'Payment failed', cancelled: 'Cancelled' },
		order: {
			title: 'Order {{number}}',
			back: 'Back to the orders',
			customer: 'Customer',
			contact: 'Contact',
			plan: 'Plan',
			total: 'Total',
			invoice: 'Invoice',
			paidAt: 'Paid',
			account: 'Account',
			guest: 'Guest order (no account)',
			openCustomer: 'Open the customer',
			attempts: 'Payment attempts',
			noAttempts: 'No payment was started.',
			attempt: { method: 'Method', gateway: 'Gateway', status: 'Status', amount: 'Amount', reference: 'Reference', card: 'Card', code: 'Gateway code', refunded: 'Refunded', created: 'Started' },
			events: 'What the gateway told us',
			noEvents: 'No answer from the gateway recorded.',
			event: { at: 'Received', source: 'Source', outcome: 'Outcome', payload: 'Answer' },
			refunds: 'Refunds and credit notes',
			noRefunds: 'Nothing refunded.',
			refund: { creditNote: 'Credit note', amount: 'Amount', reason: 'Reason', state: 'State', by: 'Given by', note: 'Staff note', at: 'Recorded', code: 'Last gateway code' },
			reasons: { cancellation: 'Plan cancelled by the customer', staff: 'Refund from the console', 'bag-deposit': 'Cool-bag deposit' },
			states: { pending: 'Pending: waiting for the payment provider', confirmed: 'Refunded (confirmed by the gateway)', failed: 'Given up' },
			pendingHint: 'A pending refund is sent again automatically until the gateway confirms it.',
		},
		refundForm: {
			title: 'Refund',
			left: 'Up to {{amount}} can still be refunded.',
			amount: 'Amount (AED)',
			amountHint: 'Including VAT. The whole amount left refunds the order in full.',
			note: 'Reason',
			noteHint: 'Kept with the refund and the audit log; the customer does not see it.',
			submit: 'Refund through the payment provider',
			notRefundable: 'Nothing of this order can be refunded: it is not paid, or everything has been refunded.',
			errors: {
				'amount-format': 'Enter an amount in dirhams, such as 120 or 120.50.',
				'amount-zero': 'Enter an amount above zero.',
				'amount-too-much': 'That is more than can still be refunded ({{amount}}).',
				'note-required': 'Say why the order is refunded.',
				'note-too-long': 'Keep the reason under 500 characters.',
			},
		},
		giveUp: {
			title: 'Give up refund {{creditNote}}',
			hint: 'Only when the payment provider will not make this refund. It is then no longer sent, the {{amount}} it reserved can be refunded again, and its credit note is withdrawn: it no longer lowers the invoice. The customer is never shown it as refunded. The payment provider is asked first whether it made the refund after all.',
			note: 'Why it is given up',
			noteHint: 'Kept with the refund and the audit log; the customer does not see it.',
			submit: 'Give up this refund',
			errors: { 'note-required': 'Say why the refund is given up.', 'note-too-long': 'Keep the reason under 500 characters.' },
			done: 'Refund of {{amount}} given up: no money went back, credit note {{creditNote}} is withdrawn, and the amount can be refunded again.',
			confirmedInstead: 'The payment provider had made this refund of {{amount}} after all: it is recorded as refunded (credit note {{creditNote}}), not given up.',
			busy: 'This refund is being sent to the payment provider right now, so it was not given up. Look again in a minute.',
			unsure: 'The payment provider could not tell us whether it made this refund, so it was not given up. It stays pending; try again later.',
			notPending: 'This refund is no longer pending: it was confirmed or given up already.',
			by: 'Given up by {{name}}: {{note}}',
		},
		refunded: {
			confirmed: 'Refunded {{amount}}: the payment provider confirmed it. Credit note {{creditNote}}.',
			pending: 'Refund of {{amount}} recorded (credit note {{creditNote}}); the payment provider has not confirmed it yet. It is sent again automatically.',
		},
		unpaid: {
			title: 'Unpaid order',
			resend: 'Send the payment link again',
			resendHint: 'E-mails the customer a new link to pay this order, valid 7 days.',
			cancel: 'Cancel this order',
			cancelHint: 'The customer can no longer pay it; a discount code it held is freed.',
			sent: 'The payment link was e-mailed to {{email}}.',
			cancelled: 'The order is cancelled.',
			notUnpaid: 'Only an unpaid order with no payment at the gateway can be changed here.',
		},
		notFound: 'No order has this number.',
	},
	ar: {
		title: 'الطلبات',
		searchLabel: 'رقم الطلب أو البريد الإلكتروني أو الهاتف',
		searchHint: 'مثل KC-000123، أو جزء من عنوان البريد الإلكتروني، أو رقم الجوال بأي صيغة.',
		search: 'بحث',
		none: 'لا يوجد طلب مطابق.',
		latest: 'أحدث الطلبات',
		results: 'الطلبات التي عُثر عليها',
		columns: { order: 'الطلب', date: 'تاريخ الإنشاء', customer: 'العميل', phone: 'الجوال', plan: 'الخطة', total: 'الإجمالي', status: 'الحالة' },
		statuses: { draft: 'لم يُدفع بعد', pending_payment: 'لدى بوابة الدفع', paid: 'مدفوع', failed: 'تعذّر الدفع', cancelled: 'ملغى' },
		order: {
			title: 'الطلب {{number}}',
			back: 'العودة إلى الطلبات',
			customer: 'العميل',
			contact: 'بيانات التواصل',
			plan: 'الخطة',
			total: 'الإجمالي',
			invoice: 'الفاتورة',
			paidAt: 'تاريخ الدفع',
			account: 'الحساب',
			guest: 'طلب زائر (دون حساب)',
			openCustomer: 'فتح ملف العميل',
			attempts: 'محاولات الدفع',
			noAttempts: 'لم تبدأ أي عملية دفع.',
			attempt: { method: 'الطريقة', gateway: 'البوابة', status: 'الحالة', amount: 'المبلغ', reference: 'المرجع', card: 'البطاقة', code: 'رمز البوابة', refunded: 'المبلغ المسترد', created: 'تاريخ البدء' },
			events: 'ردود بوابة الدفع',
			noEvents: 'لم يُسجَّل أي رد من البوابة.',
			event: { at: 'وقت الاستلام', source: 'المصدر', outcome: 'النتيجة', payload: 'الرد' },
			refunds: 'المبالغ المستردة والإشعارات الدائنة',
			noRefunds: 'لم يُسترد أي مبلغ.',
			refund: { creditNote: 'الإشعار الدائن', amount: 'المبلغ', reason: 'السبب', state: 'الحالة', by: 'بواسطة', note: 'ملاحظة الموظف', at: 'تاريخ التسجيل', code: 'آخر رمز من البوابة' },
			reasons: { cancellation: 'ألغى العميل الخطة', staff: 'استرداد من لوحة التحكم', 'bag-deposit': 'تأمين الحقيبة المبرّدة' },
			states: { pending: 'قيد الانتظار: بانتظار مزوّد الدفع', confirmed: 'تم الاسترداد (أكدته البوابة)', failed: 'تم التخلي عنه' },
			pendingHint: 'يُعاد إرسال الاسترداد المعلّق تلقائيًا إلى أن تؤكده البوابة.',
		},
		refundForm: {
			title: 'استرداد',
			left: 'يمكن استرداد ما يصل إلى {{amount}}.',
			amount: 'المبلغ (بالدرهم)',
			amountHint: 'شاملًا ضريبة القيمة المضافة. استرداد كامل المبلغ المتبقي يسترد الطلب بالكامل.',
			note: 'السبب',
			noteHint: 'يُحفظ مع الاسترداد وفي سجل التدقيق، ولا يراه العميل.',
			submit: 'الاسترداد عبر مزوّد الدفع',
			notRefundable: 'لا يمكن استرداد أي مبلغ من هذا الطلب: فهو غير مدفوع، أو استُرد بالكامل.',
			errors: {
				'amount-format': 'أدخل مبلغًا بالدرهم، مثل 120 أو 120.50.',
				'amount-zero': 'أدخل مبلغًا أكبر من صفر.',
				'amount-too-much': 'هذا المبلغ أكبر مما يمكن استرداده ({{amount}}).',
				'note-required': 'اذكر سبب الاسترداد.',
				'note-too-long': 'يجب ألا يتجاوز السبب 500 حرف.',
			},
		},
		giveUp: {
			title: 'التخلي عن الاسترداد {{creditNote}}',
			hint: 'لا يُستخدم إلا إذا كان مزوّد الدفع لن ينفّذ هذا الاسترداد. عندها يتوقف إرساله، ويصبح المبلغ المحجوز له ({{amount}}) قابلًا للاسترداد من جديد، ويُسحب إشعاره الدائن فلا يعود يُنقص قيمة الفاتورة. ولا يظهر للعميل أبدًا أنه استُرد. ويُسأل مزوّد الدفع أولًا عمّا إذا كان قد نفّذ الاسترداد.',
			note: 'سبب التخلي',
			noteHint: 'يُحفظ مع الاسترداد وفي سجل التدقيق، ولا يراه العميل.',
			submit: 'التخلي عن هذا الاسترداد',
			errors: { 'note-required': 'اذكر سبب التخلي عن الاسترداد.', 'note-too-long': 'يجب ألا يتجاوز السبب 500 حرف.' },
			done: 'تم التخلي عن استرداد {{amount}}: لم يُردّ أي مبلغ، وسُحب الإشعار الدائن {{creditNote}}، ويمكن استرداد المبلغ من جديد.',
			confirmedInstead: 'تبيّن أن مزوّد الدفع نفّذ استرداد {{amount}}، فسُجّل مستردًا (الإشعار الدائن {{creditNote}}) ولم يُتخلَّ عنه.',
			busy: 'يجري إرسال هذا الاسترداد إلى مزوّد الدفع الآن، لذا لم يُتخلَّ عنه. أعد المحاولة بعد دقيقة.',
			unsure: 'تعذّر أن يؤكد مزوّد الدفع ما إذا كان قد نفّذ هذا الاسترداد، لذا لم يُتخلَّ عنه. يبقى قيد الانتظار؛ أعد المحاولة لاحقًا.',
			notPending: 'لم يعد هذا الاسترداد قيد الانتظار: فقد أُكّد أو تم التخلي عنه.',
			by: 'تخلّى عنه {{name}}: {{note}}',
		},
		refunded: {
			confirmed: 'تم استرداد {{amount}} وأكده مزوّد الدفع. الإشعار الدائن {{creditNote}}.',
			pending: 'سُجّل استرداد {{amount}} (الإشعار الدائن {{creditNote}})، ولم يؤكده مزوّد الدفع بعد. سيُعاد إرساله تلقائيًا.',
		},
		unpaid: {
			title: 'طلب غير مدفوع',
			resend: 'إعادة إرسال رابط الدفع',
			resendHint: 'يُرسل إلى العميل بالبريد الإلكتروني رابطًا جديدًا لدفع هذا الطلب، صالحًا لمدة 7 أيام.',
			cancel: 'إلغاء هذا الطلب',
			cancelHint: 'لن يتمكن العميل من دفعه بعد ذلك، ويُحرَّر أي رمز خصم كان محجوزًا له.',
			sent: 'أُرسل رابط الدفع إلى {{email}}.',
			cancelled: 'أُلغي الطلب.',
			notUnpaid: 'لا يمكن التعديل هنا إلا على طلب غير مدفوع ليست له عملية دفع لدى البوابة.',
		},
		notFound: 'لا يوجد طلب بهذا الرقم.',
	},
}
