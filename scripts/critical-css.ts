// The part of a style sheet a rendered page needs for its first paint, and the part that comes after
// it. The prerendered public pages and the server-rendered market inline their style sheets, so that
// they paint from their HTML alone; whole, Mantine's sheets were most of their bytes (100–175 KB: a
// page's HTML then took a second round trip) and of the parse before the paint. What the page's markup
// cannot use stays out of its HTML; the page-start script loads the sheet's deferred part after the
// first paint, and the app renders only once it is in (src/lib/full-styles.ts).
//
// A rule stays when every class its selector names is in the markup, whatever the selector's states,
// attributes or colour scheme: a chip checked by a URL filter, a hover, dark mode all paint as before.
// A rule without classes (elements, :root's variables, [data-mantine-color-scheme]) always stays.
//
// The deferred part is every rule that names a class, in the sheet's order: after the inline part in
// the document, its rules win over their inline copies and keep their order among themselves, so the
// cascade is the whole sheet's. It leaves out the rules without classes (inline already, whatever the
// page): the variables on :root would otherwise be declared again, and every element restyled.
//
// Why not beasties (the maintained fork of critters), measured on this build's landing page: it
// inlines 49.7 KB against 71.0 KB here, in 82 ms, but keeps a rule only when its selector matches the
// markup as rendered, and prerendered markup has no colour scheme yet (the page-start script sets it
// on <html> before the paint): of the sheet's 55 dark-scheme rules it kept 2, so a dark-mode visitor
// would see the page painted light, then turned dark. Keeping them through its `allowRules` would keep
// every dark rule of every component, used or not; and it would still load the whole sheet after the
// paint, declaring the :root variables a second time, where the deferred part here leaves them out.
import postcss, { type AtRule, type Node, type Root, type Rule } from 'postcss'

/** The class names in rendered markup (every `class="…"` attribute's tokens). */
export function classesIn(markup: string): Set<string> {
  const classes = new Set<string>()
  for (const [, value] of markup.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of (value ?? '').split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

/**
 * A selector's classes that an element must have for it to match: not those under :not(), nor those
 * of a list of alternatives (`:is(.a, .b)`), where one would do.
 */
function requiredClasses(selector: string): string[] {
  const positive = selector
    .replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '')
    .replace(/\((?:[^()]|\([^()]*\))*,(?:[^()]|\([^()]*\))*\)/g, '()')
  return [...positive.matchAll(/\.((?:[\w-]|\\.)+)/g)].map(([, name]) => (name ?? '').replace(/\\(.)/g, '$1'))
}

/** The rules of `css` that a page whose markup holds `classes` can use, and empty at-rules gone. */
export function criticalCss(css: string, classes: Set<string>): string {
  const root = postcss.parse(css)
  root.walkRules((rule: Rule) => {
    // Keyframe steps (from, 50%) are not selectors of elements.
    if (isKeyframeStep(rule)) return
    const kept = rule.selectors.filter((selector) =>
      requiredClasses(selector).every((name) => classes.has(name)),
    )
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  removeEmptyAtRules(root)
  return root.toString()
}

/** At-rules left empty (a @media whose rules all went) go, innermost first. */
function removeEmptyAtRules(root: Root) {
  let removed = true
  while (removed) {
    removed = false
    root.walkAtRules((atRule) => {
      if (atRule.nodes && atRule.nodes.length === 0) {
        atRule.remove()
        removed = true
      }
    })
  }
}

const isKeyframeStep = (rule: Rule) =>
  rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)

/** Can criticalCss leave the selector out: does it name a class an element must have? */
const namesRequiredClass = (selector: string) => requiredClasses(selector).length > 0

/** The cascade layer a node is in ('' unlayered): rules compete in order only within one. */
function layerOf(node: Node): string {
  const names: string[] = []
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && (parent as AtRule).name === 'layer')
      names.unshift((parent as AtRule).params)
  }
  return names.join('.')
}

/**
 * The rules of `css` that come after the first paint (see the top of this file). The sheet must let
 * them come later: a rule without classes that follows, in its layer, a rule with classes setting one
 * of its properties would lose to that rule's later copy, so the build fails on one.
 */
export function deferredCss(css: string): string {
  const root = postcss.parse(css)
  const setByClassRules = new Map<string, Set<string>>()
  root.walkRules((rule) => {
    if (isKeyframeStep(rule)) return
    const layer = layerOf(rule)
    const properties = rule.nodes.flatMap((node) => (node.type === 'decl' ? [node.prop] : []))
    const seen = setByClassRules.get(layer) ?? new Set<string>()
    setByClassRules.set(layer, seen)
    if (rule.selectors.some((selector) => !namesRequiredClass(selector))) {
      const overridden = properties.filter((property) => seen.has(property))
      if (overridden.length > 0) {
        throw new Error(
          `critical-css: "${rule.selector}" (no class) follows rules with classes that set ${overridden.join(', ')}: deferring them would change which wins`,
        )
      }
    }
    if (rule.selectors.some(namesRequiredClass)) for (const property of properties) seen.add(property)
  })
  // Keyframes are inline whole, like the rules without classes.
  root.walkAtRules(/keyframes$/i, (atRule) => {
    atRule.remove()
  })
  root.walkRules((rule) => {
    const deferred = rule.selectors.filter(namesRequiredClass)
    if (deferred.length === 0) rule.remove()
    else if (deferred.length < rule.selectors.length) rule.selectors = deferred
  })
  removeEmptyAtRules(root)
  return root.toString()
}
