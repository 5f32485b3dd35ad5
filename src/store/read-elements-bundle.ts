import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ConfigError } from '../errors.js';

/** The browser bundle of mutation-testing-elements (the web component of the HTML report), as text. */
export function readElementsBundle(): string {
  try {
    const path = createRequire(import.meta.url).resolve('mutation-testing-elements/mutation-test-elements.js');
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`Could not read mutation-testing-elements, which the HTML report needs: ${(error as Error).message}`, {
      hint: 'Reinstall hookcheck (npm install) so its dependency mutation-testing-elements is present, or leave out --html.',
      cause: error,
    });
  }
}
