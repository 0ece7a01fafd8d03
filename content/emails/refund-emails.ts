/**
 * The e-mails about cancelling a plan and its refund, in the order's language
 * (server/mail/refund-templates.ts lays them out): the cancellation, queued in the transaction that
 * cancels the days; the refund confirmed, queued when the payment provider has confirmed it (never
 * before); and the refund given up, queued in the transaction in which staff give it up.
 * Words follow docs/glossary.md.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type RefundEmailTexts = {
	cancelled: {
		subject: string
		/** {{name}}. */
		greeting: string
		/** {{days}}, {{first}}, {{last}}. */
		intro: string
		/** {{amount}}, {{vat}}. */
		refund: string
		noRefund: string
		/** {{dates}}. */
		stillDelivered: string
		deposit: string
		creditNote: string
	}
	confirmed: {
		/** {{amount}}. */
		subject: string
		greeting: string
		/** {{amount}}, {{order}}. */
		body: string
		bank: string
		creditNote: string
	}
	/** The payment provider never made the refund and staff gave it up (docs/payments.md). */
	givenUp: {
		/** {{amount}}. */
		subject: string
		greeting: string
		/** {{amount}}, {{order}}. */
		body: string
		next: string
	}
	signOff: string
	team: string
}

export const REFUND_EMAILS: Record<LocaleCode, RefundEmailTexts> = {
	en: {
		cancelled: {
			subject: 'Your kcal plan is cancelled',
			greeting: 'Hello {{name}},',
			intro: 'We have cancelled {{days}} delivery days of your plan, from {{first}} to {{last}}.',
			refund: 'Refund: {{amount}}, including VAT of {{vat}}. It goes back to the card or Tabby account you paid with; we will e-mail you again as soon as the payment provider confirms it.',
			noRefund: 'With the cancellation fee of your plan, there is nothing to refund.',
			stillDelivered: 'These days were already past the cut-off and will still be delivered: {{dates}}.',
			deposit: 'The cool-bag deposit is not part of this refund: it comes back when we collect the bag.',
			creditNote: 'Your tax credit note:',
		},
		confirmed: {
			subject: 'Your refund of {{amount}} is confirmed',
			greeting: 'Hello {{name}},',
			body: 'The payment provider has confirmed the refund of {{amount}} for order {{order}}.',
			bank: 'Depending on your bank, it can take a few working days to show on your statement.',
			creditNote: 'Your tax credit note:',
		},
		givenUp: {
			subject: 'Your refund of {{amount}} could not be completed online',
			greeting: 'Hello {{name}},',
			body: 'The payment provider could not return {{amount}} for order {{order}} to the card or Tabby account you paid with, so the refund could not be completed online.',
			next: 'Our customer care team will contact you to arrange it another way. The tax credit note for it is withdrawn.',
		},
		signOff: 'With care,',
		team: 'The kcal team',
	},
	'ar-ae': {
		cancelled: {
			subject: 'تم إلغاء خطتك من kcal',
			greeting: 'مرحبًا {{name}}،',
			intro: 'ألغينا {{days}} من أيام التوصيل في خطتك، من {{first}} إلى {{last}}.',
			refund: 'استرداد المبلغ: {{amount}} شاملًا ضريبة القيمة المضافة بقيمة {{vat}}. نردّ المبلغ إلى البطاقة أو حساب تابي الذي دفعت به، وسنراسلك مجددًا فور تأكيد مزوّد الدفع.',
			noRefund: 'بعد خصم رسوم الإلغاء في خطتك، لا يتبقى مبلغ للاسترداد.',
			stillDelivered: 'تجاوزت هذه الأيام آخر موعد للتعديل وسيتم توصيلها: {{dates}}.',
			deposit: 'لا يشمل هذا الاسترداد تأمين الحقيبة المبرّدة: نردّه عند استلامنا الحقيبة.',
			creditNote: 'الإشعار الدائن الضريبي الخاص بك:',
		},
		confirmed: {
			subject: 'تم تأكيد استرداد المبلغ {{amount}}',
			greeting: 'مرحبًا {{name}}،',
			body: 'أكّد مزوّد الدفع استرداد المبلغ {{amount}} عن الطلب {{order}}.',
			bank: 'قد يستغرق ظهوره في كشف حسابك بضعة أيام عمل بحسب البنك.',
			creditNote: 'الإشعار الدائن الضريبي الخاص بك:',
		},
		givenUp: {
			subject: 'تعذّر إتمام استرداد المبلغ {{amount}} عبر الإنترنت',
			greeting: 'مرحبًا {{name}}،',
			body: 'لم يتمكن مزوّد الدفع من ردّ المبلغ {{amount}} عن الطلب {{order}} إلى البطاقة أو حساب تابي الذي دفعت به، لذا تعذّر إتمام الاسترداد عبر الإنترنت.',
			next: 'سيتواصل معك فريق خدمة العملاء لترتيب ردّه بطريقة أخرى. وقد سُحب الإشعار الدائن الضريبي الخاص به.',
		},
		signOff: 'مع أطيب التمنيات،',
		team: 'فريق kcal',
	},
	'ru-ae': {
		cancelled: {
			subject: 'Ваш план kcal отменён',
			greeting: 'Здравствуйте, {{name}}!',
			intro: 'Мы отменили дни доставки вашего плана ({{days}}): с {{first}} по {{last}}.',
			refund: 'Возврат денег: {{amount}}, включая НДС {{vat}}. Деньги вернутся на карту или в Tabby, откуда вы платили; напишем ещё раз, как только платёжная система подтвердит возврат.',
			noRefund: 'С учётом платы за отмену по вашему плану возвращать нечего.',
			stillDelivered: 'У этих дней уже прошёл крайний срок изменений, их привезут: {{dates}}.',
			deposit: 'Залог за термосумку в этот возврат не входит: его вернём, когда заберём сумку.',
			creditNote: 'Ваш корректировочный налоговый счёт:',
		},
		confirmed: {
			subject: 'Возврат денег подтверждён: {{amount}}',
			greeting: 'Здравствуйте, {{name}}!',
			body: 'Платёжная система подтвердила возврат денег — {{amount}} — по заказу {{order}}.',
			bank: 'В выписке банка он может появиться через несколько рабочих дней.',
			creditNote: 'Ваш корректировочный налоговый счёт:',
		},
		givenUp: {
			subject: 'Возврат денег ({{amount}}) не удалось провести онлайн',
			greeting: 'Здравствуйте, {{name}}!',
			body: 'Платёжная система не смогла вернуть {{amount}} по заказу {{order}} на карту или в Tabby, откуда вы платили, поэтому провести возврат онлайн не удалось.',
			next: 'Служба поддержки свяжется с вами, чтобы вернуть деньги другим способом. Корректировочный налоговый счёт по этому возврату отозван.',
		},
		signOff: 'С заботой,',
		team: 'Команда kcal',
	},
}
