import path from 'node:path';
import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(import.meta.dirname, 'src');
const RUNTIME = path.join(SRC, 'lib/i18n/runtime.tsx');
const CATALOGUES = path.join(SRC, 'lib/i18n/catalogues.ts');
const MACRO = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/** The catalogue a source file's texts belong to (lingui.config.ts): its feature folder, or the frame. */
export function catalogueOf(file: string): string {
  const rel = path.relative(SRC, file).split(path.sep);
  return rel[0] === 'features' && rel.length > 2 ? rel[1] : 'frame';
}

/**
 * After Lingui's macro: every message descriptor ({ id, message }) gets its Turkish message compiled in
 * place (the form Lingui's catalogues hold), so Turkish needs no catalogue and each chunk carries its
 * own texts; a module with texts registers its folder's English catalogue (lib/i18n/catalogues.ts).
 */
function compileSourceMessages(catalogue: string): PluginObj {
  return {
    name: 'onbir-compile-source-messages',
    visitor: {
      Program: {
        exit(program) {
          const name = t.identifier('__registerCatalogue');
          program.unshiftContainer('body', [
            t.importDeclaration([t.importSpecifier(name, t.identifier('registerCatalogue'))], t.stringLiteral(CATALOGUES)),
            t.expressionStatement(t.callExpression(name, [t.stringLiteral(catalogue)])),
          ]);
        },
      },
      ObjectExpression(obj) {
        const props = obj.node.properties.filter((p): p is t.ObjectProperty => t.isObjectProperty(p) && t.isIdentifier(p.key));
        const id = props.find((p) => (p.key as t.Identifier).name === 'id');
        const message = props.find((p) => (p.key as t.Identifier).name === 'message');
        if (!id || !message || !t.isStringLiteral(id.value) || !t.isStringLiteral(message.value)) return;
        message.value = t.valueToNode(compileMessageOrThrow(message.value.value));
      },
    },
  };
}

/**
 * The client's i18n in the build, the dev server and the client's tests (docs/i18n.md): Lingui's macros
 * (through Babel, only in files that import them), pointed at lib/i18n/runtime.tsx; the Turkish texts
 * compiled in place; the English .po catalogues compiled when imported, the build failing on a missing
 * translation or a message that does not parse.
 */
export function i18n(options: { failOnMissing: boolean }): Plugin[] {
  const config = getConfig({ cwd: ROOT });
  const linguiConfig = {
    ...config,
    runtimeConfigModule: { i18n: [RUNTIME, 'i18n'], useLingui: [RUNTIME, 'useLingui'], Trans: [RUNTIME, 'Trans'] },
  };
  return [
    ...lingui({ cwd: ROOT, failOnMissing: options.failOnMissing, failOnCompileError: true }),
    {
      name: 'onbir-i18n-macros',
      enforce: 'pre',
      async transform(code, id) {
        const file = id.split('?')[0];
        if (!/\.[jt]sx?$/.test(file) || file.includes('node_modules') || !MACRO.test(code)) return;
        const result = await transformAsync(code, {
          filename: file,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['jsx', 'typescript'] },
          plugins: [[linguiMacro, { stripMessageField: false, linguiConfig }], compileSourceMessages(catalogueOf(file))],
        });
        return result?.code ? { code: result.code, map: result.map } : undefined;
      },
    },
  ];
}
