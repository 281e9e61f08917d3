// The check that keeps user-facing English out of the code once a folder is translated (docs/i18n.md),
// run by `npm run lint`. It reads every .ts/.tsx file under src/ with the TypeScript compiler and
// reports, with file and line:
// - JSX text with a letter in it, outside Lingui's <Trans>, <Plural>, <Select> and <SelectOrdinal>;
// - a string literal given to a user-facing prop or property (USER_FACING_PROPS: `title`, `label`,
//   `placeholder`, `description`, `aria-label`, `alt`, `message`, …), in JSX or in an object;
// - a string literal handed to a toast (`notify.success('…')`, `toast.error('…')`).
// Wrapped text (`t\`…\``, `msg\`…\``, `<Trans>`) is a template or an element, never a literal, so it
// passes. A literal that must stay as it is (a brand, a format, a symbol) is marked with a comment
// holding `i18n-ignore` on its line or the line above.
//
// NOT_YET_TRANSLATED lists the folders still in English: the check skips them. Whoever translates a
// folder removes it from the list in the same change.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'

/** Folders (relative to the root, with `/`) still in English: remove yours when it is translated. */
export const NOT_YET_TRANSLATED: readonly string[] = []

/** Props and object properties whose text a person reads (or a screen reader says). */
export const USER_FACING_PROPS = new Set([
  'title',
  'label',
  'placeholder',
  'description',
  'aria-label',
  'aria-description',
  'alt',
  'message',
  'error',
  'hint',
  'tooltip',
  'confirmLabel',
  'cancelLabel',
  'emptyText',
  'successMessage',
])

/** Lingui's JSX macros: text inside them is the message. */
const MESSAGE_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal'])
/** Calls that show their first argument as a toast. */
const TOAST_CALL = /^(?:notify|toast)(?:\.(?:success|error|info|loading))?$/

const LETTER = /[A-Za-z]/
const IGNORE = 'i18n-ignore'

export interface Finding {
  file: string
  line: number
  text: string
  why: string
}

function ignored(source: ts.SourceFile, node: ts.Node): boolean {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
  const lines = source.text.split('\n')
  return [lines[line], lines[line - 1]].some((text) => text?.includes(IGNORE))
}

function elementName(node: ts.JsxElement | ts.JsxSelfClosingElement): string {
  const tag = ts.isJsxElement(node) ? node.openingElement.tagName : node.tagName
  return tag.getText()
}

function insideMessage(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (
      (ts.isJsxElement(parent) || ts.isJsxSelfClosingElement(parent)) &&
      MESSAGE_ELEMENTS.has(elementName(parent))
    )
      return true
  }
  return false
}

/** A string literal (or a template without a placeholder) that has a letter: English to translate. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined
  if (ts.isJsxExpression(node)) return literalText(node.expression)
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression)
  if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse)
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken)
    return literalText(node.right)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return LETTER.test(node.text) ? node.text : undefined
  if (ts.isTemplateExpression(node) && !ts.isTaggedTemplateExpression(node.parent)) {
    const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('')
    return LETTER.test(text) ? node.getText() : undefined
  }
  return undefined
}

/** Lingui's descriptor calls: `t({ message, context })`, `msg({ … })`, `defineMessage({ … })`. */
const DESCRIPTOR_CALL = /^(?:t|msg|defineMessage|i18n\._)$/

/** A property of the object a Lingui macro takes as its message descriptor. */
function inDescriptor(node: ts.PropertyAssignment, source: ts.SourceFile): boolean {
  const object = node.parent
  const call = object?.parent
  return (
    ts.isObjectLiteralExpression(object) &&
    call !== undefined &&
    ts.isCallExpression(call) &&
    DESCRIPTOR_CALL.test(call.expression.getText(source))
  )
}

function propName(name: ts.Node): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`
  return undefined
}

/** The findings in one file's source text. */
export function checkSource(file: string, text: string): Finding[] {
  // A .ts file is read as TypeScript: read as TSX, a generic arrow (`<T>(task) => …`) would be JSX text.
  const kind = file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const findings: Finding[] = []
  const report = (node: ts.Node, found: string, why: string) => {
    if (ignored(source, node)) return
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    findings.push({ file, line: line + 1, text: found.trim().replace(/\s+/g, ' '), why })
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text) && !insideMessage(node)) {
      report(node, node.text, 'JSX text')
    } else if (ts.isJsxAttribute(node)) {
      const name = propName(node.name)
      const found = name && USER_FACING_PROPS.has(name) ? literalText(node.initializer) : undefined
      if (found && !insideMessage(node)) report(node, found, `the ${name} prop`)
    } else if (ts.isPropertyAssignment(node)) {
      const name = propName(node.name)
      const found = name && USER_FACING_PROPS.has(name) ? literalText(node.initializer) : undefined
      if (found && !inDescriptor(node, source)) report(node, found, `the ${name} property`)
    } else if (ts.isCallExpression(node) && TOAST_CALL.test(node.expression.getText(source))) {
      const found = literalText(node.arguments[0])
      if (found) report(node, found, 'a toast')
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return findings
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : []
  })
}

/** Every finding under `root`/src, but in the folders still in English. */
export function checkProject(root: string, notYet: readonly string[] = NOT_YET_TRANSLATED): Finding[] {
  const skipped = (path: string) => notYet.some((folder) => path === folder || path.startsWith(`${folder}/`))
  return sourceFiles(join(root, 'src'))
    .map((file) => relative(root, file).split(sep).join('/'))
    .filter((path) => !skipped(path))
    .flatMap((path) => checkSource(path, readFileSync(join(root, path), 'utf8')))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const findings = checkProject(process.cwd())
  for (const { file, line, text, why } of findings) {
    console.error(`${file}:${line}  ${why} is not translated: ${JSON.stringify(text)}`)
  }
  if (findings.length > 0) {
    console.error(
      `\n${findings.length} hard-coded user-facing string(s): wrap them in Lingui (docs/i18n.md), or mark a brand or symbol with an i18n-ignore comment.`,
    )
    process.exit(1)
  }
  console.log('i18n: no hard-coded user-facing strings outside NOT_YET_TRANSLATED')
}
