/**
 * What the profile, address, delivery-preference, saved-card and order calls of the account say
 * when something is wrong, in each language. Server-only: the API (?locale=) and the account
 * page's action return the sentence and the page shows it as it is. Address fields use the
 * checkout's sentences (content/checkout-messages.ts), so an address fails alike everywhere.
 */
import type { LocaleCode } from '../../domain/locale.ts'

export type ProfileField = 'first_name' | 'last_name' | 'mobile_number' | 'gender' | 'birth_date' | 'email'

export type PreferenceField = 'client_delivery_preferences' | 'weekday' | 'address_id' | 'area_timing_id'

export type AccountProfileMessages = {
	fields: Record<ProfileField, string>
	preferences: Record<PreferenceField, string>
	addressNotFound: string
	/** `{{max}}`: how many addresses an account keeps. */
	tooManyAddresses: string
	cardNotFound: string
	orderNotFound: string
	tooLarge: string
	notJson: string
}

export const ACCOUNT_PROFILE_MESSAGES: Record<LocaleCode, AccountProfileMessages> = {
	en: {
		fields: {
			first_name: 'Enter your first name (2 to 80 characters).',
			last_name: 'Enter your last name (2 to 80 characters).',
			mobile_number: 'Enter a UAE mobile number, like 050 123 4567.',
			gender: 'Choose male or female, or leave it empty.',
			birth_date: 'Enter a real date of birth: you need to be between 13 and 120 years old.',
			email: 'Your e-mail address can’t be changed here. Contact us and we’ll change it for you.',
		},
		preferences: {
			client_delivery_preferences: 'Send a list of delivery preferences with at most one entry per day of the week.',
			weekday: 'Choose a day of the week; each day can appear only once.',
			address_id: 'Choose one of the addresses saved in your account.',
			area_timing_id: 'Choose a delivery time offered in the area of that address.',
		},
		addressNotFound: 'We couldn’t find this address in your account.',
		tooManyAddresses: 'You can keep up to {{max}} addresses. Delete one you no longer use to add another.',
		cardNotFound: 'We couldn’t find this card in your account.',
		orderNotFound: 'We couldn’t find this order in your account.',
		tooLarge: 'This request is too large. Please shorten what you typed and try again.',
		notJson: 'Send the data as JSON (Content-Type: application/json).',
	},
	'ar-ae': {
		fields: {
			first_name: 'أدخل اسمك الأول (من 2 إلى 80 حرفًا).',
			last_name: 'أدخل اسم العائلة (من 2 إلى 80 حرفًا).',
			mobile_number: 'أدخل رقم هاتف متحرك إماراتيًا، مثل 050 123 4567.',
			gender: 'اختر ذكر أو أنثى، أو اترك الحقل فارغًا.',
			birth_date: 'أدخل تاريخ ميلاد صحيحًا: يجب أن يتراوح عمرك بين 13 و120 عامًا.',
			email: 'لا يمكن تغيير بريدك الإلكتروني من هنا. تواصل معنا وسنغيّره لك.',
		},
		preferences: {
			client_delivery_preferences: 'أرسل قائمة بتفضيلات التوصيل، بحيث لا يزيد على تفضيل واحد لكل يوم من أيام الأسبوع.',
			weekday: 'اختر يومًا من أيام الأسبوع، ولا يجوز تكرار اليوم نفسه.',
			address_id: 'اختر أحد العناوين المحفوظة في حسابك.',
			area_timing_id: 'اختر وقت توصيل متاحًا في منطقة هذا العنوان.',
		},
		addressNotFound: 'لم نجد هذا العنوان في حسابك.',
		tooManyAddresses: 'يمكنك حفظ {{max}} عنوانًا كحد أقصى. احذف عنوانًا لم تعد تستخدمه لإضافة عنوان جديد.',
		cardNotFound: 'لم نجد هذه البطاقة في حسابك.',
		orderNotFound: 'لم نجد هذا الطلب في حسابك.',
		tooLarge: 'حجم الطلب كبير جدًا. يُرجى اختصار ما كتبته والمحاولة مرة أخرى.',
		notJson: 'أرسل البيانات بصيغة JSON ‏(Content-Type: application/json).',
	},
	'ru-ae': {
		fields: {
			first_name: 'Введите имя (от 2 до 80 символов).',
			last_name: 'Введите фамилию (от 2 до 80 символов).',
			mobile_number: 'Введите мобильный номер ОАЭ, например 050 123 4567.',
			gender: 'Выберите «мужской» или «женский» либо оставьте поле пустым.',
			birth_date: 'Введите настоящую дату рождения: вам должно быть от 13 до 120 лет.',
			email: 'Электронную почту здесь изменить нельзя. Напишите нам, и мы поменяем её за вас.',
		},
		preferences: {
			client_delivery_preferences: 'Отправьте список предпочтений доставки — не больше одного на каждый день недели.',
			weekday: 'Выберите день недели; каждый день можно указать только один раз.',
			address_id: 'Выберите один из адресов, сохранённых в вашем аккаунте.',
			area_timing_id: 'Выберите время доставки, доступное в районе этого адреса.',
		},
		addressNotFound: 'Этот адрес не найден в вашем аккаунте.',
		tooManyAddresses: 'В аккаунте можно хранить не больше {{max}} адресов. Удалите ненужный, чтобы добавить новый.',
		cardNotFound: 'Эта карта не найдена в вашем аккаунте.',
		orderNotFound: 'Этот заказ не найден в вашем аккаунте.',
		tooLarge: 'Запрос слишком большой. Сократите введённый текст и попробуйте ещё раз.',
		notJson: 'Отправьте данные в формате JSON (Content-Type: application/json).',
	},
}
