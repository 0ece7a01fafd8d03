/**
 * Terms and conditions (/terms/). Same sections and clauses in every locale; clause numbers are
 * quoted by customer care, so a new clause goes at the end of its section where possible.
 * Markup and placeholders: content/pages/legal.ts.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { LegalDocument } from './legal.ts'

export const TERMS: Record<LocaleCode, LegalDocument> = {
	en: {
		sections: [
			{
				id: 'about',
				title: 'About these terms',
				clauses: [
					'These terms are an agreement between you and {{companyName}} (“kcal”, “we”, “us”), which runs the kcal meal-plan service. Registered address: {{companyAddress}}. Tax registration number (TRN): {{companyTrn}}.',
					'They apply when you use our web site or app, create an account, or order and pay for a meal plan. Each order is governed by the version of these terms published on the day you place it.',
					'How we handle your personal data is explained in our [privacy policy](/privacy-policy/). If you buy a gift plan or use our app from outside the UAE, our [terms for the Middle East and Africa](/terms/mea/) also apply.',
					'Nothing in these terms limits the rights you have as a consumer under UAE law, including Federal Law No. 15 of 2020 on Consumer Protection and its implementing regulations.',
				],
			},
			{
				id: 'service',
				title: 'Our service',
				clauses: [
					'kcal prepares healthy meal plans. Our meals are cooked fresh every day in our kitchen in Dubai and delivered to addresses across the UAE.',
					'Each plan follows a diet (for example international, Arabic, vegetarian or gluten-free) and comes in two sizes: Regular, and Plus, which has larger portions and more calories. You choose 5, 6 or 7 delivery days a week, for 1 to 8 weeks.',
					'Our menus change regularly. If an ingredient is not available, we may replace a dish with another of similar nutritional value; we will not knowingly replace it with a dish containing an allergen you have told us about.',
					'Our meals are fresh food without preservatives. Put them in a refrigerator (0–5 °C) as soon as possible after delivery and eat them by the date on the label. Do not leave them in the sun or in a car.',
				],
			},
			{
				id: 'orders',
				title: 'Orders and subscriptions',
				clauses: [
					'You must be at least 18 years old to order. You can order on our web site, in our app or through our customer care team.',
					'Before you pay, the checkout shows your plan, size, delivery days a week, number of weeks, start date, delivery address and slot, every discount, the cool-bag deposit and the total including VAT. Please check them: what you confirm is what we prepare.',
					'Your order is accepted when your payment succeeds and we send you an order confirmation by e-mail. If we cannot accept an order, for example because we do not deliver to your address, we tell you and refund any amount taken in full.',
					'A plan is a prepaid subscription for the number of weeks you chose, and it ends on its own at the end of that period. It does not renew automatically: we charge you again only when you place or confirm a new order.',
					'Your first delivery needs the same notice as any change to a delivery day: the earliest start date is the first day whose cut-off ({{changeCutoff}}) has not passed yet. Checkout shows it for your area.',
				],
			},
			{
				id: 'prices',
				title: 'Prices, VAT and tax invoices',
				clauses: [
					'Our prices are in UAE dirhams (AED) and include value added tax (VAT) at 5%. The price breakdown at checkout shows how much VAT the total contains.',
					'You pay the price shown when you place your order. We may change our prices for future orders, but a change never affects an order you have already paid for.',
					'For every payment we issue a tax invoice showing our name, address and TRN, what you bought, the VAT rate and the amount of VAT, and we send it to you by e-mail. If you need the invoice in the name of a company, tell us before you pay.',
					'If a price is clearly wrong because of a technical or typing error, we will tell you before your plan starts, and you may either pay the correct price or cancel the order for a full refund.',
				],
			},
			{
				id: 'payment',
				title: 'Payment',
				clauses: [
					{
						text: 'You pay the full price of the plan, and the cool-bag deposit when it applies, before your plan starts, in one of the ways offered at checkout:',
						list: [
							'by debit or credit card, processed by Amazon Payment Services;',
							'with Apple Pay, on supported Apple devices and browsers;',
							'in instalments with Tabby.',
						],
					},
					'Card details are entered on the secure payment form of Amazon Payment Services and never reach our servers. Your bank may ask you to confirm a payment with 3-D Secure, for example with a one-time code.',
					'If you choose to save a card, we keep only a token issued by Amazon Payment Services, with the card type and the last four digits, never the full card number or the security code. A saved card is charged only when you choose it for a payment, and you can delete it from your account at any time.',
					'Paying in instalments with Tabby is subject to Tabby’s approval and Tabby’s own terms. Tabby decides whether to offer instalments for an order and may decline, for example because of the order amount. Your instalments are owed to Tabby, not to us; when we refund an order paid with Tabby, we refund through Tabby, which adjusts or returns your instalments.',
					'An order is confirmed only when the payment provider confirms the payment to us. If money is taken but your order is not confirmed, we either confirm the order or refund the payment in full within 14 days.',
				],
			},
			{
				id: 'cool-bag',
				title: 'The cool-bag deposit',
				clauses: [
					'We deliver meals in insulated cool bags with ice packs. With your first order we charge a refundable deposit for the bags; the amount is shown in the price breakdown before you pay.',
					'At each delivery, please hand the previous bag and its ice packs back to the driver, who will swap them for the new ones.',
					'When your plan ends and you do not continue, give all our bags and ice packs back to the driver at your last delivery, or arrange a collection with customer care within 14 days. We refund the deposit to your original payment method within 14 days of receiving them.',
					'If you start a new plan while you still have our bags and order with the same e-mail address and mobile number as the order they came with, the deposit you paid carries over to the new plan and is not charged again. With other contact details, the deposit is charged and refunded when the bags are collected.',
					'If a bag is lost or returned damaged beyond normal wear, we may keep the part of the deposit that covers its replacement, and we will tell you how much.',
				],
			},
			{
				id: 'delivery',
				title: 'Delivery',
				clauses: [
					'We deliver in the emirates of Dubai, Abu Dhabi (including Al Ain), Sharjah, Ajman, Umm Al Quwain, Ras Al Khaimah and Fujairah. A few areas are outside our routes; the checkout tells you whether we deliver to your address.',
					'You choose a delivery slot from those available for your area, for example an early-morning slot or an evening slot that brings the next day’s meals. Your slot and delivery days are shown at checkout and in your order confirmation.',
					'The kitchen is closed on some days, such as public holidays, and no plan delivers on them: a delivery day that falls on a closed day moves to the end of your plan, on your usual delivery weekdays. {{closedDays}}',
					'Please make sure someone can receive the delivery, or tell us a safe place where the driver may leave it, such as your door, reception or building security. Meals left in a safe place at your request are your responsibility from the moment they are left there.',
					'If no one answers and you have not told us of a safe place, the driver will call you. If we cannot reach you within 10 minutes, or cannot get into the building, the delivery fails. We will try to deliver again the same day if a driver is available, but a failed delivery that is not our fault counts as delivered and is not refunded or moved.',
					'If a delivery is missed because of us, or arrives more than 60 minutes after the end of your slot, tell us the same day and we will add a replacement day at the end of your plan or refund that day, as you prefer.',
					'Please check your meals when they arrive. If anything is missing, damaged or not what you ordered, tell us within 24 hours, with a photo if you can, and we will replace it or refund it.',
				],
			},
			{
				id: 'changes',
				title: 'Changes, pauses and cancellations',
				clauses: [
					'In your account, under [My plan](/account/plan/), you can pause delivery days, change one day’s delivery address or slot (or every day from a date on) and swap dishes; you can also do this in the app or through customer care. Each delivery day can be changed until its cut-off: {{changeCutoff}}. After the cut-off the kitchen is preparing that day, and it is delivered as planned. A change of plan, size or days a week is made by customer care and applies from the first delivery day whose cut-off has not passed.',
					'You can pause single delivery days or a range of days, up to {{maxPausedDays}} in all for each plan. Paused days are not lost: each one is added at the end of your plan, on your usual delivery weekdays. Every delivery day of a plan must fall within {{finishWithin}} after the last delivery day it had when you paid, so a pause that would move a day past that date is not accepted. You can resume a paused day until its cut-off.',
					'You can cancel the rest of your plan at any time in your account, under My plan. Delivery days whose cut-off has passed are prepared and delivered as planned; every later delivery day is cancelled. Before you confirm, we show you the refund and how it is worked out.',
					'For each cancelled day we refund the price of a day as you paid it in its order: the order’s meals after any discount, VAT included, divided by its number of delivery days. {{cancellationFee}} Days added by a renewal are refunded at the price paid for the renewal. The cool-bag deposit is not part of this refund: it is refunded when the bags are collected, as described in [section 6](#cool-bag).',
					'We ask the payment provider for the refund as soon as you cancel, to the original payment method (your card, Apple Pay or Tabby), and issue a tax credit note against your invoice. The refund arrives within 14 days of your cancellation; your bank may take a few more days to show the amount in your account.',
					'We may cancel a plan if we can no longer deliver to your address, if a payment is reversed, or if our staff are treated abusively. If we cancel for a reason that is not your fault, we refund every day not delivered in full, without deducting discounts.',
				],
			},
			{
				id: 'allergies',
				title: 'Allergies and dietary information',
				clauses: [
					'Every meal is labelled with the allergens it contains, from the 14 major allergens: gluten, crustaceans, eggs, fish, peanuts, soy, milk, tree nuts, celery, mustard, sesame, sulphites, lupin and molluscs.',
					'Our kitchen handles all 14 of these allergens, so traces may be present in any meal, even one that does not contain them as an ingredient. We cannot guarantee that a meal is free from any allergen. If you have a severe allergy, please talk to us before ordering: our meals may not be safe for you.',
					'Tell us about your allergies and the foods you avoid when you order, and keep them up to date in your account. We use them to swap dishes where we can, but please still read the label of every meal before you eat it.',
					'Calories and macronutrients are calculated from our recipes and can vary slightly from one portion to another.',
					'Our plans, calorie targets, body assessment and nutrition advice are general information, not medical advice, diagnosis or treatment. If you are pregnant or breastfeeding, have diabetes or another medical condition, or take medication that affects your diet, ask your doctor before starting a plan.',
				],
			},
			{
				id: 'discounts',
				title: 'Discounts and promo codes',
				clauses: [
					'Promo codes and offers have their own conditions, such as a minimum plan length, first orders only or an expiry date, which we show with the offer. One promo code can be used per order unless the offer says otherwise.',
					'Some discounts apply automatically. Every discount appears in the price breakdown before you pay.',
					'Discounts have no cash value, cannot be exchanged and cannot be added to an order after it has been paid.',
					'We may refuse or withdraw a code that is used against its conditions, was issued by mistake or was published without our permission. When a plan is cancelled, the cancelled days are refunded at the price you paid after the discount, as explained in [section 8](#changes).',
				],
			},
			{
				id: 'accounts',
				title: 'Your account and the app',
				clauses: [
					'You need an account to manage your plan. Give us accurate details and keep them up to date, especially your mobile number and delivery address.',
					'Keep your password secret. You are responsible for what is done in your account, unless it was used without your permission and you told us promptly.',
					'Our app uses the same account and these terms. The terms of the app store you download it from also apply to the download.',
					'We may suspend an account that is used for fraud, to abuse offers or to harm others, and we will tell you why unless the law prevents it. You can delete your account at any time on the [account deletion page](/user-deletion/).',
				],
			},
			{
				id: 'liability',
				title: 'Our responsibility to you',
				clauses: [
					'We prepare and deliver your meals with reasonable care and skill, in line with UAE food-safety rules and as described when you ordered.',
					'We are not responsible for losses we could not reasonably foresee; for delays or failures caused by events beyond our reasonable control, such as severe weather, road closures or official restrictions (we will then move or refund the affected days); or for problems caused by meals stored incorrectly after delivery or eaten after the date on the label.',
					'Apart from the cases in clause 12.4, our total liability for an order is limited to the amount you paid for it.',
					'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that UAE law does not allow us to limit.',
				],
			},
			{
				id: 'complaints',
				title: 'Complaints',
				clauses: [
					'If you are unhappy with a meal, a delivery or our service, contact customer care at {{supportEmail}} or through our [contact page](/contact/). We reply within 2 working days and aim to resolve every complaint within 7 working days.',
					'If we cannot resolve your complaint, you can contact the consumer protection service of the Ministry of Economy or, in Dubai, the consumer rights service of Dubai Economy and Tourism. This does not affect your right to go to court.',
				],
			},
			{
				id: 'updates',
				title: 'Changes to these terms',
				clauses: [
					'We may update these terms, for example when our service or the law changes. The date at the top of this page shows when they last changed.',
					'We will tell you by e-mail at least 14 days before a change that affects a plan you have already paid for. If you do not accept the change, you may cancel, and we will refund every day not delivered in full, without deducting discounts.',
				],
			},
			{
				id: 'law',
				title: 'Governing law and language',
				clauses: [
					'These terms are governed by the federal laws of the United Arab Emirates and the laws of the Emirate of Dubai.',
					'The courts of Dubai have jurisdiction over any dispute about these terms or an order. This does not stop you from using the complaint routes described in [section 13](#complaints).',
					'These terms are published in English, Arabic and Russian with the same meaning. If the versions differ, the Arabic version prevails.',
				],
			},
			{
				id: 'contact',
				title: 'Contact us',
				clauses: [
					'You can reach {{companyName}} through customer care at {{supportEmail}}, through our [contact page](/contact/) and in the kcal app. Registered address: {{companyAddress}}.',
				],
			},
		],
	},
	'ar-ae': {
		sections: [
			{
				id: 'about',
				title: 'نطاق هذه الشروط',
				clauses: [
					'تُعدّ هذه الشروط اتفاقًا بينك وبين {{companyName}} (ويُشار إليها بـ«kcal» أو «نحن»)، الجهة التي تدير خدمة خطط الوجبات kcal. العنوان المسجَّل: {{companyAddress}}. رقم التسجيل الضريبي: {{companyTrn}}.',
					'تسري هذه الشروط عند استخدامك موقعنا الإلكتروني أو تطبيقنا، أو إنشائك حسابًا، أو طلبك خطة وجبات ودفع ثمنها. ويخضع كل طلب للنسخة المنشورة من هذه الشروط في يوم تقديمه.',
					'توضّح [سياسة الخصوصية](/privacy-policy/) كيفية تعاملنا مع بياناتك الشخصية. وإذا اشتريت خطة هديةً أو استخدمت تطبيقنا من خارج دولة الإمارات، فتسري عليك أيضًا [شروط منطقة الشرق الأوسط وأفريقيا](/terms/mea/).',
					'لا يحدّ أيٌّ مما ورد في هذه الشروط من الحقوق المقررة لك بصفتك مستهلكًا بموجب تشريعات دولة الإمارات، بما فيها القانون الاتحادي رقم 15 لسنة 2020 بشأن حماية المستهلك ولائحته التنفيذية.',
				],
			},
			{
				id: 'service',
				title: 'خدمتنا',
				clauses: [
					'تُعِدّ kcal خطط وجبات صحية، إذ تُطهى وجباتنا طازجةً كل يوم في مطبخنا في دبي، وتُوصَّل إلى العناوين في جميع أنحاء دولة الإمارات.',
					'تتبع كل خطة نظامًا غذائيًا محددًا (كالنظام العالمي أو العربي أو النباتي أو الخالي من الغلوتين)، وتتوفر بحجمين: الحجم العادي، والحجم الكبير بحصص أكبر وسعرات حرارية أعلى. ويمكنك اختيار التوصيل 5 أو 6 أو 7 أيام في الأسبوع، لمدة تتراوح بين أسبوع واحد و8 أسابيع.',
					'تتغير قوائم وجباتنا بانتظام. وإذا تعذّر توفر أحد المكونات، فقد نستبدل الطبق بطبق آخر ذي قيمة غذائية مماثلة، ولن نستبدله عن علمٍ بطبق يحتوي على مسبّب حساسية أبلغتنا به.',
					'وجباتنا طعام طازج خالٍ من المواد الحافظة، لذا يُرجى وضعها في الثلاجة (بدرجة حرارة بين 0 و5 درجات مئوية) في أقرب وقت بعد استلامها، وتناولها قبل التاريخ المدوَّن على الملصق، وعدم تركها تحت أشعة الشمس أو داخل السيارة.',
				],
			},
			{
				id: 'orders',
				title: 'الطلبات والاشتراكات',
				clauses: [
					'يجب ألّا يقل عمرك عن 18 عامًا لتقديم طلب. ويمكنك الطلب عبر موقعنا الإلكتروني أو تطبيقنا أو من خلال فريق خدمة العملاء.',
					'تعرض صفحة الدفع قبل إتمام الدفع الخطةَ والحجمَ وعدد أيام التوصيل في الأسبوع وعدد الأسابيع وتاريخ البدء وعنوان التوصيل وموعده وجميع الخصومات ومبلغ تأمين الحقيبة المبرّدة والإجمالي شاملًا ضريبة القيمة المضافة. يُرجى مراجعة هذه التفاصيل، فما تؤكده هو ما سنُعِدّه لك.',
					'يُقبَل طلبك عند نجاح عملية الدفع وإرسالنا تأكيد الطلب إليك بالبريد الإلكتروني. وإذا تعذّر علينا قبول الطلب، كأن يكون عنوانك خارج نطاق التوصيل، فسنُبلغك بذلك ونردّ إليك كامل المبلغ المحصَّل.',
					'الخطة اشتراك مدفوع مسبقًا لعدد الأسابيع الذي اخترته، وتنتهي تلقائيًا بانتهاء تلك المدة، ولا تُجدَّد تلقائيًا؛ فلن نحصّل منك أي مبلغ جديد إلا عند تقديمك طلبًا جديدًا أو تأكيده.',
					'يحتاج أول توصيل إلى المهلة نفسها التي يحتاجها أي تعديل على يوم توصيل: فأقرب تاريخ بدء هو أول يوم لم ينقضِ آخر موعد للتعديل عليه ({{changeCutoff}}). ويظهر هذا التاريخ لمنطقتك في صفحة الدفع.',
				],
			},
			{
				id: 'prices',
				title: 'الأسعار وضريبة القيمة المضافة والفواتير الضريبية',
				clauses: [
					'أسعارنا بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة بنسبة 5%، ويبيّن تفصيل السعر في صفحة الدفع مقدار الضريبة المشمولة في الإجمالي.',
					'تدفع السعر المعروض عند تقديم طلبك. ويجوز لنا تعديل أسعارنا للطلبات المستقبلية، غير أن أي تعديل لا يسري مطلقًا على طلب سبق لك دفع ثمنه.',
					'نُصدر عن كل دفعة فاتورة ضريبية تتضمن اسمنا وعنواننا ورقم تسجيلنا الضريبي، ووصف ما اشتريته، ونسبة الضريبة ومبلغها، ونرسلها إليك بالبريد الإلكتروني. وإذا احتجت إلى إصدار الفاتورة باسم شركة، فيُرجى إبلاغنا بذلك قبل الدفع.',
					'إذا تبيّن أن السعر خاطئ بوضوح بسبب خطأ تقني أو مطبعي، فسنُبلغك بذلك قبل بدء خطتك، ولك أن تختار بين دفع السعر الصحيح أو إلغاء الطلب واسترداد كامل المبلغ.',
				],
			},
			{
				id: 'payment',
				title: 'الدفع',
				clauses: [
					{
						text: 'تدفع كامل ثمن الخطة، ومبلغ تأمين الحقيبة المبرّدة عند استحقاقه، قبل بدء خطتك بإحدى الطرق المتاحة في صفحة الدفع:',
						list: [
							'ببطاقة الخصم المباشر أو البطاقة الائتمانية، وتتولى معالجة الدفع خدمات الدفع من أمازون؛',
							'عبر Apple Pay على أجهزة Apple ومتصفحاتها التي تدعمه؛',
							'بالتقسيط عبر تابي.',
						],
					},
					'تُدخَل بيانات البطاقة في نموذج الدفع الآمن لدى خدمات الدفع من أمازون، ولا تصل إلى خوادمنا مطلقًا. وقد يطلب منك مصرفك تأكيد الدفع عبر خدمة \u20663-D Secure\u2069، كإدخال رمز يُستخدم لمرة واحدة.',
					'إذا اخترت حفظ بطاقتك، فلا نحتفظ إلا برمز مميّز (Token) تُصدره خدمات الدفع من أمازون، مع نوع البطاقة وآخر أربعة أرقام منها، ولا نحتفظ مطلقًا برقم البطاقة كاملًا أو برمز الأمان. ولا تُستخدم البطاقة المحفوظة إلا عندما تختارها للدفع، ويمكنك حذفها من حسابك في أي وقت.',
					'يخضع الدفع بالتقسيط عبر تابي لموافقة تابي وشروطها الخاصة، إذ تقرر تابي ما إذا كانت ستتيح التقسيط لطلبك، ولها أن ترفضه لأسباب منها قيمة الطلب. وتكون الأقساط مستحقة لتابي لا لنا، وعند ردّ مبلغ طلب مدفوع عبر تابي نردّه من خلال تابي، التي تتولى تعديل أقساطك أو ردّها.',
					'لا يُؤكَّد الطلب إلا بعد أن يؤكد لنا مزوّد خدمة الدفع نجاح الدفع. وإذا خُصم المبلغ دون أن يُؤكَّد طلبك، فإننا إما نؤكد الطلب وإما نردّ المبلغ كاملًا خلال 14 يومًا.',
				],
			},
			{
				id: 'cool-bag',
				title: 'تأمين الحقيبة المبرّدة',
				clauses: [
					'نوصل الوجبات في حقائب مبرّدة معزولة حراريًا مع أكياس ثلج. ونحصّل مع طلبك الأول مبلغ تأمين مستردًّا عن الحقائب، ويظهر مقداره في تفصيل السعر قبل الدفع.',
					'يُرجى عند كل توصيل إعادة الحقيبة السابقة وأكياس الثلج إلى السائق، ليسلّمك الحقيبة الجديدة بدلًا منها.',
					'عند انتهاء خطتك وعدم رغبتك في الاستمرار، يُرجى إعادة جميع حقائبنا وأكياس الثلج إلى السائق في آخر توصيل، أو ترتيب استلامها مع خدمة العملاء خلال 14 يومًا. ونردّ مبلغ التأمين إلى وسيلة الدفع الأصلية خلال 14 يومًا من استلامنا لها.',
					'إذا بدأت خطة جديدة وما زالت حقائبنا لديك، وطلبتها بالبريد الإلكتروني ورقم الهاتف المتحرك نفسيهما المستخدمَين في الطلب الذي وصلتك معه الحقائب، يُنقل مبلغ التأمين الذي دفعته إلى الخطة الجديدة ولا يُحصَّل منك مرة أخرى. أما إذا طلبت ببيانات اتصال مختلفة، فيُحصَّل مبلغ التأمين ويُسترد عند استلامنا الحقائب.',
					'إذا فُقدت حقيبة أو أُعيدت تالفةً بما يتجاوز الاستعمال المعتاد، فيجوز لنا الاحتفاظ بالجزء من مبلغ التأمين الذي يغطي تكلفة استبدالها، وسنُبلغك بمقداره.',
				],
			},
			{
				id: 'delivery',
				title: 'التوصيل',
				clauses: [
					'نوصل الطلبات في إمارات دبي وأبوظبي (بما فيها العين) والشارقة وعجمان وأم القيوين ورأس الخيمة والفجيرة، وتقع بعض المناطق خارج مسارات التوصيل لدينا، وتُبيّن لك صفحة الدفع ما إذا كنا نوصل إلى عنوانك.',
					'تختار موعد التوصيل من المواعيد المتاحة لمنطقتك، كموعد في الصباح الباكر أو موعد مسائي تصلك فيه وجبات اليوم التالي. ويظهر موعدك وأيام التوصيل في صفحة الدفع وفي تأكيد الطلب.',
					'يُغلق المطبخ في بعض الأيام، كالعطلات الرسمية، فلا توصيل فيها لأي خطة: وكل يوم توصيل يقع في يوم إغلاق يُنقل إلى نهاية خطتك في أيام التوصيل المعتادة لديك. {{closedDays}}',
					'يُرجى التأكد من وجود من يستلم الطلب، أو إبلاغنا بمكان آمن يجوز للسائق ترك الطلب فيه، كباب منزلك أو مكتب الاستقبال أو أمن المبنى. وتنتقل إليك المسؤولية عن الوجبات المتروكة في مكان آمن بناءً على طلبك من لحظة تركها فيه.',
					'إذا لم يُجب أحد ولم تُبلغنا بمكان آمن، فسيتصل بك السائق. وإذا تعذّر علينا الوصول إليك خلال 10 دقائق أو دخول المبنى، عُدّ التوصيل متعذرًا. وسنحاول إعادة التوصيل في اليوم نفسه إذا توفر سائق، غير أن التوصيل المتعذر لسبب لا يعود إلينا يُعدّ توصيلًا منجزًا، ولا يُردّ مبلغه ولا يُنقل إلى يوم آخر.',
					'إذا فات موعد التوصيل بسببنا، أو وصل الطلب بعد انتهاء موعدك بأكثر من 60 دقيقة، فأبلغنا في اليوم نفسه، وسنضيف يومًا بديلًا في نهاية خطتك أو نردّ إليك قيمة ذلك اليوم، وفق اختيارك.',
					'يُرجى فحص وجباتك عند استلامها. وإذا كان أي شيء ناقصًا أو تالفًا أو مخالفًا لما طلبته، فأبلغنا خلال 24 ساعة، مع صورة إن أمكن، وسنستبدله أو نردّ قيمته.',
				],
			},
			{
				id: 'changes',
				title: 'التعديل والإيقاف المؤقت والإلغاء',
				clauses: [
					'يمكنك من حسابك، في [خطتي](/account/plan/)، إيقاف التوصيل مؤقتًا في أيام التوصيل، وتغيير عنوان التوصيل أو موعده ليوم واحد (أو لجميع الأيام ابتداءً من تاريخ تختاره)، وتبديل الأطباق؛ كما يمكنك ذلك عبر التطبيق أو من خلال خدمة العملاء. ويمكن تعديل كل يوم توصيل حتى آخر موعد للتعديل: {{changeCutoff}}. وبعد هذا الموعد يبدأ المطبخ تجهيز ذلك اليوم، فيُوصَّل كما هو مقرر. أما تغيير الخطة أو الحجم أو عدد الأيام في الأسبوع فيتولاه فريق خدمة العملاء، ويسري ابتداءً من أول يوم توصيل لم ينقضِ آخر موعد للتعديل عليه.',
					'يمكنك إيقاف التوصيل مؤقتًا في أيام منفردة أو في فترة متصلة، بحد أقصى {{maxPausedDays}} لكل خطة. ولا تضيع الأيام الموقوفة مؤقتًا، إذ يُضاف كل منها إلى نهاية خطتك في أيام التوصيل المعتادة لديك. ويجب أن تقع جميع أيام التوصيل في الخطة خلال {{finishWithin}} من آخر يوم توصيل كان مقررًا عند الدفع، فلا يُقبل إيقاف مؤقت ينقل يومًا إلى ما بعد ذلك. ويمكنك استئناف التوصيل في يوم موقوف حتى آخر موعد للتعديل عليه.',
					'يمكنك إلغاء الأيام المتبقية من خطتك في أي وقت من حسابك، في «خطتي». وتُجهَّز أيام التوصيل التي انقضى آخر موعد للتعديل عليها وتُوصَّل كما هو مقرر، وتُلغى جميع أيام التوصيل التي تليها. وقبل أن تؤكد الإلغاء، نعرض عليك المبلغ الذي نردّه وطريقة احتسابه.',
					'عن كل يوم ملغى نردّ إليك سعر اليوم كما دفعته في طلبه: قيمة وجبات الطلب بعد أي خصم، شاملةً ضريبة القيمة المضافة، مقسومةً على عدد أيام التوصيل فيه. {{cancellationFee}} وتُردّ الأيام التي أُضيفت بتجديد الخطة بالسعر الذي دُفع عند التجديد. ولا يدخل تأمين الحقيبة المبرّدة في هذا المبلغ، بل يُردّ عند استلامنا الحقائب وفق [القسم 6](#cool-bag).',
					'نطلب ردّ المبلغ من مزوّد خدمة الدفع فور الإلغاء إلى وسيلة الدفع الأصلية (بطاقتك أو Apple Pay أو تابي)، ونُصدر إشعارًا دائنًا ضريبيًا مقابل فاتورتك. ويصلك المبلغ خلال 14 يومًا من الإلغاء، وقد يستغرق ظهوره في حسابك بضعة أيام إضافية لدى مصرفك.',
					'يجوز لنا إلغاء الخطة إذا لم يعد بإمكاننا التوصيل إلى عنوانك، أو إذا أُلغيت عملية الدفع، أو إذا تعرّض موظفونا لإساءة. وإذا ألغينا الخطة لسبب لا يعود إليك، فإننا نردّ قيمة جميع الأيام التي لم تُوصَّل كاملةً دون خصم أي تخفيضات.',
				],
			},
			{
				id: 'allergies',
				title: 'الحساسية والمعلومات الغذائية',
				clauses: [
					'تحمل كل وجبة ملصقًا يبيّن ما تحتويه من مسبّبات الحساسية الأربعة عشر الرئيسية، وهي: الغلوتين، والقشريات، والبيض، والأسماك، والفول السوداني، والصويا، والحليب، والمكسرات الشجرية، والكرفس، والخردل، والسمسم، والكبريتيت، والترمس، والرخويات.',
					'يتعامل مطبخنا مع مسبّبات الحساسية الأربعة عشر جميعها، لذا قد توجد آثار منها في أي وجبة، حتى وإن لم تكن من مكوناتها. ولا يمكننا ضمان خلو أي وجبة من أي مسبّب للحساسية. وإذا كنت تعاني حساسية شديدة، فيُرجى التحدث إلينا قبل الطلب، فقد لا تكون وجباتنا آمنة لك.',
					'أبلغنا عند الطلب بما لديك من حساسية وبالأطعمة التي تتجنبها، وحدّث هذه المعلومات في حسابك أولًا بأول. ونستخدمها لتبديل الأطباق حيثما أمكن، ومع ذلك يُرجى قراءة ملصق كل وجبة قبل تناولها.',
					'تُحتسب السعرات الحرارية والمغذيات الكبرى استنادًا إلى وصفاتنا، وقد تختلف اختلافًا طفيفًا من حصة إلى أخرى.',
					'تُعدّ خططنا وأهداف السعرات الحرارية وتقييم الجسم والإرشادات الغذائية معلوماتٍ عامة، وليست استشارة طبية أو تشخيصًا أو علاجًا. وإذا كنتِ حاملًا أو مرضعًا، أو كنت مصابًا بالسكري أو بحالة صحية أخرى، أو تتناول أدوية تؤثر في نظامك الغذائي، فاستشر طبيبك قبل بدء أي خطة.',
				],
			},
			{
				id: 'discounts',
				title: 'الخصومات والرموز الترويجية',
				clauses: [
					'للرموز الترويجية والعروض شروطها الخاصة، كحدٍّ أدنى لمدة الخطة، أو اقتصارها على الطلب الأول، أو تاريخ انتهاء، ونعرض هذه الشروط مع العرض. ولا يجوز استخدام أكثر من رمز ترويجي واحد لكل طلب ما لم يُنصّ على خلاف ذلك في العرض.',
					'تُطبَّق بعض الخصومات تلقائيًا، ويظهر كل خصم في تفصيل السعر قبل الدفع.',
					'ليست للخصومات قيمة نقدية، ولا يجوز استبدالها، ولا إضافتها إلى طلب بعد دفع ثمنه.',
					'يجوز لنا رفض أو سحب أي رمز يُستخدم خلافًا لشروطه، أو صدر عن طريق الخطأ، أو نُشر دون إذن منّا. وعند إلغاء الخطة، تُردّ قيمة الأيام الملغاة بالسعر الذي دفعته بعد الخصم، على النحو المبيّن في [القسم 8](#changes).',
				],
			},
			{
				id: 'accounts',
				title: 'حسابك والتطبيق',
				clauses: [
					'تحتاج إلى حساب لإدارة خطتك. يُرجى تزويدنا ببيانات صحيحة وتحديثها باستمرار، ولا سيما رقم هاتفك المتحرك وعنوان التوصيل.',
					'حافظ على سرية كلمة المرور، فأنت مسؤول عمّا يُجرى في حسابك، ما لم يُستخدم دون إذنك وأبلغتنا بذلك فورًا.',
					'يستخدم تطبيقنا الحساب نفسه ويخضع لهذه الشروط، كما تسري شروط متجر التطبيقات الذي تنزّله منه على عملية التنزيل.',
					'يجوز لنا تعليق أي حساب يُستخدم في الاحتيال أو إساءة استخدام العروض أو الإضرار بالآخرين، وسنُبلغك بالسبب ما لم يمنع القانون ذلك. ويمكنك حذف حسابك في أي وقت من [صفحة حذف الحساب](/user-deletion/).',
				],
			},
			{
				id: 'liability',
				title: 'مسؤوليتنا تجاهك',
				clauses: [
					'نُعِدّ وجباتك ونوصلها بالعناية والمهارة المعقولتين، وفقًا لقواعد سلامة الغذاء المعمول بها في دولة الإمارات، وعلى النحو الموصوف عند طلبك.',
					'لا نتحمل المسؤولية عن الخسائر التي لم يكن بوسعنا توقعها على نحو معقول، ولا عن التأخير أو الإخفاق الناجم عن ظروف خارجة عن سيطرتنا المعقولة، كالأحوال الجوية القاسية أو إغلاق الطرق أو القيود الرسمية (وفي هذه الحالة ننقل الأيام المتأثرة أو نردّ قيمتها)، ولا عن المشكلات الناجمة عن سوء تخزين الوجبات بعد توصيلها أو تناولها بعد التاريخ المدوَّن على الملصق.',
					'فيما عدا الحالات الواردة في البند 12.4، تقتصر مسؤوليتنا الإجمالية عن أي طلب على المبلغ الذي دفعته مقابله.',
					'لا يحدّ أيٌّ مما ورد في هذه الشروط من مسؤوليتنا عن الوفاة أو الإصابة الجسدية الناجمة عن إهمالنا، أو عن الاحتيال، أو عن أي أمر آخر لا تجيز تشريعات دولة الإمارات تحديد المسؤولية عنه.',
				],
			},
			{
				id: 'complaints',
				title: 'الشكاوى',
				clauses: [
					'إذا لم تكن راضيًا عن وجبة أو توصيل أو عن خدمتنا، فتواصل مع خدمة العملاء عبر {{supportEmail}} أو من خلال [صفحة تواصل معنا](/contact/). ونردّ خلال يومَي عمل، ونسعى إلى معالجة كل شكوى خلال 7 أيام عمل.',
					'إذا لم نتمكن من معالجة شكواك، فيمكنك التواصل مع إدارة حماية المستهلك في وزارة الاقتصاد، أو مع خدمة حماية حقوق المستهلك لدى دائرة الاقتصاد والسياحة في دبي. ولا يمسّ ذلك حقك في اللجوء إلى القضاء.',
				],
			},
			{
				id: 'updates',
				title: 'التعديلات على هذه الشروط',
				clauses: [
					'يجوز لنا تحديث هذه الشروط، كأن يحدث ذلك عند تغيّر خدمتنا أو التشريعات. ويبيّن التاريخ المدوَّن أعلى هذه الصفحة موعد آخر تعديل.',
					'سنُبلغك بالبريد الإلكتروني قبل 14 يومًا على الأقل من أي تعديل يمسّ خطة سبق لك دفع ثمنها. وإذا لم توافق على التعديل، فلك إلغاء الخطة، ونردّ إليك قيمة جميع الأيام التي لم تُوصَّل كاملةً دون خصم أي تخفيضات.',
				],
			},
			{
				id: 'law',
				title: 'القانون الواجب التطبيق واللغة',
				clauses: [
					'تخضع هذه الشروط للقوانين الاتحادية لدولة الإمارات العربية المتحدة ولقوانين إمارة دبي.',
					'تختص محاكم دبي بالنظر في أي نزاع يتعلق بهذه الشروط أو بأي طلب، ولا يمنعك ذلك من سلوك سبل الشكوى المبيّنة في [القسم 13](#complaints).',
					'تُنشر هذه الشروط باللغات الإنجليزية والعربية والروسية بالمعنى ذاته، وفي حال وجود أي اختلاف بينها، يُعتدّ بالنص العربي.',
				],
			},
			{
				id: 'contact',
				title: 'تواصل معنا',
				clauses: [
					'يمكنك التواصل مع {{companyName}} عبر خدمة العملاء على {{supportEmail}}، أو من خلال [صفحة تواصل معنا](/contact/)، أو عبر تطبيق kcal. العنوان المسجَّل: {{companyAddress}}.',
				],
			},
		],
	},
	'ru-ae': {
		sections: [
			{
				id: 'about',
				title: 'Об этих условиях',
				clauses: [
					'Настоящие условия — соглашение между вами и {{companyName}} («kcal», «мы»), компанией, которая управляет сервисом планов питания kcal. Юридический адрес: {{companyAddress}}. Регистрационный номер налогоплательщика (TRN): {{companyTrn}}.',
					'Условия действуют, когда вы пользуетесь нашим сайтом или приложением, создаёте аккаунт, заказываете и оплачиваете план питания. К каждому заказу применяется редакция условий, опубликованная в день его оформления.',
					'Как мы обращаемся с вашими персональными данными, описано в [политике конфиденциальности](/privacy-policy/). Если вы покупаете план в подарок или пользуетесь приложением за пределами ОАЭ, дополнительно действуют [условия для Ближнего Востока и Африки](/terms/mea/).',
					'Ничто в этих условиях не ограничивает ваши права потребителя по законодательству ОАЭ, в том числе по Федеральному закону № 15 от 2020 года «О защите прав потребителей» и подзаконным актам к нему.',
				],
			},
			{
				id: 'service',
				title: 'Наш сервис',
				clauses: [
					'kcal готовит планы здорового питания. Блюда готовятся каждый день из свежих продуктов на нашей кухне в Дубае и доставляются по адресам во всех эмиратах ОАЭ.',
					'Каждый план соответствует определённому типу питания (например, интернациональная или арабская кухня, вегетарианское или безглютеновое меню) и бывает двух размеров: Regular и Plus — с более крупными порциями и большей калорийностью. Вы выбираете 5, 6 или 7 дней доставки в неделю на срок от 1 до 8 недель.',
					'Меню регулярно меняется. Если какого-то продукта нет в наличии, мы можем заменить блюдо другим, близким по пищевой ценности, и никогда сознательно не заменим его блюдом с аллергеном, о котором вы нам сообщили.',
					'Наши блюда — свежая еда без консервантов. Уберите их в холодильник (0–5 °C) как можно скорее после доставки и съешьте до даты, указанной на этикетке. Не оставляйте их на солнце или в машине.',
				],
			},
			{
				id: 'orders',
				title: 'Заказы и подписка',
				clauses: [
					'Оформить заказ можно с 18 лет — на сайте, в приложении или через службу поддержки.',
					'Перед оплатой на странице оформления заказа указаны план, размер, количество дней доставки в неделю, число недель, дата начала, адрес и интервал доставки, все скидки, залог за термосумку и итоговая сумма с НДС. Пожалуйста, проверьте их: мы готовим именно то, что вы подтвердили.',
					'Заказ считается принятым, когда оплата прошла и мы отправили вам подтверждение заказа по электронной почте. Если мы не можем принять заказ — например, потому что не доставляем по вашему адресу, — мы сообщим вам об этом и полностью вернём списанную сумму.',
					'План — это предоплаченная подписка на выбранное вами число недель; по истечении этого срока она заканчивается сама. Автоматического продления нет: новое списание возможно, только если вы оформите или подтвердите новый заказ.',
					'Для первой доставки нужен тот же срок, что и для любого изменения дня доставки: ближайшая дата начала — первый день, крайний срок изменений для которого ({{changeCutoff}}) ещё не прошёл. Эту дату для вашего района показывают при оформлении заказа.',
				],
			},
			{
				id: 'prices',
				title: 'Цены, НДС и налоговые счета',
				clauses: [
					'Цены указаны в дирхамах ОАЭ (AED) и включают налог на добавленную стоимость (НДС) по ставке 5%. В расшифровке цены при оформлении заказа видно, сколько НДС содержится в итоговой сумме.',
					'Вы платите цену, указанную в момент оформления заказа. Мы можем менять цены для будущих заказов, но изменение никогда не затрагивает уже оплаченный заказ.',
					'На каждый платёж мы выставляем налоговый счёт (tax invoice), где указаны наше наименование, адрес и TRN, что вы купили, ставка и сумма НДС, и отправляем его вам по электронной почте. Если счёт нужен на компанию, сообщите нам об этом до оплаты.',
					'Если цена очевидно ошибочна из-за технического сбоя или опечатки, мы сообщим вам об этом до начала плана, и вы сможете либо оплатить правильную цену, либо отменить заказ с полным возвратом денег.',
				],
			},
			{
				id: 'payment',
				title: 'Оплата',
				clauses: [
					{
						text: 'Полная стоимость плана и, если он взимается, залог за термосумку оплачиваются до начала плана одним из способов, доступных при оформлении заказа:',
						list: [
							'дебетовой или кредитной картой — платёж обрабатывает Amazon Payment Services;',
							'через Apple Pay — на поддерживаемых устройствах и в браузерах Apple;',
							'в рассрочку через Tabby.',
						],
					},
					'Данные карты вводятся в защищённую платёжную форму Amazon Payment Services и никогда не попадают на наши серверы. Банк может попросить подтвердить платёж через 3-D Secure, например одноразовым кодом.',
					'Если вы решите сохранить карту, мы храним только токен, выданный Amazon Payment Services, а также тип карты и её последние четыре цифры — но никогда не полный номер карты и не код безопасности. С сохранённой карты деньги списываются, только когда вы сами выбираете её для оплаты; удалить её из аккаунта можно в любой момент.',
					'Оплата в рассрочку через Tabby возможна только с одобрения Tabby и на условиях Tabby. Tabby сама решает, предложить ли рассрочку для заказа, и может отказать — например, из-за суммы заказа. Платежи по рассрочке вы вносите Tabby, а не нам; при возврате за заказ, оплаченный через Tabby, деньги возвращаются через Tabby, которая пересчитывает или возвращает ваши платежи.',
					'Заказ подтверждается только после того, как платёжный провайдер подтвердит нам оплату. Если деньги списаны, а заказ не подтверждён, мы в течение 14 дней либо подтвердим заказ, либо полностью вернём платёж.',
				],
			},
			{
				id: 'cool-bag',
				title: 'Залог за термосумку',
				clauses: [
					'Мы доставляем блюда в термосумках с хладоэлементами. С первым заказом мы берём возвращаемый залог за сумки; его размер указан в расшифровке цены до оплаты.',
					'При каждой доставке, пожалуйста, отдавайте водителю предыдущую сумку с хладоэлементами — он заменит её новой.',
					'Если план закончился и вы не продлеваете его, верните все наши сумки и хладоэлементы водителю при последней доставке или договоритесь о том, чтобы их забрали, через службу поддержки в течение 14 дней. Залог возвращается тем же способом, которым вы платили, в течение 14 дней после того, как сумки вернутся к нам.',
					'Если вы начинаете новый план, пока наши сумки у вас, и оформляете его с той же электронной почтой и тем же номером мобильного телефона, что и заказ, с которым пришли сумки, внесённый залог переносится на новый план и повторно не взимается. Если контактные данные другие, залог берётся и возвращается, когда мы заберём сумки.',
					'Если сумка потеряна или возвращена с повреждениями сверх обычного износа, мы можем удержать из залога сумму, необходимую для её замены, и сообщим вам, сколько именно.',
				],
			},
			{
				id: 'delivery',
				title: 'Доставка',
				clauses: [
					'Мы доставляем в эмиратах Дубай, Абу-Даби (включая Аль-Айн), Шарджа, Аджман, Умм-эль-Кайвайн, Рас-эль-Хайма и Фуджейра. Некоторые районы не входят в наши маршруты; при оформлении заказа вы увидите, доставляем ли мы по вашему адресу.',
					'Вы выбираете интервал доставки из доступных для вашего района — например, ранним утром или вечером, когда привозят еду на следующий день. Интервал и дни доставки указаны при оформлении и в подтверждении заказа.',
					'В некоторые дни, например в официальные праздники, кухня не работает, и доставки по планам в эти дни нет: день доставки, выпавший на нерабочий день, переносится в конец плана, на ваши обычные дни доставки. {{closedDays}}',
					'Пожалуйста, позаботьтесь, чтобы кто-то мог принять доставку, или укажите безопасное место, где водитель может её оставить: у двери, на ресепшене или у охраны здания. Если по вашей просьбе блюда оставлены в безопасном месте, с этого момента ответственность за них несёте вы.',
					'Если никто не открывает и безопасное место не указано, водитель позвонит вам. Если мы не можем связаться с вами в течение 10 минут или попасть в здание, доставка считается несостоявшейся. Если будет свободный водитель, мы попробуем привезти заказ ещё раз в тот же день, но несостоявшаяся не по нашей вине доставка считается выполненной: деньги за этот день не возвращаются, и он не переносится.',
					'Если доставка не состоялась по нашей вине или опоздала более чем на 60 минут после окончания вашего интервала, сообщите нам в тот же день — мы добавим день в конце плана или вернём деньги за этот день, как вам удобнее.',
					'Пожалуйста, проверяйте блюда при получении. Если чего-то не хватает, что-то повреждено или не соответствует заказу, сообщите нам в течение 24 часов, по возможности с фотографией, — мы заменим блюдо или вернём за него деньги.',
				],
			},
			{
				id: 'changes',
				title: 'Изменения, пауза и отмена',
				clauses: [
					'В личном кабинете, в разделе [«Мой план»](/account/plan/), можно поставить дни доставки на паузу, изменить адрес или время доставки одного дня (или всех дней начиная с выбранной даты) и заменить блюда; то же можно сделать в приложении или через службу поддержки. Каждый день доставки можно изменить до крайнего срока изменений — {{changeCutoff}}. После него кухня уже готовит этот день, и его доставят как запланировано. Сменить план, размер или количество дней в неделю можно через службу поддержки; изменение действует с первого дня доставки, крайний срок изменений для которого ещё не прошёл.',
					'Поставить на паузу можно отдельные дни доставки или несколько дней подряд — всего до {{maxPausedDays}} за план. Дни на паузе не сгорают: каждый из них добавляется в конец плана, в ваши обычные дни доставки. Все дни доставки плана должны пройти в течение {{finishWithin}} после последнего дня доставки, запланированного при оплате, поэтому паузу, которая перенесла бы день за эту дату, поставить нельзя. Снять день с паузы можно до крайнего срока изменений для этого дня.',
					'Отменить оставшиеся дни плана можно в любой момент в личном кабинете, в разделе «Мой план». Дни доставки, крайний срок изменений для которых уже прошёл, готовятся и доставляются как запланировано; все следующие дни отменяются. Перед подтверждением мы покажем сумму возврата и то, как она рассчитана.',
					'За каждый отменённый день мы возвращаем цену дня в том заказе, которым он оплачен: стоимость питания по заказу после скидки, с НДС, делённую на число дней доставки в нём. {{cancellationFee}} Дни, добавленные продлением, возвращаются по цене продления. Залог за термосумку в эту сумму не входит: он возвращается, когда мы забираем сумки, как описано в [разделе 6](#cool-bag).',
					'Запрос на возврат денег мы отправляем платёжному провайдеру сразу после отмены — тем же способом, которым вы платили (на карту, через Apple Pay или Tabby), — и выставляем корректировочный налоговый счёт к вашему счёту-фактуре. Деньги поступают в течение 14 дней после отмены; банку может понадобиться ещё несколько дней, чтобы сумма отразилась на счёте.',
					'Мы можем отменить план, если больше не можем доставлять по вашему адресу, если платёж был отозван или если клиент грубо обращается с нашими сотрудниками. Если мы отменяем план не по вашей вине, мы полностью возвращаем стоимость всех недоставленных дней без вычета скидок.',
				],
			},
			{
				id: 'allergies',
				title: 'Аллергии и информация о питании',
				clauses: [
					'На этикетке каждого блюда указано, какие из 14 основных аллергенов оно содержит: глютен, ракообразные, яйца, рыба, арахис, соя, молоко, орехи, сельдерей, горчица, кунжут, сульфиты, люпин и моллюски.',
					'На нашей кухне используются все 14 аллергенов, поэтому их следы могут оказаться в любом блюде, даже если они не входят в его состав. Мы не можем гарантировать, что блюдо не содержит того или иного аллергена. Если у вас тяжёлая аллергия, пожалуйста, свяжитесь с нами до заказа: наши блюда могут быть для вас небезопасны.',
					'Сообщите нам об аллергиях и продуктах, которых вы избегаете, при заказе и поддерживайте эти сведения актуальными в аккаунте. Мы учитываем их и по возможности заменяем блюда, но всё равно читайте этикетку каждого блюда перед едой.',
					'Калорийность и содержание белков, жиров и углеводов рассчитаны по нашим рецептам и могут немного отличаться от порции к порции.',
					'Наши планы, целевая калорийность, оценка параметров тела и рекомендации по питанию — это общая информация, а не медицинская консультация, диагноз или лечение. Если вы беременны или кормите грудью, у вас диабет или другое заболевание либо вы принимаете лекарства, влияющие на питание, проконсультируйтесь с врачом, прежде чем начинать план.',
				],
			},
			{
				id: 'discounts',
				title: 'Скидки и промокоды',
				clauses: [
					'У промокодов и акций есть свои условия — например, минимальный срок плана, только для первого заказа или срок действия, — и мы указываем их вместе с предложением. На один заказ действует один промокод, если в условиях акции не сказано иное.',
					'Некоторые скидки применяются автоматически. Все скидки отражаются в расшифровке цены до оплаты.',
					'Скидки не имеют денежного эквивалента, не подлежат обмену и не могут быть применены к уже оплаченному заказу.',
					'Мы можем отказать в применении промокода или аннулировать его, если он использован с нарушением условий, выдан по ошибке или опубликован без нашего разрешения. При отмене плана отменённые дни возвращаются по цене, которую вы заплатили со скидкой, как описано в [разделе 8](#changes).',
				],
			},
			{
				id: 'accounts',
				title: 'Аккаунт и приложение',
				clauses: [
					'Чтобы управлять планом, нужен аккаунт. Указывайте верные данные и поддерживайте их актуальными — особенно номер мобильного телефона и адрес доставки.',
					'Не сообщайте никому свой пароль. Вы отвечаете за действия в своём аккаунте, если только им не воспользовались без вашего разрешения и вы сразу же не сообщили нам об этом.',
					'Приложение использует тот же аккаунт и те же условия. К скачиванию приложения применяются также условия магазина приложений, из которого вы его скачиваете.',
					'Мы можем заблокировать аккаунт, который используется для мошенничества, злоупотребления акциями или причинения вреда другим, и сообщим вам причину, если закон этого не запрещает. Удалить аккаунт можно в любой момент на [странице удаления аккаунта](/user-deletion/).',
				],
			},
			{
				id: 'liability',
				title: 'Наша ответственность',
				clauses: [
					'Мы готовим и доставляем блюда с разумной заботой и профессионализмом, в соответствии с правилами пищевой безопасности ОАЭ и так, как было описано при заказе.',
					'Мы не несём ответственности за убытки, которые не могли разумно предвидеть; за задержки или срывы из-за обстоятельств, не зависящих от нас, — например, непогоды, перекрытия дорог или ограничений властей (в этом случае мы перенесём затронутые дни или вернём за них деньги); а также за последствия неправильного хранения блюд после доставки или их употребления после даты, указанной на этикетке.',
					'За исключением случаев, указанных в пункте 12.4, наша общая ответственность по заказу ограничена суммой, которую вы за него заплатили.',
					'Ничто в этих условиях не ограничивает нашу ответственность за смерть или вред здоровью по нашей небрежности, за мошенничество и за всё, ответственность за что по законодательству ОАЭ ограничить нельзя.',
				],
			},
			{
				id: 'complaints',
				title: 'Жалобы',
				clauses: [
					'Если вы недовольны блюдом, доставкой или нашим обслуживанием, обратитесь в службу поддержки по адресу {{supportEmail}} или через [страницу контактов](/contact/). Мы отвечаем в течение 2 рабочих дней и стараемся решить каждую жалобу в течение 7 рабочих дней.',
					'Если мы не смогли решить вопрос, вы можете обратиться в службу защиты прав потребителей Министерства экономики ОАЭ, а в Дубае — в службу защиты прав потребителей Департамента экономики и туризма Дубая. Это не лишает вас права обратиться в суд.',
				],
			},
			{
				id: 'updates',
				title: 'Изменение условий',
				clauses: [
					'Мы можем обновлять эти условия — например, когда меняется наш сервис или законодательство. Дата в начале страницы показывает, когда условия менялись в последний раз.',
					'Об изменении, которое затрагивает уже оплаченный вами план, мы сообщим по электронной почте не менее чем за 14 дней. Если вы не согласны с изменением, вы можете отменить план, и мы полностью вернём стоимость всех недоставленных дней без вычета скидок.',
				],
			},
			{
				id: 'law',
				title: 'Применимое право и язык',
				clauses: [
					'Настоящие условия регулируются федеральным законодательством Объединённых Арабских Эмиратов и законодательством эмирата Дубай.',
					'Споры, связанные с этими условиями или заказом, рассматриваются судами Дубая. Это не мешает вам воспользоваться способами подачи жалоб, описанными в [разделе 13](#complaints).',
					'Условия опубликованы на английском, арабском и русском языках и имеют одинаковый смысл. При расхождении между версиями преимущественную силу имеет текст на арабском языке.',
				],
			},
			{
				id: 'contact',
				title: 'Контакты',
				clauses: [
					'Связаться с {{companyName}} можно через службу поддержки по адресу {{supportEmail}}, через [страницу контактов](/contact/) и в приложении kcal. Юридический адрес: {{companyAddress}}.',
				],
			},
		],
	},
}
