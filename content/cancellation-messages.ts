/**
 * What cancelling a plan says, in each language: the API's answers (server/api/v1/cancellations.ts),
 * the account's cancel page with its arithmetic (app/routes/cancel-plan.tsx) and the tax credit
 * note (app/routes/credit-note.tsx). Words follow docs/glossary.md (cancel, refund, credit note,
 * delivery day, cut-off, cool-bag deposit). {{placeholders}} are filled by the page or the API.
 */
import type { LocaleCode } from '../domain/locale.ts'

export type CancellationTexts = {
	api: {
		/** The plan has no day left that can still be cancelled. */
		nothingToCancel: string
		/** The refund confirmed is not the one due now: the cut-off passed meanwhile. */
		quoteChanged: string
		/** expected_refund is not a whole number of fils. */
		invalidExpected: string
		/** {{amount}}: the refund in AED. */
		cancelled: string
		/** The plan's fee took the whole amount: nothing goes back. */
		cancelledNoRefund: string
	}
	page: {
		title: string
		intro: string
		/** {{date}}: the first delivery day that can still be cancelled. */
		fromDate: string
		days: string
		dayPrice: string
		/** {{days}}, {{price}}: "12 × AED 104.25". */
		multiplication: string
		/** {{percent}}. */
		fee: string
		/** Of this order's food, what customer care had already refunded and is deducted here. */
		alreadyRefunded: string
		refund: string
		/** {{vat}}. */
		vatIncluded: string
		/** One part per order when a renewal paid some days at another price: {{order}}. */
		forOrder: string
		/** Under the parts, when there are several: what all of them give back. */
		totalRefund: string
		/** {{dates}}: days past the cut-off that still come. */
		stillDelivered: string
		deposit: string
		whereMoneyGoes: string
		confirm: string
		keep: string
		nothingToCancel: string
		quoteChanged: string
		done: string
		backToPlan: string
		refundPending: string
		refundConfirmed: string
		/** A refund staff gave up (the gateway would not make it): never shown as refunded. */
		refundGivenUp: string
		/** {{number}}: CN-0000042. */
		creditNoteLink: string
		notFound: string
	}
	creditNote: {
		heading: string
		number: string
		issued: string
		supplier: string
		trn: string
		recipient: string
		invoice: string
		/** {{number}}, {{date}}. */
		invoiceValue: string
		reason: string
		/** {{days}}, {{dates}}. */
		reasonText: string
		/** A refund customer care agreed with the customer (the console), not tied to days. */
		reasonRefund: string
		valueOnInvoice: string
		valueBefore: string
		correctedValue: string
		difference: string
		/** {{rate}}. */
		vatOnDifference: string
		differenceNet: string
		refundState: string
		pending: string
		confirmed: string
		/** The refund was given up: the credit note is withdrawn (docs/payments.md). */
		withdrawn: string
		print: string
	}
}

