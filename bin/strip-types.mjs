// Lets Node load this package's TypeScript from inside node_modules, where Node's own type
// stripping is switched off: a load hook strips the types of every `.ts` file of this package
// (erasable syntax only, as everywhere in the package) with Node's `stripTypeScriptTypes`.
// Loaded with `node --import` by the command-line entry and by the processes it starts.
import { registerHooks, stripTypeScriptTypes } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE = new URL('../', import.meta.url).href;

registerHooks({
  load(url, context, nextLoad) {
    if (!url.startsWith(PACKAGE) || !url.endsWith('.ts') || !url.includes('/node_modules/'))
      return nextLoad(url, context);
    const source = stripTypeScriptTypes(readFileSync(fileURLToPath(url), 'utf8'), {
      mode: 'strip',
      sourceUrl: url,
    });
    return { format: 'module', source, shortCircuit: true };
  },
});
