/**
 * Terms for customers in the wider Middle East and Africa (/terms/mea/): people abroad who buy a
 * plan as a gift or use the app from outside the UAE. Deliberately short: they add what differs
 * and point to the main terms for everything else. Markup and placeholders: content/pages/legal.ts.
 */
import type { LocaleCode } from '../../domain/locale.ts'
import type { LegalDocument } from './legal.ts'

export const TERMS_MEA: Record<LocaleCode, LegalDocument> = {
	en: {
		sections: [
			{
				id: 'scope',
				title: 'Who these terms are for',
				clauses: [
					'These terms of {{companyName}} apply if you are outside the United Arab Emirates and buy a kcal meal plan as a gift for someone in the UAE, or use the kcal web site or app from another country in the Middle East or Africa.',
					'They add to our main [terms and conditions](/terms/), which apply in full to everything not covered here. Where the two differ, these terms apply to the points they cover.',
				],
			},
			{
				id: 'delivery',
				title: 'Delivery only inside the UAE',
				clauses: [
					'We cook in Dubai and deliver only to addresses in the United Arab Emirates. We do not send meals to other countries.',
					'You can browse our site and app, manage an account and pay from abroad, but every plan must be delivered to an address in the UAE that our routes cover.',
				],
			},
			{
				id: 'gifts',
				title: 'Gift plans',
				clauses: [
					'When you buy a plan for someone else, give us their name, UAE mobile number and delivery address, and make sure they agree to receive it. We contact them directly to arrange deliveries, slots and pauses.',
					'Ask the person receiving the plan to tell us about their allergies themselves and to read the label of every meal. The rules on allergies in [section 9 of the main terms](/terms/#allergies) apply to them.',
					'Refunds for a gift plan go back to the card or account that paid for it, not to the person who received it.',
				],
			},
			{
				id: 'prices',
				title: 'Prices and currency',
				clauses: [
					'All prices are in UAE dirhams (AED) and include UAE VAT at 5%. We do not charge in any other currency.',
					'If your card is in another currency, your card issuer converts the amount at its own exchange rate and may add a foreign transaction fee. We do not set or receive these charges, and because exchange rates change, a refund may not match the amount you were charged in your currency.',
					'Instalments with Tabby are available only where Tabby offers them to you, under Tabby’s own rules.',
				],
			},
			{
				id: 'law',
				title: 'Law and questions',
				clauses: [
					'Our service is provided from the UAE under UAE law, and disputes are decided by the courts of Dubai, as set out in the main terms. Rights that the law of your own country gives you and that cannot be excluded are not affected.',
					'If you have a question about these terms or a gift plan, contact customer care at {{supportEmail}}.',
				],
			},
		],
	},
	'ar-ae': {
		sections: [
			{
				id: 'scope',
				title: 'نطاق تطبيق هذه الشروط',
				clauses: [
					'تسري هذه الشروط الصادرة عن {{companyName}} إذا كنت خارج دولة الإمارات العربية المتحدة واشتريت خطة وجبات من kcal هديةً لشخص مقيم في الإمارات، أو استخدمت موقع kcal الإلكتروني أو تطبيقها من دولة أخرى في منطقة الشرق الأوسط أو أفريقيا.',
					'تُكمِّل هذه الشروط [الشروط والأحكام](/terms/) الرئيسية، التي تسري بالكامل على كل ما لم يرد هنا. وفي حال وجود اختلاف بينهما، تسري هذه الشروط على المسائل التي تتناولها.',
				],
			},
			{
				id: 'delivery',
				title: 'التوصيل داخل الإمارات فقط',
				clauses: [
					'نطهو وجباتنا في دبي، ولا نوصلها إلا إلى عناوين داخل دولة الإمارات العربية المتحدة، ولا نرسل وجبات إلى دول أخرى.',
					'يمكنك تصفح موقعنا وتطبيقنا وإدارة حسابك والدفع من الخارج، غير أنه يجب توصيل كل خطة إلى عنوان داخل الإمارات تشمله مسارات التوصيل لدينا.',
				],
			},
			{
				id: 'gifts',
				title: 'خطط الهدايا',
				clauses: [
					'عند شرائك خطة لشخص آخر، يُرجى تزويدنا باسمه ورقم هاتفه المتحرك الإماراتي وعنوان التوصيل، والتأكد من موافقته على استلامها. وسنتواصل معه مباشرةً لترتيب التوصيل ومواعيده والإيقاف المؤقت.',
					'اطلب من مستلم الخطة أن يُبلغنا بنفسه بما لديه من حساسية، وأن يقرأ ملصق كل وجبة. وتسري عليه الأحكام الخاصة بالحساسية الواردة في [القسم 9 من الشروط الرئيسية](/terms/#allergies).',
					'تُردّ المبالغ المستردة عن خطة الهدية إلى البطاقة أو الحساب الذي دُفع منه ثمنها، لا إلى مستلم الهدية.',
				],
			},
			{
				id: 'prices',
				title: 'الأسعار والعملة',
				clauses: [
					'جميع الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة المطبقة في الإمارات بنسبة 5%، ولا نحصّل المدفوعات بأي عملة أخرى.',
					'إذا كانت بطاقتك بعملة أخرى، فإن الجهة المُصدِرة لها تحوّل المبلغ بسعر الصرف الذي تعتمده، وقد تضيف رسومًا على المعاملات الأجنبية. ولا نحدد هذه الرسوم ولا نتقاضاها، ونظرًا إلى تغيّر أسعار الصرف، قد لا يطابق المبلغ المسترد المبلغَ الذي خُصم منك بعملتك.',
					'لا يتاح التقسيط عبر تابي إلا حيث تتيحه لك تابي، ووفقًا لقواعدها الخاصة.',
				],
			},
			{
				id: 'law',
				title: 'القانون والاستفسارات',
				clauses: [
					'نقدّم خدمتنا من دولة الإمارات وفقًا لتشريعاتها، وتختص محاكم دبي بالفصل في النزاعات، على النحو المبيّن في الشروط الرئيسية. ولا يمسّ ذلك الحقوق التي يمنحك إياها قانون بلدك ولا يجوز الاتفاق على استبعادها.',
					'إذا كان لديك أي استفسار بشأن هذه الشروط أو خطة هدية، فتواصل مع خدمة العملاء عبر {{supportEmail}}.',
				],
			},
		],
	},
	'ru-ae': {
		sections: [
			{
				id: 'scope',
				title: 'Для кого эти условия',
				clauses: [
					'Эти условия {{companyName}} действуют, если вы находитесь за пределами Объединённых Арабских Эмиратов и покупаете план питания kcal в подарок человеку в ОАЭ или пользуетесь сайтом или приложением kcal из другой страны Ближнего Востока или Африки.',
					'Они дополняют наши основные [условия обслуживания](/terms/), которые в полном объёме действуют во всём, что здесь не оговорено. Если между ними есть расхождения, в вопросах, которых касаются эти условия, применяются они.',
				],
			},
			{
				id: 'delivery',
				title: 'Доставка только по ОАЭ',
				clauses: [
					'Мы готовим в Дубае и доставляем только по адресам в Объединённых Арабских Эмиратах. В другие страны мы блюда не отправляем.',
					'Смотреть сайт и приложение, управлять аккаунтом и платить можно из-за рубежа, но каждый план должен доставляться по адресу в ОАЭ, который входит в наши маршруты.',
				],
			},
			{
				id: 'gifts',
				title: 'Планы в подарок',
				clauses: [
					'Покупая план для другого человека, укажите его имя, номер мобильного телефона в ОАЭ и адрес доставки и убедитесь, что он согласен его получить. Мы свяжемся с ним напрямую, чтобы договориться о доставке, интервалах и приостановках.',
					'Попросите получателя самостоятельно сообщить нам о своих аллергиях и читать этикетку каждого блюда. На него распространяются правила об аллергиях из [раздела 9 основных условий](/terms/#allergies).',
					'Деньги за подарочный план возвращаются на карту или счёт, с которых он был оплачен, а не получателю подарка.',
				],
			},
			{
				id: 'prices',
				title: 'Цены и валюта',
				clauses: [
					'Все цены указаны в дирхамах ОАЭ (AED) и включают НДС ОАЭ по ставке 5%. В других валютах мы оплату не принимаем.',
					'Если ваша карта в другой валюте, банк-эмитент пересчитает сумму по своему курсу и может взять комиссию за операцию в иностранной валюте. Мы не устанавливаем и не получаем эти комиссии, а из-за изменения курсов возвращённая сумма в вашей валюте может не совпасть со списанной.',
					'Рассрочка через Tabby доступна, только если Tabby предлагает её вам, и на условиях Tabby.',
				],
			},
			{
				id: 'law',
				title: 'Право и вопросы',
				clauses: [
					'Мы оказываем услуги из ОАЭ по законодательству ОАЭ, а споры рассматриваются судами Дубая, как указано в основных условиях. Права, которые дают вам законы вашей страны и которые не могут быть исключены договором, при этом сохраняются.',
					'Если у вас есть вопрос об этих условиях или о подарочном плане, напишите в службу поддержки по адресу {{supportEmail}}.',
				],
			},
		],
	},
}
