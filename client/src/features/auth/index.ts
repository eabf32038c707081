// The accounts' public entry: what the site frame uses.
export { keepLanguageOnProfile } from './languageSync';
