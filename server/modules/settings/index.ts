export { createSettingsRepository, SETTINGS_KEYS, type SettingsRepository } from './settings-repository'
