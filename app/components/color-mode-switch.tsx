import { useTranslation } from '../i18n/i18n.tsx'
import { COLOR_MODE_PREFERENCES, type ColorModePreference } from '../utils/color-mode.ts'
import { useColorMode } from '../utils/use-color-mode.ts'
import { Icon } from './ui/icon.tsx'
import { type IconData, monitor, moon, sun } from './ui/icons.generated.ts'

const CHOICES: Record<ColorModePreference, { icon: IconData; label: 'shell.colorModeLight' | 'shell.colorModeDark' | 'shell.colorModeSystem' }> = {
	light: { icon: sun, label: 'shell.colorModeLight' },
	dark: { icon: moon, label: 'shell.colorModeDark' },
	system: { icon: monitor, label: 'shell.colorModeSystem' },
}

/**
 * Light, dark or same-as-device: three toggle buttons, the current one pressed. Hidden on pages
 * that force a mode, where a choice would do nothing.
 */
export function ColorModeSwitch() {
	const { t } = useTranslation()
	const { preference, forced, setPreference } = useColorMode()
	if (forced) return null
	return (
		<div
			role="group"
			aria-label={t('shell.colorMode')}
			className="inline-flex rounded-full border border-gray-400 p-0.5 dark:border-gray-500"
		>
			{COLOR_MODE_PREFERENCES.map((choice) => (
				<button
					key={choice}
					type="button"
					aria-pressed={preference === choice}
					title={t(CHOICES[choice].label)}
					onClick={() => setPreference(choice)}
					className="color-mode-button"
				>
					<Icon icon={CHOICES[choice].icon} />
					<span className="sr-only">{t(CHOICES[choice].label)}</span>
				</button>
			))}
		</div>
	)
}