export const CANCELLATION_TEXTS: Record<LocaleCode, CancellationTexts> = {
	en: {
		api: {
			nothingToCancel: 'There are no delivery days left that can still be cancelled: the remaining ones are past the cut-off and will be delivered.',
			quoteChanged: 'The refund has changed since you saw it (a day has passed its cut-off). Please check the new amount and confirm again.',
			invalidExpected: 'The refund amount must be a whole number of fils.',
			cancelled: 'Your plan is cancelled. We are refunding {{amount}} to the way you paid.',
			cancelledNoRefund: 'Your plan is cancelled. With its cancellation fee, there is nothing to refund.',
		},
		page: {
			title: 'Cancel your plan',
			intro: 'Cancelling ends the delivery days that can still be changed. You get back what you paid for those days.',
			fromDate: 'Days you can still cancel start on {{date}}.',
			days: 'Delivery days to cancel',
			dayPrice: 'Price of one day as you paid it',
			multiplication: '{{days}} × {{price}}',
			fee: 'Cancellation fee ({{percent}}%)',
			alreadyRefunded: 'Already refunded by our customer care team',
			refund: 'Refund',
			vatIncluded: 'including VAT of {{vat}}',
			forOrder: 'Days paid with order {{order}}',
			totalRefund: 'Total refund',
			stillDelivered: 'These days are past the cut-off and will still be delivered: {{dates}}.',
			deposit: 'The cool-bag deposit is not part of this refund: it comes back when we collect the bag.',
			whereMoneyGoes: 'The refund goes back to the card or Tabby account you paid with. We show it as done only once the payment provider confirms it.',
			confirm: 'Cancel the remaining days',
			keep: 'Keep my plan',
			nothingToCancel: 'There are no delivery days left that can still be cancelled.',
			quoteChanged: 'The refund changed while you were on this page, because a day passed its cut-off. Here is the new amount.',
			done: 'Your plan is cancelled.',
			backToPlan: 'Back to My plan',
			refundPending: 'Refund of {{amount}}: requested, waiting for the payment provider to confirm it.',
			refundConfirmed: 'Refund of {{amount}}: confirmed by the payment provider.',
			refundGivenUp: 'Refund of {{amount}}: not made by the payment provider. Please contact our customer care team about it.',
			creditNoteLink: 'Tax credit note {{number}}',
			notFound: 'We could not find this plan in your account.',
		},
		creditNote: {
			heading: 'Tax credit note',
			number: 'Credit note number',
			issued: 'Date of issue',
			supplier: 'Supplier',
			trn: 'TRN',
			recipient: 'Customer',
			invoice: 'Corrects tax invoice',
			invoiceValue: '{{number}} of {{date}}',
			reason: 'Reason',
			reasonText: 'Cancellation of {{days}} delivery days: {{dates}}.',
			reasonRefund: 'Refund agreed with customer care (price adjustment).',
			valueOnInvoice: 'Value of the supply on the invoice',
			valueBefore: 'Value before this credit note',
			correctedValue: 'Correct value',
			difference: 'Difference (VAT included)',
			vatOnDifference: 'VAT on the difference ({{rate}}%)',
			differenceNet: 'Difference without VAT',
			refundState: 'Refund',
			pending: 'requested, waiting for the payment provider to confirm it',
			confirmed: 'confirmed by the payment provider',
			withdrawn: 'not made: the payment provider did not make this refund, so this credit note is withdrawn and no longer corrects the invoice',
			print: 'Print',
		},
	},
	'ar-ae': {
		api: {
			nothingToCancel: 'لا توجد أيام توصيل يمكن إلغاؤها الآن: الأيام المتبقية تجاوزت آخر موعد للتعديل وسيتم توصيلها.',
			quoteChanged: 'تغيّر مبلغ الاسترداد منذ أن اطّلعت عليه (تجاوز أحد الأيام آخر موعد للتعديل). يُرجى مراجعة المبلغ الجديد والتأكيد مرة أخرى.',
			invalidExpected: 'يجب أن يكون مبلغ الاسترداد عددًا صحيحًا من الفلوس.',
			cancelled: 'تم إلغاء الخطة. نردّ المبلغ {{amount}} إلى وسيلة الدفع التي استخدمتها.',
			cancelledNoRefund: 'تم إلغاء الخطة. بعد خصم رسوم الإلغاء، لا يتبقى مبلغ للاسترداد.',
		},
		page: {
			title: 'إلغاء الخطة',
			intro: 'يُنهي الإلغاء أيام التوصيل التي لا يزال تعديلها ممكنًا، ونردّ المبلغ الذي دفعته عن تلك الأيام.',
			fromDate: 'تبدأ الأيام التي يمكنك إلغاؤها في {{date}}.',
			days: 'أيام التوصيل التي ستُلغى',
			dayPrice: 'سعر اليوم الواحد كما دفعته',
			multiplication: '{{days}} × {{price}}',
			fee: 'رسوم الإلغاء ({{percent}}%)',
			alreadyRefunded: 'ما ردّه فريق خدمة العملاء سابقًا',
			refund: 'استرداد المبلغ',
			vatIncluded: 'شاملًا ضريبة القيمة المضافة بقيمة {{vat}}',
			forOrder: 'أيام مدفوعة بالطلب {{order}}',
			totalRefund: 'إجمالي المبلغ المسترد',
			stillDelivered: 'تجاوزت هذه الأيام آخر موعد للتعديل وسيتم توصيلها: {{dates}}.',
			deposit: 'لا يشمل هذا الاسترداد تأمين الحقيبة المبرّدة: نردّه عند استلامنا الحقيبة.',
			whereMoneyGoes: 'نردّ المبلغ إلى البطاقة أو حساب تابي الذي دفعت به، ولا نعرضه مكتملًا إلا بعد أن يؤكده مزوّد الدفع.',
			confirm: 'ألغِ الخطة للأيام المتبقية',
			keep: 'الإبقاء على خطتي',
			nothingToCancel: 'لا توجد أيام توصيل يمكن إلغاؤها الآن.',
			quoteChanged: 'تغيّر مبلغ الاسترداد أثناء وجودك في هذه الصفحة لأن أحد الأيام تجاوز آخر موعد للتعديل. هذا هو المبلغ الجديد.',
			done: 'تم إلغاء الخطة.',
			backToPlan: 'العودة إلى خطتي',
			refundPending: 'استرداد المبلغ {{amount}}: تم طلبه، بانتظار تأكيد مزوّد الدفع.',
			refundConfirmed: 'استرداد المبلغ {{amount}}: أكّده مزوّد الدفع.',
			refundGivenUp: 'استرداد المبلغ {{amount}}: لم ينفّذه مزوّد الدفع. يُرجى التواصل مع فريق خدمة العملاء بشأنه.',
			creditNoteLink: 'إشعار دائن ضريبي {{number}}',
			notFound: 'لم نجد هذه الخطة في حسابك.',
		},
		creditNote: {
			heading: 'إشعار دائن ضريبي',
			number: 'رقم الإشعار',
			issued: 'تاريخ الإصدار',
			supplier: 'المورّد',
			trn: 'رقم التسجيل الضريبي',
			recipient: 'العميل',
			invoice: 'يصحّح الفاتورة الضريبية',
			invoiceValue: '{{number}} بتاريخ {{date}}',
			reason: 'السبب',
			reasonText: 'إلغاء {{days}} من أيام التوصيل: {{dates}}.',
			reasonRefund: 'استرداد متفق عليه مع خدمة العملاء (تعديل في السعر).',
			valueOnInvoice: 'قيمة التوريد في الفاتورة',
			valueBefore: 'القيمة قبل هذا الإشعار',
			correctedValue: 'القيمة الصحيحة',
			difference: 'الفرق (شاملًا ضريبة القيمة المضافة)',
			vatOnDifference: 'ضريبة القيمة المضافة على الفرق ({{rate}}%)',
			differenceNet: 'الفرق دون ضريبة القيمة المضافة',
			refundState: 'استرداد المبلغ',
			pending: 'تم طلبه، بانتظار تأكيد مزوّد الدفع',
			confirmed: 'أكّده مزوّد الدفع',
			withdrawn: 'لم يُنفَّذ: لم ينفّذ مزوّد الدفع استرداد المبلغ، لذا سُحب هذا الإشعار ولم يعد يعدّل الفاتورة',
			print: 'طباعة',
		},
	},
	'ru-ae': {
		api: {
			nothingToCancel: 'Отменить больше нечего: оставшиеся дни доставки уже после крайнего срока изменений, их привезут.',
			quoteChanged: 'Сумма возврата изменилась (у одного из дней прошёл крайний срок изменений). Проверьте новую сумму и подтвердите ещё раз.',
			invalidExpected: 'Сумма возврата должна быть целым числом филсов.',
			cancelled: 'План отменён. Вернём деньги — {{amount}} — тем же способом, которым вы платили.',
			cancelledNoRefund: 'План отменён. С учётом платы за отмену возвращать нечего.',
		},
		page: {
			title: 'Отменить план',
			intro: 'Отмена завершает дни доставки, которые ещё можно изменить. За эти дни вернём деньги, которые вы заплатили.',
			fromDate: 'Отменить можно дни начиная с {{date}}.',
			days: 'Дни доставки к отмене',
			dayPrice: 'Цена одного дня, как вы его оплатили',
			multiplication: '{{days}} × {{price}}',
			fee: 'Плата за отмену ({{percent}}%)',
			alreadyRefunded: 'Уже возвращено службой поддержки',
			refund: 'Возврат денег',
			vatIncluded: 'включая НДС {{vat}}',
			forOrder: 'Дни, оплаченные заказом {{order}}',
			totalRefund: 'Всего к возврату',
			stillDelivered: 'У этих дней уже прошёл крайний срок изменений, их привезут: {{dates}}.',
			deposit: 'Залог за термосумку в этот возврат не входит: его вернём, когда заберём сумку.',
			whereMoneyGoes: 'Деньги вернутся на карту или в Tabby, откуда вы платили. Возврат отмечаем выполненным только после подтверждения платёжной системы.',
			confirm: 'Отменить оставшиеся дни',
			keep: 'Оставить план',
			nothingToCancel: 'Отменить больше нечего: дней доставки, которые ещё можно изменить, не осталось.',
			quoteChanged: 'Пока вы были на странице, сумма возврата изменилась: у одного из дней прошёл крайний срок изменений. Вот новая сумма.',
			done: 'План отменён.',
			backToPlan: 'Вернуться в «Мой план»',
			refundPending: 'Возврат денег, {{amount}}: запрошен, ждём подтверждения платёжной системы.',
			refundConfirmed: 'Возврат денег, {{amount}}: подтверждён платёжной системой.',
			refundGivenUp: 'Возврат денег, {{amount}}: платёжная система его не провела. Пожалуйста, свяжитесь со службой поддержки.',
			creditNoteLink: 'Корректировочный налоговый счёт {{number}}',
			notFound: 'В вашем аккаунте нет такого плана.',
		},
		creditNote: {
			heading: 'Корректировочный налоговый счёт',
			number: 'Номер',
			issued: 'Дата выставления',
			supplier: 'Поставщик',
			trn: 'TRN (налоговый номер)',
			recipient: 'Покупатель',
			invoice: 'Исправляет налоговый счёт',
			invoiceValue: '{{number}} от {{date}}',
			reason: 'Причина',
			reasonText: 'Отмена дней доставки ({{days}}): {{dates}}.',
			reasonRefund: 'Возврат по договорённости со службой поддержки (корректировка цены).',
			valueOnInvoice: 'Стоимость поставки по счёту',
			valueBefore: 'Стоимость до этого документа',
			correctedValue: 'Правильная стоимость',
			difference: 'Разница (с НДС)',
			vatOnDifference: 'НДС с разницы ({{rate}}%)',
			differenceNet: 'Разница без НДС',
			refundState: 'Возврат денег',
			pending: 'запрошен, ждём подтверждения платёжной системы',
			confirmed: 'подтверждён платёжной системой',
			withdrawn: 'не проведён: платёжная система не вернула деньги, поэтому этот корректировочный налоговый счёт отозван и больше не исправляет счёт',
			print: 'Распечатать',
		},
	},
}
