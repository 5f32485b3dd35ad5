export { parseSource } from './parse-source.js';
export { detectLanguage } from './detect-language.js';
