// Lingui's macros, compiled at build time (and in Vitest). The app's Vite 8 builds with rolldown and
// @vitejs/plugin-react 6, which runs no Babel, so this step runs Lingui's Babel macro plugin itself on
// the few modules that import a macro (`@lingui/core/macro`, `@lingui/react/macro`), before any other
// transform. It also does two things Lingui's own setup does not:
//
// 1. English is the source and stays in the code: the macro keeps each message's English
//    (`stripMessageField: false`), and this step compiles it to Lingui's compiled form (the same form as
//    a compiled catalogue), so English needs no catalogue and no message parser at run time
//    (@lingui/core leaves its parser out of production builds).
// 2. Each module that has messages asks for its catalogue when it is evaluated
//    (`needCatalogue('market')`, src/lib/i18n.ts), so a Hindi page loads exactly the catalogues of the
//    code it runs, found by scripts/i18n/catalogues.ts, and an English one loads none.
import { relative, sep } from 'node:path'
import { type PluginObj, type types as t, transformAsync } from '@babel/core'
import linguiMacro from '@lingui/babel-plugin-lingui-macro'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Plugin } from 'vite'
import { catalogueOf } from './catalogues.ts'

const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/
const SOURCE = /\.[cm]?[jt]sx?$/

/** The runtime module every translated module registers its catalogue with. */
export const I18N_RUNTIME = 'src/lib/i18n.ts'

/** The English message, compiled: a literal array of strings and placeholders. */
function compiledLiteral(types: typeof t, message: string): t.Expression {
  return types.valueToNode(compileMessage(message)) as t.Expression
}

/** Compiles the `message` of each descriptor the macro wrote, and asks for the module's catalogue. */
function afterMacro(catalogue: string | undefined, runtime: string) {
  return ({ types }: { types: typeof t }): PluginObj => ({
    name: 'cardcast-lingui-after-macro',
    visitor: {
      Program: {
        exit(program) {
          let translated = false
          program.traverse({
            // `i18n._({ id, message, values })`, `msg`/`defineMessage` descriptors
            ObjectExpression(path) {
              const keyOf = (property: (typeof path.node.properties)[number]) =>
                property.type === 'ObjectProperty' && property.key.type === 'Identifier'
                  ? property.key.name
                  : undefined
              if (!path.node.properties.some((property) => keyOf(property) === 'id')) return
              for (const property of path.node.properties) {
                if (
                  keyOf(property) === 'message' &&
                  property.type === 'ObjectProperty' &&
                  property.value.type === 'StringLiteral'
                ) {
                  property.value = compiledLiteral(types, property.value.value)
                  translated = true
                }
              }
            },
            // `<Trans id="…" message="…" />`
            JSXOpeningElement(path) {
              const attributes = path.node.attributes
              const named = (name: string) =>
                attributes.find(
                  (attribute): attribute is t.JSXAttribute =>
                    attribute.type === 'JSXAttribute' && attribute.name.name === name,
                )
              const message = named('message')
              if (!named('id') || message?.value?.type !== 'StringLiteral') return
              message.value = types.jsxExpressionContainer(compiledLiteral(types, message.value.value))
              translated = true
            },
          })
          if (!translated || catalogue === undefined) return
          const need = program.scope.generateUidIdentifier('needCatalogue')
          const [declaration] = program.unshiftContainer(
            'body',
            types.importDeclaration(
              [types.importSpecifier(need, types.identifier('needCatalogue'))],
              types.stringLiteral(runtime),
            ),
          )
          declaration.insertAfter(
            types.expressionStatement(types.callExpression(need, [types.stringLiteral(catalogue)])),
          )
        },
      },
    },
  })
}

/** The Vite (and Vitest) plugin. `root`: the project's root, where scripts/i18n/catalogues.ts paths start. */
export function linguiMacros(root: string): Plugin {
  const runtime = `/${I18N_RUNTIME}`
  return {
    name: 'cardcast:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!SOURCE.test(file) || file.includes(`${sep}node_modules${sep}`) || !MACRO_IMPORT.test(code)) return
      const path = relative(root, file).split(sep).join('/')
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        generatorOpts: { retainLines: false },
        plugins: [[linguiMacro, { stripMessageField: false }], afterMacro(catalogueOf(path), runtime)],
      })
      if (!result?.code) return
      return { code: result.code, map: result.map }
    },
  }
}
