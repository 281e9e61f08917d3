// The part of a style sheet a rendered page needs for its first paint. The server-rendered market
// inlines its style sheets, so that it paints from its HTML alone; whole, they were most of its bytes
// (Mantine's sheets: 175 KB) and of the parse before the paint. What the page's markup cannot use
// stays out of its HTML; the page-start script loads the whole sheets after the first paint, and the
// app renders only once they are in (src/lib/full-styles.ts).
//
// A rule stays when every class its selector names is in the markup, whatever the selector's states,
// attributes or colour scheme: a chip checked by a URL filter, a hover, dark mode all paint as before.
// A rule without classes (elements, :root's variables, [data-mantine-color-scheme]) always stays.
import postcss, { type Rule } from 'postcss'

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
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name)) return
    const kept = rule.selectors.filter((selector) =>
      requiredClasses(selector).every((name) => classes.has(name)),
    )
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  // At-rules left empty (a @media whose rules all went) go too, innermost first.
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
  return root.toString()
}
